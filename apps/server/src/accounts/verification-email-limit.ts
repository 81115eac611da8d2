import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { Database } from '../database/index.ts';
import { AppError } from '../errors/index.ts';
import { attemptLimiter, isLockout } from './attempt-limiter.ts';

declare const counted: unique symbol;

/** An account and an address whose verification e-mail has been counted: the only kind
 * `sendEmailVerification` takes, so no way of sending one can skip the limit. */
export type CountedRecipient = { readonly userId: string; readonly email: string } & {
  readonly [counted]: true;
};

/** The counter of verification e-mails an account caused; deleted with the account. */
export function verificationEmailsFromKey(userId: string): string {
  return `verify-email-from:${userId}`;
}

/** The counter of verification e-mails sent to an address; it holds the address, so it is
 * deleted with the account whose login or contact address it is. */
export function verificationEmailsToKey(email: string): string {
  return `verify-email-to:${email}`;
}

const tooManyMessage = 'Too many confirmation emails have been sent. Wait an hour, then try again.';

/**
 * Counts a verification e-mail against the account that causes it and the address it goes to,
 * before anything is written: over either limit (per hour, set in the configuration) the
 * request is refused with 429 and nothing is sent or changed, and that account or address
 * stays refused for the hour (decision 0096). The account is counted first, so an account
 * already refused uses up none of the address's count.
 */
export async function countVerificationEmail(
  db: Kysely<Database>,
  config: Config,
  recipient: { userId: string; email: string },
): Promise<CountedRecipient> {
  const limiter = attemptLimiter(db);
  const counters = [
    {
      key: verificationEmailsFromKey(recipient.userId),
      perHour: config.VERIFICATION_EMAILS_PER_ACCOUNT_PER_HOUR,
    },
    {
      key: verificationEmailsToKey(recipient.email),
      perHour: config.VERIFICATION_EMAILS_PER_ADDRESS_PER_HOUR,
    },
  ];
  try {
    for (const { key, perHour } of counters) {
      // Checked and counted in one statement, so a burst at once gets no more than one by one.
      await limiter.takeAttempt(key, { maxFailures: perHour, windowMinutes: 60, lockMinutes: 60 });
    }
  } catch (error) {
    if (isLockout(error)) throw new AppError(429, 'TOO_MANY_EMAILS', tooManyMessage);
    throw error;
  }
  return recipient as CountedRecipient;
}
