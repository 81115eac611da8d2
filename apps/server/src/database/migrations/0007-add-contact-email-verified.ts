import type { Kysely } from 'kysely';

/** The contact e-mail can differ from the login e-mail and is verified on its own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('is_contact_email_verified', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('is_contact_email_verified').execute();
}
