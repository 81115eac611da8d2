import type { Transaction } from 'kysely';
import type { Database } from '../database/index.ts';

/**
 * Ends every way into an account that does not need the new password: all sessions (the
 * owner's and trusted people's), every PIN, every two-step challenge still waiting for its
 * code, and the linked mobile with its pending codes. Called whenever the password is
 * replaced, because a new password means "whoever could get in before must not any more": a
 * PIN handed out earlier is such a way in, and so is a challenge won with the old password or
 * a mobile someone linked while they had it (docs/decisions/0090). An authenticator is kept:
 * alone it opens nothing, and dropping it would let a reset by mail undo two-step sign-in.
 */
export async function revokeSignIns(
  transaction: Transaction<Database>,
  userId: string,
  now = new Date(),
): Promise<void> {
  await transaction
    .updateTable('app_session')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await transaction.deleteFrom('agent_login').where('user_id', '=', userId).execute();
  await transaction.deleteFrom('login_challenge').where('user_id', '=', userId).execute();
  await transaction
    .updateTable('app_user')
    .set({ mobile_phone_number: null, date_of_birth: null })
    .where('id', '=', userId)
    .execute();
  await transaction.deleteFrom('mobile_code').where('user_id', '=', userId).execute();
}
