import type { Kysely } from 'kysely';

/** Trusted-person PINs (spec §3 Agent login). Only an argon2id hash of each PIN is kept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_login')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('pin_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('agent_login_user_idx').on('agent_login').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_login').execute();
}
