import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  deliveryJobOf,
  buildTestApp,
  createTestSession,
  startSmtpReceiver,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';
import { DeliveryJobRepository } from '../outbox/delivery-job-repository.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('a fourth council case secret!').toString('base64')}`;
const residentEmail = 'noor.haddad@resident.example';
/** A loaded machine takes seconds over a submission and its delivery; the poll (ten minutes)
 * is what the waits must stay short of, so these limits cannot pass by polling. */
const waitTimeoutMs = 60_000;
const testTimeoutMs = 150_000;

/** Customer services has a case system and no mailbox; the carers centre has neither. */
describe.each(databases)(
  'the steps of a delivery job on $name',
  { timeout: testTimeoutMs },
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let smtp: SmtpReceiver;
    let cases: WebhookReceiver;
    let resident: TestSession;

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      cases = await startWebhookReceiver(secret);
      ({ app, close } = await buildTestApp(database, {
        RATE_LIMIT_PER_MINUTE: '100000',
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        CASE_WEBHOOK_URL_CSA: cases.url,
        CASE_WEBHOOK_SECRET: secret,
        // Only a nudge, or the job before, can bring the running worker to a job in the tests'
        // time; one loop, so jobs queued together are taken one after the other.
        DELIVERY_POLL_MS: '600000',
        DELIVERY_CONCURRENCY: '1',
      }));
      resident = await createTestSession(app, { loginEmail: residentEmail });
    });
    afterAll(async () => {
      await close();
      await Promise.all([smtp.close(), cases.close()]);
    });

    function stepsOf(job: { steps: string }) {
      return Object.keys(JSON.parse(job.steps) as object).sort();
    }

    it('skips the channels a team does not have, and still confirms to the resident', async () => {
      const carers = await submitTestAssessment(app, resident, 'CARERS');
      const csa = await submitTestAssessment(app, resident, 'CSA');
      expect(await app.delivery.worker.drain()).toBe(2);

      const carersJob = await deliveryJobOf(app.db, carers.id);
      expect(carersJob.status, carersJob.last_error ?? '').toBe('done');
      expect(stepsOf(carersJob)).toEqual(['pdf', 'resident-email']);
      const csaJob = await deliveryJobOf(app.db, csa.id);
      expect(csaJob.status, csaJob.last_error ?? '').toBe('done');
      expect(stepsOf(csaJob)).toEqual(['case-webhook', 'pdf', 'resident-email']);

      expect(cases.accepted.map((event) => event.body.data.formId)).toEqual([csa.id]);
      const mails = smtp.mails.filter((mail) =>
        [carers, csa].some((form) => mail.text.includes(form.reference ?? '-')),
      );
      expect(mails.map((mail) => mail.to)).toEqual([[residentEmail], [residentEmail]]);
    });

    it('is woken by a submission at once, not at its next poll', async () => {
      const looks = vi.spyOn(app.delivery.worker, 'runNext');
      app.delivery.worker.start();
      try {
        // The worker has found the queue empty (and gone to sleep in the same turn of the event
        // loop) before anything is submitted, however slowly a loaded machine gets it there.
        await vi.waitFor(
          () => expect(looks.mock.settledResults[0]).toEqual({ type: 'fulfilled', value: false }),
          { timeout: waitTimeoutMs },
        );
        await new Promise((resolve) => setImmediate(resolve));
        const form = await submitTestAssessment(app, resident, 'CSA');
        await cases.waitFor(cases.accepted.length + 1, waitTimeoutMs);
        expect(cases.accepted.at(-1)?.body.data.formId).toBe(form.id);
        // The look the submission's nudge woke is the one that took its job.
        expect(await looks.mock.results[1]?.value).toBe(true);
      } finally {
        await app.delivery.worker.stop();
      }
    });

    it('goes from one job straight to the next while any is due', async () => {
      const first = await submitTestAssessment(app, resident, 'CSA');
      const second = await submitTestAssessment(app, resident, 'CSA');
      const before = cases.accepted.length;
      app.delivery.worker.start();
      try {
        await cases.waitFor(before + 2, waitTimeoutMs);
        expect(cases.accepted.slice(before).map((event) => event.body.data.formId)).toEqual([
          first.id,
          second.id,
        ]);
      } finally {
        await app.delivery.worker.stop();
      }
    });

    it('records a job that cannot be run at all as a failed attempt, with the reason', async () => {
      const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
      const form = await submitTestAssessment(app, resident, 'CARERS');
      const job = await deliveryJobOf(app.db, form.id);
      await app.db
        .updateTable('delivery_job')
        .set({ steps: 'not a record of steps' })
        .where('id', '=', job.id)
        .execute();

      expect(await app.delivery.worker.runNext()).toBe(true);
      const failed = await jobs.get(job.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed?.last_error).toMatch(/^job: .*JSON/);
      await jobs.recordFailure(job.id, 'given up by the test', null);
    });
  },
);
