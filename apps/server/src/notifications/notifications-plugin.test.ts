import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  startSmtpReceiver,
  testDatabases,
  type SmtpReceiver,
} from '../testing/index.ts';

const [database] = await testDatabases();

/** NOTIFICATION_PROVIDER picks the one provider every feature sends through. */
describe.runIf(database)('notifications plugin', () => {
  let receiver: SmtpReceiver;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(async () => receiver?.close());
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function appWith(environment: Record<string, string>): Promise<FastifyInstance> {
    const built = await buildTestApp(database!, environment);
    close = built.close;
    return built.app;
  }

  const verifyEmail = {
    channel: 'email' as const,
    recipient: 'grace.hopper@resident.example',
    template: 'verify-email',
    subject: 'Confirm your email address',
    body: 'Open this link to confirm it.',
  };

  it('keeps messages in the dev outbox by default, sending nothing', async () => {
    const app = await appWith({});
    await app.notifications.send(verifyEmail);
    expect(app.devOutbox).toBe(app.notifications);
    expect(app.devOutbox?.outbox()).toEqual([{ ...verifyEmail, createdAt: expect.any(String) }]);
  });

  it('sends through the SMTP relay for smtp, from SMTP_FROM, with no outbox', async () => {
    const app = await appWith({
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: receiver.url,
      SMTP_FROM: 'Adult social care <care@council.example>',
    });
    await app.notifications.send(verifyEmail);
    const [mail] = await receiver.waitFor(1);
    expect(mail).toMatchObject({
      to: ['grace.hopper@resident.example'],
      from: 'care@council.example',
      subject: 'Confirm your email address',
    });
    expect(app.notifications.canSendTexts).toBe(false);
    expect(app.devOutbox).toBeNull();
  });

  it('uses GOV.UK Notify for notify, which sends texts too, with no outbox', async () => {
    const app = await appWith({
      NOTIFICATION_PROVIDER: 'notify',
      NOTIFY_API_KEY: `council_test-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      NOTIFY_EMAIL_TEMPLATE_ID: 'email-template-id',
      NOTIFY_SMS_TEMPLATE_ID: 'sms-template-id',
    });
    expect(app.notifications.canSendTexts).toBe(true);
    expect(app.devOutbox).toBeNull();
  });
});
