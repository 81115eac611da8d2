import type { Kysely, Transaction } from 'kysely';
import { dirtyFieldsSchema, type FormTypeCode } from '@csa/contracts';
import type { Database } from '../database/index.ts';

// The staff inbox's row of a submission is written by the submission itself, in its
// transaction (docs/decisions/0121); the inbox (staff/staff-case-repository.ts) reads and
// searches these rows.

type Executor = Kysely<Database> | Transaction<Database>;

/** The resident's name as they submitted it, for the inbox and its search. */
export function residentNameOf(submittedFields: string): string {
  try {
    const parsed = dirtyFieldsSchema.safeParse(JSON.parse(submittedFields));
    const details = parsed.success ? parsed.data.personalDetails : undefined;
    // The schema trims each name part, so a blank part arrives as ''.
    const name = [details?.firstName, details?.lastName]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ');
    return name || 'Name not given';
  } catch {
    return 'Name not given';
  }
}

/** What a case is opened from: the submission as it was frozen. */
export interface SubmittedForCase {
  formId: string;
  formTypeCode: FormTypeCode;
  reference: string | null;
  submittedFields: string;
  dateSubmitted: string;
  careActUnmetCount: number | null;
  careActThresholdReached: number | null;
}

/**
 * Opens the staff case (status `new`) of a submission, in the caller's transaction: the
 * submitting one, so the inbox never has to look for submissions without a case. The case
 * keeps its own copy of what the inbox lists, filters and sorts by, so a page of the inbox
 * reads staff_case alone (docs/decisions/0121). Opening one already open changes nothing.
 */
export async function openCase(
  executor: Executor,
  submitted: SubmittedForCase,
  now: Date,
): Promise<void> {
  const residentName = residentNameOf(submitted.submittedFields);
  const opened = await executor
    .insertInto('staff_case')
    .values({
      form_id: submitted.formId,
      status: 'new',
      resident_name: residentName,
      opened_at: submitted.dateSubmitted,
      updated_at: now.toISOString(),
      form_type_code: submitted.formTypeCode,
      reference: submitted.reference,
      submitted_at: submitted.dateSubmitted,
      care_act_unmet_count: submitted.careActUnmetCount,
      care_act_threshold_reached: submitted.careActThresholdReached,
    })
    .onConflict((conflict) => conflict.column('form_id').doNothing())
    .executeTakeFirst();
  if (Number(opened.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await addSearchTerms(
    executor,
    submitted.formId,
    submitted.formTypeCode,
    searchTermsOf(submitted.reference, residentName),
  );
}

/** Text as the inbox's search compares it: lower case, spaces collapsed. */
export function searchText(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * What staff find a case by: its reference, and the resident's name from the start of each of
 * its words ("mary seacole", "seacole"), so typing the start of the reference, of the name or
 * of any later word of it finds the case with a range of the terms' index.
 */
export function searchTermsOf(reference: string | null, residentName: string | null): string[] {
  const terms = new Set<string>();
  if (reference) terms.add(searchText(reference));
  const words = searchText(residentName ?? '')
    .split(' ')
    .filter(Boolean);
  for (const [index] of words.entries()) terms.add(words.slice(index).join(' '));
  return [...terms];
}

export async function addSearchTerms(
  executor: Executor,
  formId: string,
  formTypeCode: string,
  terms: string[],
): Promise<void> {
  if (terms.length === 0) return;
  await executor
    .insertInto('staff_case_term')
    .values(terms.map((term) => ({ form_type_code: formTypeCode, term, form_id: formId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
