import type { Kysely } from 'kysely';

/** Users and their sessions. Session ids are SHA-256 hashes of the bearer tokens, so a copy
 * of the database does not hand out working tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('login_email', 'text', (column) => column.unique())
    .addColumn('is_email_verified', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('postcode', 'text')
    .addColumn('image_url', 'text')
    .addColumn('registration_time', 'text', (column) => column.notNull())
    .addColumn('role_names', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('mobile_phone_number', 'text', (column) => column.unique())
    .addColumn('date_of_birth', 'text')
    .execute();

  await db.schema
    .createTable('app_session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('is_agent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('agent_login_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('app_session_user_idx').on('app_session').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_session').execute();
  await db.schema.dropTable('app_user').execute();
}
