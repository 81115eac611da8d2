import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/index.ts';
import { sendCaseWebhook, type SubmissionCreatedEvent } from './send-case-webhook.ts';

const secret = `whsec_${Buffer.from('the case webhook test secret!').toString('base64')}`;
const event: SubmissionCreatedEvent = {
  type: 'submission.created',
  data: {
    formId: 'form-1',
    reference: 'CSA-2026-000123',
    formTypeCode: 'CSA',
    team: 'customer-services',
    submittedAt: '2026-11-23T09:00:00.000Z',
    submission: { areas: [] },
    channel: 'online',
    takenBy: null,
    careActOutcomes: null,
    shownVersions: { linksAndWording: 2, questionnaire: '0123456789abcdef' },
    pdf: { contentType: 'application/pdf', base64: Buffer.from('%PDF-1.7').toString('base64') },
  },
};

describe('posting a submission to the case system', () => {
  let cases: WebhookReceiver;

  beforeAll(async () => {
    cases = await startWebhookReceiver(secret);
  });
  afterAll(async () => cases.close());
  beforeEach(() => {
    cases.accepted.length = 0;
    cases.behaviour.status = 204;
    cases.behaviour.delayMs = 0;
  });

  function send(url = cases.url, timeoutMs = 2000) {
    return sendCaseWebhook({ url, secret, messageId: 'msg_job-1', event, timeoutMs });
  }

  it('delivers a signed event the case system can verify, under the job id', async () => {
    await send();
    expect(cases.accepted).toEqual([{ id: 'msg_job-1', body: event }]);
    expect(cases.badSignatures).toBe(0);
  });

  it('counts every 2xx answer as delivered, and nothing else', async () => {
    cases.behaviour.status = 299;
    await expect(send()).resolves.toBeUndefined();
    cases.behaviour.status = 300;
    await expect(send()).rejects.toThrow('case webhook answered 300');
    cases.behaviour.status = 404;
    await expect(send()).rejects.toThrow('case webhook answered 404');
  });

  it('says why a case system could not be reached, or that it did not answer in time', async () => {
    const closed = await startWebhookReceiver(secret);
    await closed.close();
    await expect(send(closed.url)).rejects.toThrow(
      /^case webhook failed: fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    );
    cases.behaviour.delayMs = 1000;
    await expect(send(cases.url, 200)).rejects.toThrow(
      /^case webhook timed out: The operation was aborted due to timeout$/,
    );
  });
});
