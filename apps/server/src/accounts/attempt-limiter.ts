import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { AppError } from '../errors/index.ts';

/** Five wrong guesses within 15 minutes lock that identifier for 15 minutes. For an 8-digit
 * PIN that is at most 480 guesses a day out of 100 million. */
export const lockoutPolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/** The same name guessed at from many addresses: high enough that no one address can reach it
 * (each is locked at five), low enough to stop distributed guessing (for a PIN, at most 4,800
 * guesses a day out of 100 million). */
export const everywherePolicy = { maxFailures: 50, windowMinutes: 15, lockMinutes: 15 } as const;

type LockoutPolicy = { maxFailures: number; windowMinutes: number; lockMinutes: number };

export const addressSeparator = '|from:';

const lockedMessage =
  'Too many failed attempts. For your security, please wait 15 minutes and try again.';

/** The counter of texts sent to a phone, whichever way its number was written: 07700 900123,
 * 447700900123, 00447700900123 and 7700900123 reach one handset, so they share one count (its
 * last ten digits, the whole of a UK number after its 0 or 44). */
export function textsCounterKey(phoneNumber: string): string {
  return `mobile-send:${phoneNumber.slice(-10)}`;
}

/** Every request for a text message to a number counts against that number, whoever asks and
 * whether or not it is registered: nobody can flood a resident's phone, and the answer is the
 * same for every number. The fifth request within the window is refused. */
export async function countCodeRequest(
  limiter: ReturnType<typeof attemptLimiter>,
  phoneNumber: string,
): Promise<void> {
  const key = textsCounterKey(phoneNumber);
  await limiter.assertNotLocked(key);
  await limiter.recordFailure(key);
}

/** Keys beginning with `prefix`, for LIKE: e-mail addresses may hold `_`, a wildcard there. */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function lockedError(): AppError {
  return new AppError(429, 'LOCKED', lockedMessage);
}

/** The limiter refused: a caller that answers a lockout its own way must still let any other
 * failure (the database, a bug) through. */
export function isLockout(error: unknown): boolean {
  return error instanceof AppError && error.code === 'LOCKED';
}

/**
 * Per-account counters of failed sign-in attempts, in the database so every process sees the
 * same count. Keys look like `password:ada@example.org`; they are made for unknown accounts
 * too, so being locked out reveals nothing.
 */
export function attemptLimiter(db: Kysely<Database>, log?: FastifyBaseLogger) {
  const limiter = {
    async assertNotLocked(key: string): Promise<void> {
      const row = await db
        .selectFrom('attempt_counter')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row?.locked_until && Date.parse(row.locked_until) > Date.now()) throw lockedError();
    },

    /**
     * Takes one of the attempts the policy allows before anything is checked, or throws the
     * lockout error when none is left; `remaining` says how many are left after this one. The
     * limit is checked and the attempt counted in one statement, so a burst of guesses at once
     * gets no more attempts than the same guesses one by one: with a read first and a count
     * after, every guess that read the count before the others were counted was checked. The
     * last attempt locks the key for `lockMinutes` from then; a lock or a window that has
     * passed starts a new count. Success should `clear` the key.
     */
    async takeAttempt(
      key: string,
      policy: LockoutPolicy = lockoutPolicy,
    ): Promise<{ remaining: number }> {
      const now = new Date();
      const at = now.toISOString();
      const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000).toISOString();
      const lockedUntil = new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString();
      const isStale = sql<boolean>`(attempt_counter.window_started_at < ${windowStart} or attempt_counter.locked_until is not null)`;
      const counted = sql<number>`case when ${isStale} then 1 else attempt_counter.failures + 1 end`;
      const taken = await db
        .insertInto('attempt_counter')
        .values({
          key,
          failures: 1,
          window_started_at: at,
          locked_until: policy.maxFailures > 1 ? null : lockedUntil,
        })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({
              failures: counted,
              window_started_at: sql<string>`case when ${isStale} then ${at} else attempt_counter.window_started_at end`,
              locked_until: sql<
                string | null
              >`case when ${counted} >= ${policy.maxFailures} then ${lockedUntil} else null end`,
            })
            .where(
              sql<boolean>`attempt_counter.locked_until is null or attempt_counter.locked_until <= ${at}`,
            ),
        )
        .returning('failures')
        .executeTakeFirst();
      if (!taken) throw lockedError();
      return { remaining: policy.maxFailures - taken.failures };
    },

    /** Counts a failure; throws the lockout error when this one reaches the limit. */
    async recordFailure(key: string, policy: LockoutPolicy = lockoutPolicy): Promise<void> {
      const now = new Date();
      const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000).toISOString();
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
      if (row && row.failures >= policy.maxFailures) {
        const address = key.split(addressSeparator)[1];
        // For operators: what kind of sign-in, from where; never the e-mail address or number.
        log?.warn(
          {
            lockKind: key.split(':')[0],
            scope: address === undefined ? 'every address' : 'one address',
            // Left out of the line when undefined.
            clientAddress: address,
            lockMinutes: policy.lockMinutes,
          },
          'sign-in locked',
        );
        await db
          .updateTable('attempt_counter')
          .set({
            locked_until: new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString(),
            failures: 0,
            window_started_at: now.toISOString(),
          })
          .where('key', '=', key)
          .execute();
        throw lockedError();
      }
    },

    /** Removes the counter of `key` and those of `key` from each address. */
    async clear(key: string): Promise<void> {
      await db
        .deleteFrom('attempt_counter')
        .where((eb) =>
          eb.or([
            eb('key', '=', key),
            sql<boolean>`${sql.ref('key')} like ${startsWith(`${key}${addressSeparator}`)} escape '\\'`,
          ]),
        )
        .execute();
    },

    /**
     * The counters of one sign-in name tried from one client address: five failures lock that
     * name from that address only, so one attacker cannot lock a resident out everywhere; the
     * name from every address together locks at `everywherePolicy`.
     */
    forSignIn(key: string, address: string) {
      const fromAddress = `${key}${addressSeparator}${address}`;
      return {
        async assertNotLocked(): Promise<void> {
          await limiter.assertNotLocked(fromAddress);
          await limiter.assertNotLocked(key);
        },
        async recordFailure(): Promise<void> {
          const outcomes = await Promise.allSettled([
            limiter.recordFailure(fromAddress),
            limiter.recordFailure(key, everywherePolicy),
          ]);
          const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
          if (refusal) throw refusal.reason;
        },
        clear: () => limiter.clear(key),
      };
    },
  };
  return limiter;
}
