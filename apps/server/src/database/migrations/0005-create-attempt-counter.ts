import type { Kysely } from 'kysely';

/** Failed sign-in attempts per account identifier (e-mail, phone number), kept in the database
 * so that the lockout holds across every server process. Keys exist for unknown identifiers
 * too, so a lockout says nothing about whether an account exists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counter')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counter').execute();
}
