import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTokenTable, Database } from '../database/index.ts';
import { hashToken } from './session-tokens.ts';

type Purpose = AccountTokenTable['purpose'];

/** How long an e-mailed link works. A reset link is short-lived because it grants the
 * account; a verification link only confirms an address, so it waits for the post-lunch
 * check of the inbox. */
export const linkLifetimeMinutes: Record<Purpose, number> = {
  'verify-email': 24 * 60,
  'reset-password': 60,
  // A typed code, not a link: as short-lived as a texted one.
  'enrol-totp': 10,
};

/** A 256-bit token for an e-mailed link; only its hash is stored. */
export async function issueAccountToken(
  db: Kysely<Database>,
  options: { userId: string; purpose: Purpose; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('account_token')
    .values({
      id: hashToken(token),
      user_id: options.userId,
      purpose: options.purpose,
      email: options.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + linkLifetimeMinutes[options.purpose] * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used and returns it, in one statement so a link works once even when
 * clicked twice at the same moment; null when unknown, used or expired. */
export async function consumeAccountToken(
  db: Kysely<Database>,
  token: string,
  purpose: Purpose,
): Promise<Selectable<AccountTokenTable> | null> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
