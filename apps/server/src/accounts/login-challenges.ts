import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { hashToken } from './session-tokens.ts';

/** Long enough to type a code, short enough that a stolen challenge soon expires. */
export const challengeMinutes = 5;

/**
 * The second step of a two-step sign-in (docs/decisions/0041). The challenge is a random
 * opaque string, stored hashed, bound to one account, short-lived and good for one sign-in:
 * alone it proves nothing, and it carries nothing an attacker could read or alter.
 */
export async function issueLoginChallenge(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_challenge')
    .values({
      id: hashToken(challenge),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + challengeMinutes * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return challenge;
}

/** The account a live, unused challenge belongs to, or null. */
export async function findLoginChallenge(
  db: Kysely<Database>,
  challenge: string,
  now: Date,
): Promise<{ id: string; userId: string } | null> {
  const row = await db
    .selectFrom('login_challenge')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('id', '=', hashToken(challenge))
    .executeTakeFirst();
  if (!row || row.used_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  return { id: row.id, userId: row.user_id };
}

/** Marks the challenge used; false when another request used it first. */
export async function useLoginChallenge(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('login_challenge')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
