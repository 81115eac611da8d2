import type { Kysely } from 'kysely';
import {
  constants,
  type CaseStatus,
  type FormTypeCode,
  type SubmissionProgress,
  type SubmissionStage,
} from '@csa/contracts';
import type { Database } from '../database/index.ts';
import { contactDueBy } from '../content/index.ts';

/** A staff case's status and when it last changed. */
export interface CaseState {
  status: CaseStatus;
  updatedAt: string;
}

/** What a resident is told of each status the council's staff give a case. */
const stageOf: Record<CaseStatus, SubmissionStage> = {
  new: 'received',
  'in-progress': 'being-looked-at',
  contacted: 'contacted',
  closed: 'closed',
};

/** Until these, the carers centre's promise to make contact still runs. */
const awaitingContact: readonly SubmissionStage[] = ['received', 'being-looked-at'];

/**
 * Where a sent assessment stands (docs/decisions/0111): the stage its staff case is at, since
 * it was sent (while nobody has moved the case on) or since the case's latest change, and for
 * CARERS the end of the carers centre's 2-week promise (the date the team e-mail and the inbox
 * give) until contact is made. A submission whose case is not opened yet was received. Staff
 * notes never reach the resident. Null for an assessment not sent.
 */
export function submissionProgressOf(row: {
  formTypeCode: FormTypeCode;
  dateSubmitted: string | null;
  staffCase: CaseState | null;
}): SubmissionProgress | null {
  if (row.dateSubmitted === null) return null;
  const stage = stageOf[row.staffCase?.status ?? 'new'];
  const isPromised = row.formTypeCode === 'CARERS' && awaitingContact.includes(stage);
  return {
    stage,
    since: row.staffCase && stage !== 'received' ? row.staffCase.updatedAt : row.dateSubmitted,
    contactDueBy: isPromised
      ? contactDueBy(row.dateSubmitted, constants.carersContactDays).toISOString()
      : null,
  };
}

/** The staff case of each of `formIds` that has one: its status and when it last changed. */
export async function readCaseStates(
  db: Kysely<Database>,
  formIds: readonly string[],
): Promise<Map<string, CaseState>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_case')
    .select(['form_id', 'status', 'updated_at'])
    .where('form_id', 'in', [...formIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.form_id,
      { status: row.status as CaseStatus, updatedAt: row.updated_at },
    ]),
  );
}
