import type { FastifyBaseLogger } from 'fastify';
import { channelOf, webLink, webPaths } from '@csa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { readStoredOutcomes, readTakenBy } from '../forms/index.ts';
import type { NotificationProvider } from '../notifications/index.ts';
import type { PdfRenderer } from '../pdf/index.ts';
import type { TeamChannels } from './delivery-channels.ts';
import {
  type DeliveryJob,
  type DeliveryJobRepository,
  type DeliveryTeam,
  finishedSteps,
} from '../outbox/index.ts';
import { loadSubmission, type Submission } from './load-submission.ts';
import { readSubmissionVersions, readWordingShown } from '../content/index.ts';
import {
  residentConfirmationEmail,
  residentConfirmationText,
} from './messages/resident-confirmation-message.ts';
import { teamSubmissionMessage } from './messages/team-submission-message.ts';
import { redactFailure } from './redact-failure.ts';
import { isHandoverJobKind, runHandoverJob } from './run-handover-job.ts';
import { runReminderJob } from './run-reminder-job.ts';
import { contactDigestWeekOf } from '../service-performance/index.ts';
import { runContactDigestJob } from './run-contact-digest-job.ts';
import { sendCaseWebhook } from './send-case-webhook.ts';
import { SubmissionPdfStore } from './submission-pdf-store.ts';

export interface DeliveryContext {
  db: Kysely<Database>;
  jobs: DeliveryJobRepository;
  notifications: NotificationProvider;
  pdfRenderer: PdfRenderer;
  channels: Record<DeliveryTeam, TeamChannels>;
  publicBaseUrl: string;
  councilName: string;
  webhookSecret: string;
  webhookTimeoutMs: number;
  log: FastifyBaseLogger;
  now: () => Date;
  /** RETENTION_OPEN_DAYS: deletion warnings give the date an unfinished assessment goes. */
  retentionOpenDays: number;
}

/** What one attempt achieved: the steps still failing, with their (redacted) errors. */
export interface AttemptOutcome {
  failures: string[];
}

interface Step {
  name: string;
  /** Whether this job has the step at all (a channel that is configured, a contact we have). */
  applies: boolean;
  /** Steps that must have succeeded first. */
  after?: string[];
  run: () => Promise<void>;
}

/** One attempt at any outbox job, by its kind: a submission, a handover link, a reminder to a
 * resident, or the carers centre's weekly contact e-mail. */
export async function runDeliveryJob(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  if (job.kind === 'submission') return runSubmissionJob(context, job);
  if (isHandoverJobKind(job.kind)) return runHandoverJob(context, job);
  // The carers centre's weekly contact e-mail (service-performance/contact-digest.ts).
  if (contactDigestWeekOf(job.kind)) return runContactDigestJob(context, job);
  return runReminderJob(context, job);
}

/**
 * One attempt at a submission job. Every step not yet done is tried, independently, so a case
 * system that is down does not hold back the resident's receipt or the team's e-mail; each
 * success is recorded at once, so a later attempt (or another process after a crash) never
 * repeats it. The PDF is rendered once and stored; the webhook carries the stored copy.
 */
async function runSubmissionJob(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  const submission = await loadSubmission(context.db, job.form_id);
  if (!submission) return { failures: ['submission: the submitted assessment was not found'] };

  const steps = submissionSteps(context, job, submission);
  const failures: string[] = [];
  let current = job;
  for (const step of steps) {
    if (!step.applies || finishedSteps(current)[step.name]) continue;
    const isBlocked = (step.after ?? []).some((name) => !finishedSteps(current)[name]);
    if (isBlocked) {
      failures.push(`${step.name}: waiting for ${(step.after ?? []).join(', ')}`);
      continue;
    }
    try {
      await step.run();
      current = await context.jobs.markStepDone(current, step.name, context.now());
    } catch (error) {
      failures.push(redactFailure(step.name, error));
    }
  }
  return { failures };
}

function submissionSteps(
  context: DeliveryContext,
  job: DeliveryJob,
  submission: Submission,
): Step[] {
  const { form, resident } = submission;
  const channels = context.channels[job.team as DeliveryTeam];
  const pdfs = new SubmissionPdfStore(context.db);
  const facts = {
    councilName: context.councilName,
    formTypeCode: form.formTypeCode,
    reference: form.reference,
    submittedAt: form.dateSubmitted,
  };

  return [
    {
      name: 'pdf',
      applies: true,
      run: async () => {
        if (await pdfs.load(form.id)) return;
        // Each submission takes its own turn: delivery is bounded by its own concurrency.
        const pdf = await context.pdfRenderer.render(form, `delivery:${form.id}`, {
          audience: 'council',
          careActOutcomes: readStoredOutcomes(submission.careActOutcomes),
          takenBy: await readTakenBy(context.db, form.id),
        });
        await pdfs.save(form.id, pdf, context.now());
      },
    },
    {
      name: 'team-email',
      applies: channels.email !== null,
      run: () =>
        context.notifications.send(
          teamSubmissionMessage({
            // Stryker disable next-line StringLiteral: the step runs only when it applies, so the team's e-mail is set
            recipient: channels.email ?? '',
            formTypeCode: form.formTypeCode,
            reference: form.reference,
            submittedAt: form.dateSubmitted,
            staffLink: webLink(context.publicBaseUrl, webPaths.staffSubmission.getHref(form.id)),
          }),
        ),
    },
    {
      name: 'case-webhook',
      applies: channels.webhookUrl !== null,
      after: ['pdf'],
      run: async () => {
        const pdf = await pdfs.load(form.id);
        if (!pdf) throw new Error('the stored PDF is missing');
        const takenBy = await readTakenBy(context.db, form.id);
        await sendCaseWebhook({
          // Stryker disable next-line StringLiteral: the step runs only when it applies, so the webhook URL is set
          url: channels.webhookUrl ?? '',
          secret: context.webhookSecret,
          messageId: `msg_${job.id}`,
          timeoutMs: context.webhookTimeoutMs,
          now: context.now(),
          event: {
            type: 'submission.created',
            data: {
              formId: form.id,
              reference: form.reference,
              formTypeCode: form.formTypeCode,
              team: job.team,
              submittedAt: form.dateSubmitted,
              submission: JSON.parse(form.submittedFields) as unknown,
              channel: channelOf(takenBy),
              takenBy,
              careActOutcomes: readStoredOutcomes(submission.careActOutcomes),
              shownVersions: await readSubmissionVersions(context.db, form.id),
              pdf: { contentType: 'application/pdf', base64: pdf.toString('base64') },
            },
          },
        });
      },
    },
    {
      name: 'resident-email',
      applies: Boolean(resident?.email),
      run: async () =>
        context.notifications.send(
          // Stryker disable next-line StringLiteral: the step runs only when the resident has an e-mail address
          residentConfirmationEmail(
            resident?.email ?? '',
            facts,
            await readWordingShown(context.db, form.id),
          ),
        ),
    },
    {
      name: 'resident-text',
      applies: Boolean(resident?.mobilePhoneNumber) && context.notifications.canSendTexts,
      run: () =>
        context.notifications.send(
          // Stryker disable next-line StringLiteral: the step runs only when the resident has a mobile number
          residentConfirmationText(resident?.mobilePhoneNumber ?? '', facts),
        ),
    },
  ];
}
