import { clearSatisfactionComments } from './clear-satisfaction-comments.ts';
import { deleteExpiredCredentials } from './delete-expired-credentials.ts';
import { deleteIdleAssessments } from './delete-idle-assessments.ts';
import { deleteUnverifiedAccounts } from './delete-unverified-accounts.ts';
import { eraseOldSubmissions } from './erase-old-submissions.ts';
import { queueReminders } from './queue-reminders.ts';
import type { RetentionRun } from './retention-policy.ts';

/** What one retention run did (or, on a dry run, would do). No personal data. */
export interface RetentionCounts {
  reminded: number;
  deleted: number;
  erased: number;
  accountsDeleted: number;
  /** Expired sign-ins, links, codes, PINs and attempt counters removed. */
  expiredCredentialsDeleted: number;
  /** Satisfaction suggestions cleared (their ratings stay). */
  commentsCleared: number;
}

/**
 * One pass of every retention rule at `run.now`: expired credentials, deletions and erasures
 * first, then reminders for what is left. Every rule is idempotent (conditional deletes, unique reminder jobs), so
 * two runs at once, or a run repeated after a crash, do nothing twice.
 */
export async function runRetention(run: RetentionRun): Promise<RetentionCounts> {
  // First, so a dry run counts exactly what a real run removes (account deletions below
  // would otherwise take some of these rows with them).
  const expiredCredentialsDeleted = await deleteExpiredCredentials(run);
  const deleted = await deleteIdleAssessments(run);
  const erased = await eraseOldSubmissions(run);
  const accountsDeleted = await deleteUnverifiedAccounts(run);
  const commentsCleared = await clearSatisfactionComments(run);
  const reminded = await queueReminders(run);
  return { reminded, deleted, erased, accountsDeleted, expiredCredentialsDeleted, commentsCleared };
}
