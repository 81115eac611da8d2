import { sql, type Kysely } from 'kysely';
import { residentNameOf } from './case-search-as-released.ts';

/** Submissions read and cases written per statement, so a large backlog never sits in memory. */
const batchSize = 1000;

/**
 * Submitting now opens the submission's staff case in the same transaction
 * (docs/decisions/0121), where the inbox used to open cases for submissions without one before
 * every list (decision 0040). Every submission still without a case is opened here, as the inbox
 * would have opened it: status new, the resident's name from the submitted answers, opened when
 * it was submitted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (;;) {
    const waiting = await sql<{
      id: string;
      submitted_fields: string;
      date_submitted: string | null;
    }>`
      select form.id, form.submitted_fields, form.date_submitted from form
      where form.submitted_fields is not null
        and not exists (select 1 from staff_case where staff_case.form_id = form.id)
      order by form.id limit ${batchSize}`.execute(db);
    if (waiting.rows.length === 0) return;
    const values = waiting.rows.map(
      (form) =>
        sql`(${form.id}, 'new', ${residentNameOf(form.submitted_fields)}, ${form.date_submitted ?? now}, ${now})`,
    );
    await sql`insert into staff_case (form_id, status, resident_name, opened_at, updated_at)
      values ${sql.join(values)}`.execute(db);
  }
}

/** The cases opened stay: they are what the inbox would have opened on its next read. */
export async function down(): Promise<void> {}
