import { sql, type Kysely } from 'kysely';

/**
 * The delivery worker. Each job records which of its steps have succeeded (JSON
 * object of step name to the time it succeeded), so a retry never repeats one that worked.
 * A claimed job's next_attempt_at is pushed forward by the lease, so a job whose process died
 * mid-step becomes due again once the lease has passed.
 *
 * submission_pdf keeps the PDF of a submitted assessment, rendered once: submitted answers
 * never change. The column type `bytea` is PostgreSQL's binary type; SQLite accepts any type
 * name and stores the Buffer as a blob.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_job')
    .addColumn('steps', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('submission_pdf')
    .addColumn('form_id', 'text', (column) => column.primaryKey())
    .addColumn('content', sql`bytea`, (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('submission_pdf').execute();
  await db.schema.alterTable('delivery_job').dropColumn('steps').execute();
}
