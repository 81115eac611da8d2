import type { Kysely } from 'kysely';

/**
 * The transactional outbox of DESIGN.md: a submission writes its delivery job in the same
 * transaction that freezes the assessment, so a submission is never recorded without the
 * council being told, nor the council told of one that was rolled back. The unique
 * (form_id, kind) pair makes a second submission job for one assessment impossible.
 * The reference counter gives each form type a gap-free yearly sequence (CSA-2026-000123).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_job')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('team', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('delivery_job_form_kind_unique', ['form_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('delivery_job_due_idx')
    .on('delivery_job')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('form_reference_counter')
    .addColumn('form_type_code', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('form_reference_counter_pk', ['form_type_code', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_reference_counter').execute();
  await db.schema.dropTable('delivery_job').execute();
}
