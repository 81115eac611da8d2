import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/** The filters and orders the inbox offers, each the leading columns of one index after the
 * pathway (which every inbox read names): status and the threshold are equalities, and the
 * order is oldest first or the most outcomes appearing unmet first, oldest first among
 * equals. */
const orders = {
  oldest: ['submitted_at', 'form_id'],
  unmet: ['care_act_unmet_count desc', 'submitted_at', 'form_id'],
} as const;
const filters = {
  '': [],
  status: ['status'],
  threshold: ['care_act_threshold_reached'],
  status_threshold: ['status', 'care_act_threshold_reached'],
} as const;

function indexes(): { name: string; columns: string[] }[] {
  return Object.entries(filters).flatMap(([filter, filterColumns]) =>
    Object.entries(orders).map(([order, orderColumns]) => ({
      name: ['staff_case', filter, order, 'idx'].filter(Boolean).join('_'),
      columns: ['form_type_code', ...filterColumns, ...orderColumns],
    })),
  );
}

/**
 * The columns the staff inbox lists, filters and sorts by, copied into the narrow staff_case
 * row when the case is opened (docs/decisions/0121): a page of the inbox and its total are read
 * from staff_case and its indexes alone, never from the wide form row that carries the answers.
 * The copies never change after submission, except that erasure empties the Care Act figures
 * as it empties the form's. Existing cases are filled from their form. The form indexes of
 * migration 0070 are no longer read by the inbox; they are left for a later migration to drop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite takes one column per ALTER TABLE; the service always writes them, but SQLite cannot
  // add a not-null column without a default.
  await sql`alter table staff_case add column form_type_code text`.execute(db);
  await sql`alter table staff_case add column reference text`.execute(db);
  await sql`alter table staff_case add column submitted_at text`.execute(db);
  await sql`alter table staff_case add column care_act_unmet_count integer`.execute(db);
  await sql`alter table staff_case add column care_act_threshold_reached integer`.execute(db);
  await sql`update staff_case set
      form_type_code = form.form_type_code,
      reference = form.reference,
      submitted_at = coalesce(form.date_submitted, staff_case.opened_at),
      care_act_unmet_count = form.care_act_unmet_count,
      care_act_threshold_reached = form.care_act_threshold_reached
    from form where form.id = staff_case.form_id`.execute(db);
  for (const index of indexes()) {
    // PostgreSQL puts nulls first in a descending order unless told; SQLite always puts them
    // last there and refuses the words in an index.
    const columns = index.columns.map((column) =>
      column.endsWith(' desc') && isPostgres(db) ? `${column} nulls last` : column,
    );
    await sql.raw(`create index ${index.name} on staff_case (${columns.join(', ')})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes()) await sql.raw(`drop index ${index.name}`).execute(db);
  for (const column of [
    'care_act_threshold_reached',
    'care_act_unmet_count',
    'submitted_at',
    'reference',
    'form_type_code',
  ]) {
    await sql.raw(`alter table staff_case drop column ${column}`).execute(db);
  }
}
