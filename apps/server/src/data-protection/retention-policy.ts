import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { Database } from '../database/index.ts';
import type { DeliveryJobRepository } from '../outbox/index.ts';

const dayMs = 86_400_000;

/** How long each kind of record is kept (docs/operations.md, "Data protection"; decision 0050). */
export interface RetentionPolicy {
  openDays: number;
  closedDays: number;
  submittedDays: number;
  unverifiedAccountDays: number;
  reminderAfterDays: number;
  /** A satisfaction answer's suggestion is cleared this long after the day it was given. */
  satisfactionCommentDays: number;
}

/** A year: long enough to read a year's suggestions beside the year's figures
 * (docs/decisions/0143). */
export const satisfactionCommentDays = 365;

/** Deletion warnings go this many days before an idle open assessment is deleted. */
export const deletionWarningDays = { first: 14, last: 2 } as const;

export function retentionPolicy(config: Config): RetentionPolicy {
  return {
    openDays: config.RETENTION_OPEN_DAYS,
    closedDays: config.RETENTION_CLOSED_DAYS,
    submittedDays: config.RETENTION_SUBMITTED_DAYS,
    unverifiedAccountDays: config.RETENTION_UNVERIFIED_ACCOUNT_DAYS,
    reminderAfterDays: config.REMINDER_AFTER_DAYS,
    satisfactionCommentDays,
  };
}

/** The ISO time `days` days before `now`: records last touched at or before it are due. */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * dayMs).toISOString();
}

/** What one retention rule needs: the database, the clock of this run, and whether to write. */
export interface RetentionRun {
  db: Kysely<Database>;
  jobs: DeliveryJobRepository;
  policy: RetentionPolicy;
  now: Date;
  /** Count what would happen without changing anything. */
  isDryRun: boolean;
}
