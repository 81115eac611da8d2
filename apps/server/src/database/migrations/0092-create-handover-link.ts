import type { Kysely } from 'kysely';

/**
 * Handover links (docs/decisions/0133): a member of staff sends a council-held resident a
 * single-use link to set up an account and carry on with their assessment. The row is written
 * with the outbox job that sends it; the job makes the key and keeps only its hash, with the
 * week the link works from then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handover_link')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('council_held_user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('form_id', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('created_by_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('handover_link_resident_idx')
    .on('handover_link')
    .column('council_held_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handover_link').execute();
}
