import { sql } from 'kysely';
import { constants } from '@csa/contracts';
import { reminderJobKind, type ReminderType } from '../outbox/index.ts';
import { daysBefore, deletionWarningDays, type RetentionRun } from './retention-policy.ts';

interface ReminderWindow {
  type: ReminderType;
  /** Idle at least this many days… */
  fromDays: number;
  /** …and fewer than this many (the next reminder, or deletion, takes over). */
  untilDays: number;
  /** Save-and-return reminders respect the resident's opt-out; deletion warnings do not. */
  isOptional: boolean;
}

function reminderWindows(run: RetentionRun): ReminderWindow[] {
  const { openDays, reminderAfterDays } = run.policy;
  return [
    {
      type: 'return',
      fromDays: reminderAfterDays,
      untilDays: openDays - deletionWarningDays.first,
      isOptional: true,
    },
    {
      type: 'retention-14',
      fromDays: openDays - deletionWarningDays.first,
      untilDays: openDays - deletionWarningDays.last,
      isOptional: false,
    },
    {
      type: 'retention-2',
      fromDays: openDays - deletionWarningDays.last,
      untilDays: openDays,
      isOptional: false,
    },
  ];
}

/**
 * Queues reminders for open assessments in the delivery outbox, where the delivery worker sends
 * them through the configured provider: one save-and-return reminder after REMINDER_AFTER_DAYS
 * idle, and deletion warnings 14 and 2 days before RETENTION_OPEN_DAYS. Only the latest due
 * reminder of an idle spell is queued (a run after a long outage sends one message, not three),
 * and each at most once per spell (the job kind carries the assessment's last_updated). Returns
 * how many were (or would be) queued.
 */
export async function queueReminders(run: RetentionRun): Promise<number> {
  const { db, now } = run;
  let queued = 0;
  for (const window of reminderWindows(run)) {
    // Stryker disable next-line ConditionalExpression: a window whose start is not before its end selects nothing anyway (last_updated <= now - from and > now - until); skipping it only saves the query
    if (window.fromDays >= window.untilDays) continue;
    const prefix = reminderJobKind(window.type, '');
    let query = db
      .selectFrom('form')
      .innerJoin('app_user', 'app_user.id', 'form.owner_id')
      .select(['form.id', 'form.last_updated'])
      .where('form.submitted_fields', 'is', null)
      .where((eb) =>
        eb.or([eb('form.status', 'is', null), eb('form.status', '!=', constants.abandonedStatus)]),
      )
      .where('form.last_updated', '<=', daysBefore(now, window.fromDays))
      .where('form.last_updated', '>', daysBefore(now, window.untilDays))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('delivery_job')
              .select('delivery_job.id')
              .whereRef('delivery_job.form_id', '=', 'form.id')
              .where('delivery_job.kind', '=', sql<string>`${prefix} || form.last_updated`),
          ),
        ),
      );
    if (window.isOptional) query = query.where('app_user.is_reminder_enabled', '=', 1);
    const due = await query.execute();
    if (run.isDryRun) {
      queued += due.length;
      continue;
    }
    for (const form of due) {
      const kind = reminderJobKind(window.type, form.last_updated);
      if (await run.jobs.enqueueReminder(form.id, kind, now)) queued += 1;
    }
  }
  return queued;
}
