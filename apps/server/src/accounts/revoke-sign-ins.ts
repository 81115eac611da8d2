import type { Transaction } from 'kysely';
import type { Database } from '../database/database-schema.ts';

/**
 * Ends every way into an account: all sessions (the owner's and trusted people's) and every
 * PIN. Called whenever the password is replaced, because a new password means "whoever could
 * get in before must not any more", and a PIN handed out earlier is such a way in.
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
}
