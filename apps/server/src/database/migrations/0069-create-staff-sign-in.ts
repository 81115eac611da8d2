import type { Kysely } from 'kysely';

/**
 * Staff sign-in through the council's identity provider (docs/decisions/0127):
 * - app_user.oidc_subject: the provider's `sub` for the member, so a renamed e-mail address
 *   still finds the same account and a reused one never finds a leaver's.
 * - staff_sign_in: a sign-in started here and not yet back from the provider, with the PKCE
 *   verifier, `state` and `nonce` it must come back with. Found by the hash of a token only
 *   the browser that started it holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('oidc_subject', 'text').execute();
  await db.schema
    .createIndex('app_user_oidc_subject_idx')
    .unique()
    .on('app_user')
    .column('oidc_subject')
    .execute();
  await db.schema
    .createTable('staff_sign_in')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sign_in').execute();
  await db.schema.dropIndex('app_user_oidc_subject_idx').execute();
  await db.schema.alterTable('app_user').dropColumn('oidc_subject').execute();
}
