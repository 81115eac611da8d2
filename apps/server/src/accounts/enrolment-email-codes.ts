import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { consumeAccountToken, linkLifetimeMinutes } from './account-tokens.ts';
import { hashToken } from './session-tokens.ts';

const purpose = 'enrol-totp';

/** A 6-digit code is short enough to type; the user id in its hash keeps two people's equal
 * codes apart, and the attempt limit of the enrolment call keeps guessing to a few tries. */
const tokenOf = (userId: string, code: string) => `${userId}:${code}`;

/**
 * The code e-mailed to a staff or admin account's confirmed sign-in address when it starts
 * setting up two-step verification (docs/decisions/0091). A new code replaces any earlier
 * one, so only the latest e-mail works; it lasts 10 minutes and works once.
 */
export async function issueEnrolmentCode(
  db: Kysely<Database>,
  options: { userId: string; email: string },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom('account_token')
      .where('user_id', '=', options.userId)
      .where('purpose', '=', purpose)
      .execute();
    await transaction
      .insertInto('account_token')
      .values({
        id: hashToken(tokenOf(options.userId, code)),
        user_id: options.userId,
        purpose,
        email: options.email,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + linkLifetimeMinutes[purpose] * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return code;
}

/** Whether `code` is the account's live code, sent to `email`, without using it up: checked
 * before the authenticator's code, so a mistyped authenticator code does not cost it. */
export async function isEnrolmentCodeLive(
  db: Kysely<Database>,
  options: { userId: string; email: string; code: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('account_token')
    .select('id')
    .where('id', '=', hashToken(tokenOf(options.userId, options.code)))
    .where('purpose', '=', purpose)
    .where('email', '=', options.email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the code up; false when another request used it first. */
export async function useEnrolmentCode(
  db: Kysely<Database>,
  options: { userId: string; code: string },
): Promise<boolean> {
  return (await consumeAccountToken(db, tokenOf(options.userId, options.code), purpose)) !== null;
}
