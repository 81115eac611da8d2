import type { Transaction } from 'kysely';
import type { Database } from '../database/database-schema.ts';

/**
 * Ends every way into an account: all sessions (the owner's and trusted people's), every PIN
 * and every two-step challenge still waiting for its code. Called whenever the password is
 * replaced, because a new password means "whoever could get in before must not any more": a
 * PIN handed out earlier is such a way in, and so is a challenge won with the old password.
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
}
