import { Webhook } from 'standardwebhooks';
import type {
  CareActOutcomesView,
  SubmissionChannel,
  SubmissionVersions,
  TakenBy,
} from '@csa/contracts';

/** The body of the case-management webhook. */
export interface SubmissionCreatedEvent {
  type: 'submission.created';
  data: {
    formId: string;
    reference: string;
    formTypeCode: string;
    team: string;
    submittedAt: string;
    submission: unknown;
    /** 'phone' when a member of staff took it from a caller (assisted digital), with who;
     * 'online' and null when the resident sent it. */
    channel: SubmissionChannel;
    takenBy: TakenBy | null;
    /** Indicative, as stored when submitted (docs/decisions/0120); null for a submission made
     * before they were kept. */
    careActOutcomes: CareActOutcomesView | null;
    /** The versions of the help links and wording and of the questionnaire content the
     * resident was shown (docs/decisions/0140). */
    shownVersions: SubmissionVersions;
    pdf: { contentType: 'application/pdf'; base64: string };
  };
}

/**
 * POSTs one event to the council's case system, signed by the Standard Webhooks scheme. The
 * `webhook-id` is the job's id, the same on every retry, so the receiver can drop a repeat of
 * a delivery whose answer was lost. Only a 2xx within the timeout counts as delivered.
 */
export async function sendCaseWebhook(options: {
  url: string;
  secret: string;
  messageId: string;
  event: SubmissionCreatedEvent;
  timeoutMs: number;
  now?: Date;
}): Promise<void> {
  const body = JSON.stringify(options.event);
  const timestamp = options.now ?? new Date();
  const signature = new Webhook(options.secret).sign(options.messageId, timestamp, body);
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': options.messageId,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new Error(`case webhook ${reason}: ${describe(error)}`);
  }
  // Read the answer so the connection can be reused; its content is not ours to log.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new Error(`case webhook answered ${response.status}`);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
