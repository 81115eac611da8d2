import { randomBytes } from 'node:crypto';
import { handoverLinkLifetimeDays, webLink, webPaths, type FormTypeCode } from '@csa/contracts';
import { hashToken } from '../accounts/index.ts';
import { type DeliveryJob, finishedSteps } from '../outbox/index.ts';
import { handoverLinkEmail, handoverLinkText } from './messages/handover-link-message.ts';
import { redactFailure } from './redact-failure.ts';
import type { AttemptOutcome, DeliveryContext } from './run-delivery-job.ts';

const dayMs = 86_400_000;
const prefix = 'handover@';

/** The outbox job that sends handover link `linkId`. */
export function handoverJobKind(linkId: string): string {
  return `${prefix}${linkId}`;
}

export function isHandoverJobKind(kind: string): boolean {
  return kind.startsWith(prefix);
}

/**
 * One attempt at sending a handover link. The key is made here, at send time, and only its hash
 * is written, so the outbox holds no key while it waits out an outage. Each attempt makes a new
 * key and replaces the hash: only the link last sent works, and it works for a week from then.
 * A link already used, or whose record is gone, completes without a message.
 */
export async function runHandoverJob(
  context: DeliveryContext,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  if (finishedSteps(job).send) return { failures: [] };
  const linkId = job.kind.slice(prefix.length);
  const row = await context.db
    .selectFrom('handover_link')
    .innerJoin(
      'council_held_resident',
      'council_held_resident.user_id',
      'handover_link.council_held_user_id',
    )
    .innerJoin('form', 'form.id', 'handover_link.form_id')
    .select([
      'handover_link.channel',
      'handover_link.used_at',
      'council_held_resident.caller_email',
      'council_held_resident.caller_phone',
      'council_held_resident.handed_over_at',
      'form.form_type_code',
    ])
    .where('handover_link.id', '=', linkId)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.handed_over_at !== null) return { failures: [] };
  const recipient = row.channel === 'email' ? row.caller_email : row.caller_phone;
  if (!recipient) return { failures: [] };
  const key = randomBytes(32).toString('base64url');
  const now = context.now();
  const expiresAt = new Date(now.getTime() + handoverLinkLifetimeDays * dayMs);
  await context.db
    .updateTable('handover_link')
    .set({ token_hash: hashToken(key), expires_at: expiresAt.toISOString() })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .execute();
  const facts = {
    councilName: context.councilName,
    formTypeCode: row.form_type_code as FormTypeCode,
    link: webLink(context.publicBaseUrl, webPaths.handover.getHref(key)),
    expiresAt,
  };
  try {
    await context.notifications.send(
      row.channel === 'email'
        ? handoverLinkEmail(recipient, facts)
        : handoverLinkText(recipient, facts),
    );
    await context.jobs.markStepDone(job, 'send', context.now());
    return { failures: [] };
  } catch (error) {
    return { failures: [redactFailure('send', error)] };
  }
}
