import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
const secret = `whsec_${Buffer.from('a third council case secret!!').toString('base64')}`;

/** The first job in a file renders the first PDF (fonts, a worker thread): ten seconds and
 * more on a loaded machine, against vitest's 20. */
const timeout = 60_000;

describe.each(databases)('retrying and leasing delivery jobs on $name', { timeout }, (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let smtp: SmtpReceiver;
  let cases: WebhookReceiver;
  let resident: TestSession;
  /** The worker's clock: a fixed moment while set, the wall clock otherwise. */
  let clock: Date | null = null;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    cases = await startWebhookReceiver(secret);
    ({ app, close } = await buildTestApp(
      database,
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        TEAM_EMAIL_CSA: 'customer.services@council.example',
        CASE_WEBHOOK_URL_CSA: cases.url,
        CASE_WEBHOOK_SECRET: secret,
        CASE_WEBHOOK_TIMEOUT_MS: '10000',
        DELIVERY_MAX_ATTEMPTS: '3',
        DELIVERY_RETRY_BASE_MS: '60000',
        DELIVERY_RETRY_CAP_MS: '3600000',
        DELIVERY_LEASE_MS: '900',
        // Only a nudge wakes a started worker within a test.
        DELIVERY_POLL_MS: '60000',
      },
      undefined,
      { now: () => clock ?? new Date() },
    ));
    resident = await createTestSession(app, { loginEmail: 'lin.wei@resident.example' });
  });
  afterAll(async () => {
    await close();
    await Promise.all([smtp.close(), cases.close()]);
  });
  beforeEach(() => {
    clock = null;
    cases.behaviour.status = 204;
    cases.behaviour.delayMs = 0;
  });

  it('waits for a retry from the failed attempt onwards, no longer than the backoff allows', async () => {
    cases.behaviour.status = 500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    clock = new Date(Date.now() + 1000);

    // The attempt's lease renewal is an interval timer: faked, so that whether it is still set
    // afterwards can be counted rather than waited for.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      expect(await app.delivery.worker.runNext()).toBe(true);
      // The renewal stopped with the attempt: nothing is left to move the retry time later.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const job = await deliveryJobOf(app.db, form.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.last_error).toBe('case-webhook: case webhook answered 500');
    // First failure: a random wait of less than the 60 s base.
    const wait = Date.parse(job.next_attempt_at) - clock.getTime();
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(wait).toBeLessThan(60_000);
    // Not due again before its time.
    expect(await app.delivery.worker.runNext()).toBe(wait === 0);

    // Due by the end of the window (and within the case system's five minutes of clock skew).
    clock = new Date(clock.getTime() + 60_000);
    cases.behaviour.status = 204;
    await app.delivery.worker.drain();
    expect(await deliveryJobOf(app.db, form.id)).toMatchObject({
      status: 'done',
      last_error: null,
    });
  });

  it('records a job whose assessment cannot be found as a failure to retry', async () => {
    const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
    const orphan = await jobs.enqueueSubmission('no-such-form', 'CSA', new Date(Date.now() - 1000));
    clock = new Date();

    expect(await app.delivery.worker.runNext()).toBe(true);
    expect(await jobs.get(orphan.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'submission: the submitted assessment was not found',
    });
    // Out of this test's way: dead, as it would be after its last attempt.
    await jobs.recordFailure(orphan.id, 'given up by the test', null);
  });

  it('gives admins the age of the oldest undelivered job in whole seconds by its clock, never below 0', async () => {
    const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
    const createdAt = new Date('2020-01-06T10:00:00.000Z');
    const oldest = await jobs.enqueueSubmission('no-such-form-either', 'CSA', createdAt);
    const admin = await createTestSession(app, { roleNames: ['admin'] });
    const health = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/internal/v1/admin/delivery-health',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Record<string, unknown> }>().data;
    };
    try {
      clock = new Date(createdAt.getTime() + 90_700);
      expect(await health()).toMatchObject({
        counts: { pending: 1, failed: 0 },
        oldestPendingAgeSeconds: 90,
      });
      // A clock behind the job's (another process's) creation time.
      clock = new Date(createdAt.getTime() - 5_000);
      expect((await health()).oldestPendingAgeSeconds).toBe(0);
    } finally {
      await jobs.recordFailure(oldest.id, 'given up by the test', null);
    }
  });

  it('answers an admin retry of an unknown job with 404, and of a job not dead with 409', async () => {
    const jobs = new DeliveryJobRepository(app.db, app.databaseKind);
    const admin = await createTestSession(app, { roleNames: ['admin'] });
    const unknown = await app.inject({
      method: 'POST',
      url: '/internal/v1/admin/delivery-jobs/00000000-0000-4000-8000-000000000000/retry',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);

    const waiting = await jobs.enqueueSubmission('no-such-form-at-all', 'CSA', new Date());
    try {
      const conflict = await app.inject({
        method: 'POST',
        url: `/internal/v1/admin/delivery-jobs/${waiting.id}/retry`,
        headers: admin.headers,
      });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({
        status: 409,
        message: 'Only a dead delivery job can be retried.',
      });
    } finally {
      await jobs.recordFailure(waiting.id, 'given up by the test', null);
    }
  });

  it('delivers a dead job at once when an admin retries it, not at the next poll', async () => {
    const form = await submitTestAssessment(app, resident, 'CSA');
    const dead = await deliveryJobOf(app.db, form.id);
    await new DeliveryJobRepository(app.db, app.databaseKind).recordFailure(dead.id, 'gone', null);
    const admin = await createTestSession(app, { roleNames: ['admin'] });
    // Watched, not replaced: the worker's 60 s sleep between polls shows it has gone idle.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    app.delivery.worker.start();
    try {
      while (!timers.mock.calls.some(([, ms]) => ms === 60_000)) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const requestsBefore = cases.requestCount();
      const retried = await app.inject({
        method: 'POST',
        url: `/internal/v1/admin/delivery-jobs/${dead.id}/retry`,
        headers: admin.headers,
      });
      expect(retried.statusCode).toBe(200);
      const deadline = Date.now() + 10_000;
      while (cases.requestCount() === requestsBefore && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(cases.requestCount()).toBe(requestsBefore + 1);
    } finally {
      timers.mockRestore();
      await app.delivery.worker.stop();
    }
    expect(await deliveryJobOf(app.db, form.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps a job leased while a slow step runs, so no other process claims it meanwhile', async () => {
    cases.behaviour.delayMs = 2500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    const requestsBefore = cases.requestCount();
    let isRunning = true;
    const running = app.delivery.worker.runNext().finally(() => {
      isRunning = false;
    });
    while (cases.requestCount() === requestsBefore) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The case system answers 2.5 s later, long past the 900 ms lease taken at the claim: only
    // its renewal keeps another process from taking the job meanwhile.
    const otherProcess = new DeliveryJobRepository(app.db, app.databaseKind);
    const claimedMeanwhile = [];
    while (isRunning) {
      const claimed = await otherProcess.claimDue(new Date(), 900);
      if (claimed) claimedMeanwhile.push(claimed.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(claimedMeanwhile).toEqual([]);

    expect(await running).toBe(true);
    expect(await deliveryJobOf(app.db, form.id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(cases.accepted.filter((event) => event.body.data.formId === form.id)).toHaveLength(1);
  });
});
