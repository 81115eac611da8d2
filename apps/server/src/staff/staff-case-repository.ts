import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import {
  type Assessment,
  type CaseHistoryEntry,
  type CaseStatus,
  type FormTypeCode,
  type StaffSubmissionSort,
  type SubmissionChannel,
} from '@csa/contracts';
import type { Database } from '../database/index.ts';
import {
  addSearchTerms,
  openCase,
  searchTermsOf,
  searchText,
  toAssessment,
} from '../forms/index.ts';
import type { StaffActor } from '../audit/index.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface CaseRow {
  id: string;
  reference: string | null;
  formTypeCode: FormTypeCode;
  status: CaseStatus;
  submittedAt: string;
  residentName: string;
  careActUnmetCount: number | null;
  reachesIndicativeThreshold: boolean | null;
  /** 'phone' when a member of staff took it from a caller (assisted digital). */
  channel: SubmissionChannel;
}

/** What one read of the inbox asks for. */
export interface InboxFilter {
  formTypeCodes: readonly FormTypeCode[];
  status?: CaseStatus | undefined;
  q?: string | undefined;
  isThresholdReached?: boolean | undefined;
  sort?: StaffSubmissionSort | undefined;
  page: number;
  pageSize: number;
}

/** What the inbox shows of a case, all in its staff_case row. */
const inboxColumns = [
  'staff_case.form_id',
  'staff_case.reference',
  'staff_case.form_type_code',
  'staff_case.submitted_at',
  'staff_case.status',
  'staff_case.resident_name',
  'staff_case.care_act_unmet_count',
  'staff_case.care_act_threshold_reached',
] as const;

/** The stored 0/1 as the inbox shows it; null for a case submitted before it was kept. */
function thresholdReached(stored: number | null): boolean | null {
  return stored === null ? null : stored === 1;
}

/** How many new submissions one inbox request opens cases for; the next request takes more. */
const openBatchSize = 500;

/** Stands in for a caller's empty list of form types: PostgreSQL refuses `in ()`, and no form
 * has this type. */
// Stryker disable next-line StringLiteral: '' matches no form either, so no query can tell.
const noFormType = '-';

/** Above every character, so `term < text + this` ends the range of terms starting with text. */
const afterEveryCharacter = '\u{10FFFF}';

/** Takes the resident's name out of the case's search terms (erasure), keeping its reference. */
export async function forgetNameInSearch(executor: Executor, formId: string): Promise<void> {
  const found = await executor
    .selectFrom('staff_case')
    .select(['form_type_code', 'reference'])
    .where('form_id', '=', formId)
    .executeTakeFirst();
  await executor.deleteFrom('staff_case_term').where('form_id', '=', formId).execute();
  if (found) {
    await addSearchTerms(
      executor,
      formId,
      found.form_type_code,
      searchTermsOf(found.reference, null),
    );
  }
}

/**
 * Submissions as council teams work them: one staff_case per submitted assessment, with its
 * status and an append-only history of changes and notes. Every read names the pathways the
 * caller's teams work, so another team's submission is simply not found.
 */
export class StaffCaseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Opens a case for every submission that has none yet (or only for `formId`). Submitting
   * opens its case, so this finds none unless a submission's transaction was written by
   * something other than the service (a restored backup is migrated, which opens them too).
   */
  async openNewCases(now: Date, formId?: string): Promise<number> {
    let query = this.db
      .selectFrom('form')
      .leftJoin('staff_case', 'staff_case.form_id', 'form.id')
      .select([
        'form.id',
        'form.form_type_code',
        'form.reference',
        'form.submitted_fields',
        'form.date_submitted',
        'form.care_act_unmet_count',
        'form.care_act_threshold_reached',
      ])
      .where('form.submitted_fields', 'is not', null)
      .where('staff_case.form_id', 'is', null);
    // One submission's page opens just its own case, however many others are waiting.
    if (formId) query = query.where('form.id', '=', formId);
    const waiting = await query.orderBy('form.date_submitted').limit(openBatchSize).execute();
    for (const form of waiting) {
      await openCase(
        this.db,
        {
          formId: form.id,
          formTypeCode: form.form_type_code as FormTypeCode,
          reference: form.reference,
          careActUnmetCount: form.care_act_unmet_count,
          careActThresholdReached: form.care_act_threshold_reached,
          // Stryker disable next-line StringLiteral: the query takes only forms whose submitted_fields is not null; '' would read as no name, as '{}' does.
          submittedFields: form.submitted_fields ?? '{}',
          dateSubmitted: form.date_submitted ?? now.toISOString(),
        },
        now,
      );
    }
    return waiting.length;
  }

  private cases(formTypeCodes: readonly FormTypeCode[], executor: Executor = this.db) {
    return executor
      .selectFrom('form')
      .innerJoin('staff_case', 'staff_case.form_id', 'form.id')
      .where('form.submitted_fields', 'is not', null)
      .where('form.form_type_code', 'in', formTypeCodes.length ? [...formTypeCodes] : [noFormType]);
  }

  /** Oldest submission first (the one waiting longest is at the top), or the most outcomes
   * appearing unmet first; cases whose outcomes were never kept come last there. Read from
   * staff_case alone, each filter and order an index range of one pathway. */
  async list(filter: InboxFilter): Promise<{ rows: CaseRow[]; total: number }> {
    if (filter.formTypeCodes.length === 0) return { rows: [], total: 0 };
    const offset = (filter.page - 1) * filter.pageSize;
    const [rows, total] = await Promise.all([this.page(filter, offset), this.total(filter)]);
    const byPhone = await this.takenByPhone(rows.map((row) => row.form_id));
    return {
      rows: rows.map((row) => ({
        id: row.form_id,
        reference: row.reference,
        formTypeCode: row.form_type_code as FormTypeCode,
        status: row.status as CaseStatus,
        submittedAt: row.submitted_at,
        residentName: row.resident_name,
        careActUnmetCount: row.care_act_unmet_count,
        reachesIndicativeThreshold: thresholdReached(row.care_act_threshold_reached),
        channel: byPhone.has(row.form_id) ? 'phone' : 'online',
      })),
      total,
    };
  }

  /** Which of one page's submissions a member of staff took by phone: a look-up of those rows
   * by their key, after the page is chosen, so the inbox's indexes still choose it. */
  private async takenByPhone(formIds: string[]): Promise<Set<string>> {
    if (formIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('form')
      .select('id')
      .where('id', 'in', formIds)
      .where('taken_by_id', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** How many cases the filter matches: without a search, the sum of the counts the database
   * keeps (migration 0074), a few rows however many cases; a search counts its matches, found
   * from the terms' index. */
  private async total(filter: InboxFilter): Promise<number> {
    const formTypeCodes = [...filter.formTypeCodes];
    if (searchText(filter.q ?? '')) {
      const count = await this.matching(filter, formTypeCodes)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirst();
      return Number(count?.total ?? 0);
    }
    let kept = this.db.selectFrom('staff_case_count').where('form_type_code', 'in', formTypeCodes);
    if (filter.status) kept = kept.where('status', '=', filter.status);
    if (filter.isThresholdReached) kept = kept.where('threshold_reached', '=', 1);
    const sum = await kept
      .select((eb) => eb.fn.sum<string | number | null>('cases').as('total'))
      .executeTakeFirst();
    return Number(sum?.total ?? 0);
  }

  /** The cases of these pathways that pass the filter. */
  private matching(filter: InboxFilter, formTypeCodes: FormTypeCode[]) {
    const text = searchText(filter.q ?? '');
    let query = text ? this.found(text, formTypeCodes) : this.db.selectFrom('staff_case');
    query = query.where('staff_case.form_type_code', 'in', formTypeCodes);
    if (filter.status) query = query.where('staff_case.status', '=', filter.status);
    if (filter.isThresholdReached) {
      query = query.where('staff_case.care_act_threshold_reached', '=', 1);
    }
    return query;
  }

  /**
   * The cases whose reference or a word of whose name starts with `text`: read from the range
   * of the terms' index first, each case then by its key. SQLite takes the tables of a cross
   * join in the order written, so it never walks a team's cases in date order looking for the
   * few that match; PostgreSQL plans it as any join.
   */
  private found(text: string, formTypeCodes: FormTypeCode[]) {
    const matches = this.db
      .selectFrom('staff_case_term')
      .select('staff_case_term.form_id')
      .distinct()
      .where('staff_case_term.form_type_code', 'in', formTypeCodes)
      .where('staff_case_term.term', '>=', text)
      .where('staff_case_term.term', '<', `${text}${afterEveryCharacter}`);
    // The matches only narrow the cases; nothing reads their columns.
    return this.db
      .selectFrom(matches.as('found'))
      .crossJoin('staff_case')
      .whereRef('staff_case.form_id', '=', 'found.form_id') as unknown as SelectQueryBuilder<
      Database,
      'staff_case',
      object
    >;
  }

  /** The first `limit` cases of these pathways in the inbox's order. */
  private ordered(filter: InboxFilter, formTypeCodes: FormTypeCode[], limit: number) {
    let query = this.matching(filter, formTypeCodes).select(inboxColumns);
    // Both databases put nulls last in a descending order written this way, matching the
    // indexes of migration 0072 (PostgreSQL's own default for desc is nulls first).
    if (filter.sort === 'most-unmet') {
      query = query.orderBy(sql`${sql.ref('staff_case.care_act_unmet_count')} desc nulls last`);
    }
    return query.orderBy('staff_case.submitted_at').orderBy('staff_case.form_id').limit(limit);
  }

  /** One page. A range of an index is in order for one pathway only, so for a caller of
   * several teams each pathway gives its first cases up to the page's end, in order, and the
   * page is taken from those, rather than every case of them sorted. */
  private async page(filter: InboxFilter, offset: number) {
    const [first, ...others] = filter.formTypeCodes;
    if (first === undefined) return [];
    if (others.length === 0) {
      return this.ordered(filter, [first], filter.pageSize).offset(offset).execute();
    }
    const end = offset + filter.pageSize;
    let pages = this.db.selectFrom(this.ordered(filter, [first], end).as('pathway_0')).selectAll();
    for (const [index, code] of others.entries()) {
      pages = pages.unionAll(
        this.db
          .selectFrom(this.ordered(filter, [code], end).as(`pathway_${index + 1}`))
          .selectAll(),
      );
    }
    let query = this.db.selectFrom(pages.as('pathways')).selectAll();
    if (filter.sort === 'most-unmet') {
      query = query.orderBy(sql`${sql.ref('care_act_unmet_count')} desc nulls last`);
    }
    return query
      .orderBy('submitted_at')
      .orderBy('form_id')
      .limit(filter.pageSize)
      .offset(offset)
      .execute();
  }

  /**
   * One submission of the caller's teams, its case opened first if it is new (a page reached
   * from the e-mailed link before anyone read the inbox); null for anything else.
   */
  async openForTeams(
    formId: string,
    formTypeCodes: readonly FormTypeCode[],
    now: Date,
  ): Promise<{ form: Assessment; row: CaseRow; careActOutcomes: string | null } | null> {
    await this.openNewCases(now, formId);
    return this.get(formId, formTypeCodes);
  }

  /** One submission of the caller's teams, with its case; null for anything else. */
  async get(
    formId: string,
    formTypeCodes: readonly FormTypeCode[],
  ): Promise<{ form: Assessment; row: CaseRow; careActOutcomes: string | null } | null> {
    const found = await this.cases(formTypeCodes)
      .selectAll('form')
      .select(['staff_case.status as case_status', 'staff_case.resident_name'])
      .where('form.id', '=', formId)
      .executeTakeFirst();
    if (!found) return null;
    const { case_status: status, resident_name: residentName, ...formRow } = found;
    const form = toAssessment(formRow);
    return {
      form,
      row: {
        id: form.id,
        reference: form.reference,
        formTypeCode: form.formTypeCode,
        status: status as CaseStatus,
        submittedAt: form.dateSubmitted ?? form.dateCreated,
        residentName,
        careActUnmetCount: formRow.care_act_unmet_count,
        reachesIndicativeThreshold: thresholdReached(formRow.care_act_threshold_reached),
        channel: formRow.taken_by_id === null ? 'online' : 'phone',
      },
      careActOutcomes: formRow.care_act_outcomes,
    };
  }

  async history(formId: string, executor: Executor = this.db): Promise<CaseHistoryEntry[]> {
    const rows = await executor
      .selectFrom('staff_case_event')
      .select(['status', 'note', 'actor_name', 'created_at'])
      .where('form_id', '=', formId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      status: row.status as CaseStatus,
      note: row.note,
      actorName: row.actor_name,
      at: row.created_at,
    }));
  }

  /** Sets the case's status and appends the change, with its note, to the history, if the
   * case still has `previousStatus`; false, with nothing written, if it has not. The check is
   * the update's own condition, so of two changes made at once from one status only one
   * applies (PostgreSQL re-checks it on the row the first one changed; SQLite writes one at a
   * time). */
  async recordStatus(
    change: {
      formId: string;
      previousStatus: CaseStatus;
      status: CaseStatus;
      note: string | null;
      actor: StaffActor;
      at: Date;
    },
    executor: Executor,
  ): Promise<boolean> {
    const updated = await executor
      .updateTable('staff_case')
      .set({ status: change.status, updated_at: change.at.toISOString() })
      .where('form_id', '=', change.formId)
      .where('status', '=', change.previousStatus)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await executor
      .insertInto('staff_case_event')
      .values({
        id: randomUUID(),
        form_id: change.formId,
        status: change.status,
        note: change.note,
        actor_id: change.actor.id,
        actor_name: change.actor.name,
        created_at: change.at.toISOString(),
      })
      .execute();
    return true;
  }
}
