import type { Kysely } from 'kysely';

/**
 * What an admin enters for each month and pathway (docs/decisions/0131): the assessments that
 * reached the council another way (paper, e-mail, in person), for digital take-up, and what
 * the service cost, for cost per transaction. Counts and money only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performance_month')
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('form_type_code', 'text', (column) => column.notNull())
    .addColumn('paper_and_other_submissions', 'integer')
    .addColumn('cost_pence', 'bigint')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('performance_month_pk', ['month', 'form_type_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('performance_month').execute();
}
