import { constants, webLink, webPaths, type CaseStatus } from '@csa/contracts';
import { formatDate, formatDateTime } from '@csa/contracts/display';
import { type DeliveryJob, finishedSteps } from '../outbox/index.ts';
import { redactFailure } from './redact-failure.ts';
import type { AttemptOutcome, DeliveryContext } from './run-delivery-job.ts';
import type { OutgoingMessage } from '../notifications/index.ts';
import { contactDigestWeekOf, contactDue } from '../service-performance/index.ts';

/** Cases due within this many days are listed as due for contact. */
export const contactDigestDueWithinDays = 3;
const dayMs = 86_400_000;
const stepName = 'team-email';

export interface ContactDigestCase {
  reference: string;
  dueBy: string;
}

/**
 * The carers' cases not yet contacted (`new` or `in-progress`) whose 14-day promise ends
 * within the next three days, and those past it, by the staff case's own copy of the
 * reference and submission time: nothing else of the case is read.
 */
export async function readContactDigest(
  context: Pick<DeliveryContext, 'db'>,
  now: Date,
): Promise<{ dueSoon: ContactDigestCase[]; overdue: ContactDigestCase[] }> {
  const submittedBy = new Date(
    now.getTime() + (contactDigestDueWithinDays - constants.carersContactDays) * dayMs,
  ).toISOString();
  const rows = await context.db
    .selectFrom('staff_case')
    .select(['reference', 'submitted_at', 'status'])
    .where('form_type_code', '=', 'CARERS')
    .where('status', 'in', ['new', 'in-progress'])
    .where('submitted_at', '<=', submittedBy)
    .orderBy('submitted_at')
    .orderBy('reference')
    .execute();
  const dueSoon: ContactDigestCase[] = [];
  const overdue: ContactDigestCase[] = [];
  for (const row of rows) {
    if (!row.reference) continue;
    const due = contactDue('CARERS', row.submitted_at, row.status as CaseStatus, now);
    const listed = { reference: row.reference, dueBy: due.contactDueBy ?? row.submitted_at };
    (due.overdue ? overdue : dueSoon).push(listed);
  }
  return { dueSoon, overdue };
}

/**
 * The week's e-mail to the carers centre. A team mailbox is shared, so it names cases by
 * reference and due date only: no name, contact, address or answer.
 */
export function contactDigestMessage(options: {
  recipient: string;
  week: string;
  now: Date;
  staffLink: string;
  dueSoon: ContactDigestCase[];
  overdue: ContactDigestCase[];
}): OutgoingMessage {
  const { dueSoon, overdue } = options;
  const list = (cases: ContactDigestCase[], none: string) =>
    cases.length === 0
      ? none
      : cases
          .map((listed) => `- ${listed.reference}: due by ${formatDate(listed.dueBy)}`)
          .join('\n');
  const lines = [
    `The carers centre promises contact ${constants.carersContactPromise} of a carer's assessment being submitted. These cases have not been marked as contacted, as at ${formatDateTime(options.now)}.`,
    `Due for contact in the next ${contactDigestDueWithinDays} days (${dueSoon.length}):\n${list(dueSoon, 'None.')}`,
    `Overdue (${overdue.length}):\n${list(overdue, 'None.')}`,
    `Open them in the staff pages (you will be asked to sign in):\n${options.staffLink}`,
    'This e-mail deliberately holds no personal details.',
  ];
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'team-contact-digest',
    subject: `Carers' assessments due for contact: week of ${formatDate(`${options.week}T12:00:00.000Z`)}`,
    body: lines.join('\n\n'),
  };
}

/**
 * One attempt at a week's contact e-mail. The cases are read when it is sent, so an e-mail
 * held back by a mail outage lists them as they stand when it goes. Without a team address
 * the job completes with nothing sent.
 */
export async function runContactDigestJob(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  const week = contactDigestWeekOf(job.kind);
  if (!week) return { failures: [`job: unknown kind ${job.kind}`] };
  const recipient = context.channels['carers-centre'].email;
  if (!recipient || finishedSteps(job)[stepName]) return { failures: [] };
  try {
    const now = context.now();
    const cases = await readContactDigest(context, now);
    await context.notifications.send(
      contactDigestMessage({
        recipient,
        week,
        now,
        staffLink: webLink(context.publicBaseUrl, webPaths.staffInbox.getHref()),
        ...cases,
      }),
    );
    await context.jobs.markStepDone(job, stepName, context.now());
    return { failures: [] };
  } catch (error) {
    return { failures: [redactFailure(stepName, error)] };
  }
}
