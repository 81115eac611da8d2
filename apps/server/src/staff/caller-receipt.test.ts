import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  deliveryJobOf,
  startSmtpReceiver,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
} from '../testing/index.ts';
import { submitForCaller } from '../testing/submit-for-caller.ts';

const databases = await testDatabases();

describe.each(databases)(
  'the receipt reaches a phone caller by the contact they gave, on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let staff: TestSession;

    beforeAll(async () => {
      // The log provider sends texts (to the developer outbox), as GOV.UK Notify does.
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        DELIVERY_POLL_MS: '600000',
      }));
      staff = await createTestSession(app, {
        name: 'Colin Services',
        loginEmail: 'colin.receipt@council.test',
        roleNames: ['customer-services'],
      });
    }, 60_000);
    afterAll(async () => close());

    const receiptsTo = (recipient: string) =>
      (app.devOutbox?.outbox() ?? []).filter(
        (message) =>
          message.recipient === recipient && message.template === 'submission-confirmation',
      );

    it('e-mails the receipt to a caller who gave an e-mail address, and texts nothing', async () => {
      const { reference } = await submitForCaller(app, staff, {
        email: 'winifred.receipt@example.test',
        phone: '07700 900 301',
      });
      await app.delivery.worker.drain();
      const mails = receiptsTo('winifred.receipt@example.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email' });
      expect(mails[0]?.body).toContain(reference);
      // E-mail when given: the mobile beside it gets no second copy.
      expect(receiptsTo('07700900301')).toEqual([]);
    }, 60_000);

    it('texts the receipt to a caller who gave only a UK mobile number, however written', async () => {
      const { formId, reference } = await submitForCaller(app, staff, {
        phone: '+44 7700-900302',
      });
      await app.delivery.worker.drain();
      const texts = receiptsTo('07700900302');
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatchObject({ channel: 'sms' });
      expect(texts[0]?.body).toContain(reference);
      const job = await deliveryJobOf(app.db, formId);
      expect(job.status).toBe('done');
      expect(Object.keys(JSON.parse(job.steps) as object)).toContain('resident-text');
    }, 60_000);

    it('sends no text to a landline, and the submission is still delivered', async () => {
      const { formId } = await submitForCaller(app, staff, { phone: '020 7946 0303' });
      await app.delivery.worker.drain();
      expect(receiptsTo('02079460303')).toEqual([]);
      expect(receiptsTo('020 7946 0303')).toEqual([]);
      const job = await deliveryJobOf(app.db, formId);
      expect(job.status).toBe('done');
      expect(Object.keys(JSON.parse(job.steps) as object)).not.toContain('resident-text');
    }, 60_000);
  },
);

describe.each(databases)('a phone caller’s receipt through a mail outage, on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let smtp: SmtpReceiver;
  let staff: TestSession;
  let clock: Date | null = null;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ({ app, close } = await buildTestApp(
      database,
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        DELIVERY_RETRY_BASE_MS: '60000',
        DELIVERY_RETRY_CAP_MS: '60000',
        DELIVERY_POLL_MS: '600000',
      },
      undefined,
      { now: () => clock ?? new Date() },
    ));
    staff = await createTestSession(app, {
      name: 'Colin Services',
      loginEmail: 'colin.outage@council.test',
      roleNames: ['customer-services'],
    });
  }, 60_000);
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  it('keeps the receipt in the outbox while mail is down and sends it once when it is back', async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const { formId, reference } = await submitForCaller(app, staff, {
      email: 'winifred.outage@example.test',
    });
    clock = new Date(Date.now() + 1000);
    await app.delivery.worker.drain();
    const waiting = await deliveryJobOf(app.db, formId);
    expect(waiting.status).toBe('failed');
    expect(waiting.last_error).toContain('resident-email');

    smtp = await startSmtpReceiver({ port });
    clock = new Date(clock.getTime() + 120_000);
    await app.delivery.worker.drain();
    expect(await deliveryJobOf(app.db, formId)).toMatchObject({ status: 'done' });
    const mails = smtp.mails.filter((mail) => mail.to.includes('winifred.outage@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reference);
  }, 60_000);

  it('sends no text where the provider cannot, and the job still completes', async () => {
    const { formId } = await submitForCaller(app, staff, { phone: '07700 900 304' });
    await app.delivery.worker.drain();
    const job = await deliveryJobOf(app.db, formId);
    expect(job.status).toBe('done');
    expect(Object.keys(JSON.parse(job.steps) as object)).not.toContain('resident-text');
  }, 60_000);
});
