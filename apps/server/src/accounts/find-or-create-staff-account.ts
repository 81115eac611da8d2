import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import type { UserRow } from './find-user.ts';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  name: string;
}

/**
 * The account of a member of staff signed in through the provider: the one holding their
 * `sub`; at their first such sign-in, the account an admin here set up with their e-mail
 * (then tied to the `sub`, so a later owner of the address never reaches it); otherwise a new
 * account without a password.
 */
export async function findOrCreateStaffAccount(
  db: Kysely<Database>,
  identity: ProviderIdentity,
  now: Date,
): Promise<UserRow> {
  const bySubject = await db
    .selectFrom('app_user')
    .selectAll()
    .where('oidc_subject', '=', identity.subject)
    .executeTakeFirst();
  if (bySubject) return bySubject;
  if (identity.email) {
    const linked = await db
      .updateTable('app_user')
      .set({ oidc_subject: identity.subject })
      .where('login_email', '=', identity.email)
      .where('oidc_subject', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (linked) return linked;
  }
  return db
    .insertInto('app_user')
    .values({
      id: randomUUID(),
      name: identity.name,
      email: identity.email,
      login_email: null,
      password_hash: null,
      postcode: null,
      image_url: null,
      registration_time: now.toISOString(),
      mobile_phone_number: null,
      date_of_birth: null,
      oidc_subject: identity.subject,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
