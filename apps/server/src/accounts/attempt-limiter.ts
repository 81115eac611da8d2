import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/database-schema.ts';
import { AppError } from '../errors/app-error.ts';

/** Five wrong guesses within 15 minutes lock that identifier for 15 minutes. For an 8-digit
 * PIN that is at most 480 guesses a day out of 100 million. */
export const lockoutPolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

const lockedMessage =
  'Too many failed attempts. For your security, please wait 15 minutes and try again.';

/** Every request for a text message to a number counts against that number, whoever asks and
 * whether or not it is registered: nobody can flood a resident's phone, and the answer is the
 * same for every number. The fifth request within the window is refused. */
export async function countCodeRequest(
  limiter: ReturnType<typeof attemptLimiter>,
  phoneNumber: string,
): Promise<void> {
  const key = `mobile-send:${phoneNumber}`;
  await limiter.assertNotLocked(key);
  await limiter.recordFailure(key);
}

function lockedError(): AppError {
  return new AppError(429, 'LOCKED', lockedMessage);
}

/**
 * Per-account counters of failed sign-in attempts, in the database so every process sees the
 * same count. Keys look like `password:ada@example.org`; they are made for unknown accounts
 * too, so being locked out reveals nothing.
 */
export function attemptLimiter(db: Kysely<Database>) {
  return {
    async assertNotLocked(key: string): Promise<void> {
      const row = await db
        .selectFrom('attempt_counter')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row?.locked_until && Date.parse(row.locked_until) > Date.now()) throw lockedError();
    },

    /** Counts a failure; throws the lockout error when this one reaches the limit. */
    async recordFailure(key: string): Promise<void> {
      const now = new Date();
      const windowStart = new Date(
        now.getTime() - lockoutPolicy.windowMinutes * 60_000,
      ).toISOString();
      // One statement, so two processes counting at once cannot lose a failure.
      await db
        .insertInto('attempt_counter')
        .values({ key, failures: 1, window_started_at: now.toISOString(), locked_until: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql<number>`case when attempt_counter.window_started_at < ${windowStart} then 1 else attempt_counter.failures + 1 end`,
            window_started_at: sql<string>`case when attempt_counter.window_started_at < ${windowStart} then ${now.toISOString()} else attempt_counter.window_started_at end`,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('attempt_counter')
        .select('failures')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row && row.failures >= lockoutPolicy.maxFailures) {
        await db
          .updateTable('attempt_counter')
          .set({
            locked_until: new Date(
              now.getTime() + lockoutPolicy.lockMinutes * 60_000,
            ).toISOString(),
            failures: 0,
            window_started_at: now.toISOString(),
          })
          .where('key', '=', key)
          .execute();
        throw lockedError();
      }
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('attempt_counter').where('key', '=', key).execute();
    },
  };
}
