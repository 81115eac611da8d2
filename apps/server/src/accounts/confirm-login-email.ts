import type { Transaction } from 'kysely';
import type { Database } from '../database/index.ts';
import { revokeSignIns } from './revoke-sign-ins.ts';

/**
 * Records the first proof that someone reads the address the account signs in with: a
 * completed password reset or the confirmation link (docs/decisions/0090). Signing up needs
 * no such proof, so anyone could have made the account with a resident's address and set up
 * their own ways in. The first proof ends every one of them: sessions, PINs, two-step
 * challenges, a linked mobile and an authenticator. True when this was the first proof; a
 * later one changes nothing here. The conditional update decides it, so two proofs at once
 * cannot both count.
 */
export async function confirmLoginEmail(
  transaction: Transaction<Database>,
  userId: string,
): Promise<boolean> {
  const confirmed = await transaction
    .updateTable('app_user')
    .set({ is_email_verified: 1, totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .where('is_email_verified', '=', 0)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) return false;
  await revokeSignIns(transaction, userId);
  return true;
}
