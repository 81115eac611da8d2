import { constants, webLink, webPaths, type FormTypeCode } from '@csa/contracts';
import {
  assessmentReminderEmail,
  assessmentReminderText,
} from './messages/assessment-reminder-message.ts';
import { type DeliveryJob, finishedSteps, parseReminderJobKind } from '../outbox/index.ts';
import { redactFailure } from './redact-failure.ts';
import type { AttemptOutcome, DeliveryContext } from './run-delivery-job.ts';

const dayMs = 86_400_000;

/**
 * One attempt at a reminder job. Everything is read again at send time: a reminder
 * for an assessment that was since deleted, submitted, closed or touched (the resident came
 * back), or for a resident who turned save-and-return reminders off, completes without a
 * message. Deletion warnings go even to residents who turned reminders off: they are about the
 * resident's data, not an invitation. E-mail and text are separate steps, each sent once.
 */
export async function runReminderJob(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  const kind = parseReminderJobKind(job.kind);
  if (!kind) return { failures: [`job: unknown kind ${job.kind}`] };
  const row = await context.db
    .selectFrom('form')
    .innerJoin('app_user', 'app_user.id', 'form.owner_id')
    .select([
      'form.id',
      'form.form_type_code',
      'form.date_created',
      'form.last_updated',
      'form.status',
      'form.submitted_fields',
      'app_user.email',
      'app_user.login_email',
      'app_user.mobile_phone_number',
      'app_user.is_reminder_enabled',
    ])
    .where('form.id', '=', job.form_id)
    .executeTakeFirst();
  const isStillIdle =
    row !== undefined &&
    row.submitted_fields === null &&
    row.status !== constants.abandonedStatus &&
    row.last_updated === kind.idleSince;
  const isWanted = kind.type !== 'return' || row?.is_reminder_enabled === 1;
  if (!row || !isStillIdle || !isWanted) return { failures: [] };

  const formTypeCode = row.form_type_code as FormTypeCode;
  const facts = {
    councilName: context.councilName,
    formTypeCode,
    startedAt: row.date_created,
    link: webLink(context.publicBaseUrl, webPaths.overview.getHref(formTypeCode, row.id)),
    deletionDate:
      kind.type === 'return'
        ? null
        : new Date(Date.parse(kind.idleSince) + context.retentionOpenDays * dayMs),
  };
  const email = row.email ?? row.login_email;
  const steps = [
    {
      name: 'resident-email',
      applies: Boolean(email),
      // Stryker disable next-line StringLiteral: the step runs only when it applies, so the resident has an e-mail address
      run: () => context.notifications.send(assessmentReminderEmail(email ?? '', facts)),
    },
    {
      name: 'resident-text',
      applies: Boolean(row.mobile_phone_number) && context.notifications.canSendTexts,
      run: () =>
        // Stryker disable next-line StringLiteral: the step runs only when it applies, so the resident has a mobile number
        context.notifications.send(assessmentReminderText(row.mobile_phone_number ?? '', facts)),
    },
  ];
  const failures: string[] = [];
  let current = job;
  for (const step of steps) {
    if (!step.applies || finishedSteps(current)[step.name]) continue;
    try {
      await step.run();
      current = await context.jobs.markStepDone(current, step.name, context.now());
    } catch (error) {
      failures.push(redactFailure(step.name, error));
    }
  }
  return { failures };
}
