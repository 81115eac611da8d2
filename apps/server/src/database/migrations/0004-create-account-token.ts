import type { Kysely } from 'kysely';

/** One-time tokens sent in e-mailed links (address verification, password reset). The id is
 * the SHA-256 of the token, so a copy of the database cannot be used to follow the links. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_token')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_token_user_idx')
    .on('account_token')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_token').execute();
}
