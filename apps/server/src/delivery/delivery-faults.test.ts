import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  deliveryJobOf,
  buildTestApp,
  createTestSession,
  startServiceProcess,
  startSmtpReceiver,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('another council case secret!!').toString('base64')}`;
const teamCsa = 'customer.services@council.example';
const residentEmail = 'grace.hopper@resident.example';

/** Each test starts worker processes through tsx, which takes seconds on a loaded machine:
 * the limits are sized for that, and each wait ends well inside its test's limit with an error
 * naming what it waited for, rather than in the runner's timeout. */
const testTimeoutMs = 150_000;
const waitTimeoutMs = 60_000;

async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = waitTimeoutMs,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databases)('delivery faults on $name', { timeout: testTimeoutMs }, (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseEnvironment: Record<string, string>;
  let smtp: SmtpReceiver;
  let cases: WebhookReceiver;
  let resident: TestSession;

  function deliveryEnvironment(): Record<string, string> {
    return {
      ...databaseEnvironment,
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      TEAM_EMAIL_CSA: teamCsa,
      CASE_WEBHOOK_URL_CSA: cases.url,
      CASE_WEBHOOK_SECRET: secret,
      CASE_WEBHOOK_TIMEOUT_MS: '20000',
      DELIVERY_RETRY_BASE_MS: '20',
      DELIVERY_RETRY_CAP_MS: '100',
      DELIVERY_POLL_MS: '50',
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    cases = await startWebhookReceiver(secret);
    ({ app, close, databaseEnvironment } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '1000000',
    }));
    resident = await createTestSession(app, { loginEmail: residentEmail });
  });
  afterAll(async () => {
    await close();
    await Promise.all([smtp.close(), cases.close()]);
  });

  it('warns at start-up about a team with no channel, and still confirms to the resident', async () => {
    const worker = startServiceProcess('worker', {
      ...databaseEnvironment,
      LOG_LEVEL: 'info',
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      DELIVERY_POLL_MS: '50',
    });
    try {
      await worker.waitForOutput('delivery worker started', waitTimeoutMs);
      const warnings = worker.output().split('no team e-mail or case webhook').length - 1;
      expect(warnings).toBe(2);
      expect(worker.output()).toContain('"team":"customer-services"');
      expect(worker.output()).toContain('"team":"carers-centre"');
      const form = await submitTestAssessment(app, resident, 'CSA');
      await waitUntil(
        'the job done',
        async () => (await deliveryJobOf(app.db, form.id)).status === 'done',
      );
      const mails = smtp.mails.filter((mail) => mail.text.includes(form.reference ?? '-'));
      expect(mails.map((mail) => mail.to)).toEqual([[residentEmail]]);
      expect(
        Object.keys(JSON.parse((await deliveryJobOf(app.db, form.id)).steps) as object).sort(),
      ).toEqual(['pdf', 'resident-email']);
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });

  it('retries while the case system is down and delivers exactly once when it is back', async () => {
    const port = Number(new URL(cases.url).port);
    await cases.close();
    const worker = startServiceProcess('worker', deliveryEnvironment());
    try {
      const form = await submitTestAssessment(app, resident, 'CSA');
      await waitUntil(
        'three attempts',
        async () => (await deliveryJobOf(app.db, form.id)).attempts >= 3,
      );
      const waiting = await deliveryJobOf(app.db, form.id);
      expect(waiting.status).toBe('failed');
      expect(waiting.last_error).toContain('case-webhook: case webhook failed');

      cases = await startWebhookReceiver(secret, { port });
      await waitUntil(
        'the job done',
        async () => (await deliveryJobOf(app.db, form.id)).status === 'done',
      );
      expect(cases.accepted).toHaveLength(1);
      expect(cases.accepted[0]?.body.data.reference).toBe(form.reference);
      const mails = smtp.mails.filter((mail) => mail.text.includes(form.reference ?? '-'));
      expect(mails.filter((mail) => mail.to.includes(teamCsa))).toHaveLength(1);
      expect(mails.filter((mail) => mail.to.includes(residentEmail))).toHaveLength(1);
    } finally {
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    }
  });

  it('finishes the job of a process killed mid-delivery without repeating a step that succeeded', async () => {
    cases.accepted.length = 0;
    cases.behaviour.hang = true;
    const form = await submitTestAssessment(app, resident, 'CSA');
    const requestsBefore = cases.requestCount();
    const environment = { ...deliveryEnvironment(), DELIVERY_LEASE_MS: '1500' };

    const first = startServiceProcess('worker', environment);
    // The webhook is in flight (the case system does not answer): kill the process there.
    await waitUntil('the webhook in flight', () => cases.requestCount() > requestsBefore);
    first.child.kill('SIGKILL');
    await first.exited;
    const interrupted = await deliveryJobOf(app.db, form.id);
    expect(interrupted.status, interrupted.last_error ?? '').toBe('pending');
    expect(Object.keys(JSON.parse(interrupted.steps) as object).sort()).toEqual([
      'pdf',
      'team-email',
    ]);
    expect(interrupted.status, interrupted.last_error ?? '').toBe('pending');

    cases.behaviour.hang = false;
    const second = startServiceProcess('worker', environment);
    try {
      await waitUntil(
        'the job done',
        async () => (await deliveryJobOf(app.db, form.id)).status === 'done',
      );
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    const job = await deliveryJobOf(app.db, form.id);
    expect(cases.accepted).toHaveLength(1);
    // Every request for this job, the lost one included, carried the same id to de-duplicate.
    expect(cases.accepted[0]?.id).toBe(`msg_${job.id}`);
    const mails = smtp.mails.filter((mail) => mail.text.includes(form.reference ?? '-'));
    expect(mails.filter((mail) => mail.to.includes(teamCsa))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(residentEmail))).toHaveLength(1);
  });

  it('keeps a slow job leased, so a second process never takes it while it runs', async () => {
    cases.accepted.length = 0;
    cases.behaviour.hang = false;
    // The case system answers after one and a half leases: without renewal the other process
    // would take the job and send it again. Renewed every second, the lease outlasts a process
    // held off the CPU for up to two seconds by a loaded machine (at 600 ms, 400 ms was enough
    // to deliver twice).
    cases.behaviour.delayMs = 4500;
    const environment = { ...deliveryEnvironment(), LOG_LEVEL: 'info', DELIVERY_LEASE_MS: '3000' };
    const workers = [
      startServiceProcess('worker', environment),
      startServiceProcess('worker', environment),
    ];
    try {
      await Promise.all(
        workers.map((worker) => worker.waitForOutput('delivery worker started', waitTimeoutMs)),
      );
      const requestsBefore = cases.requestCount();
      const form = await submitTestAssessment(app, resident, 'CSA');
      await waitUntil(
        'the job done',
        async () => (await deliveryJobOf(app.db, form.id)).status === 'done',
      );
      expect(cases.requestCount() - requestsBefore).toBe(1);
      expect(cases.accepted).toHaveLength(1);
      expect((await deliveryJobOf(app.db, form.id)).attempts).toBe(1);
    } finally {
      cases.behaviour.delayMs = 0;
      for (const worker of workers) worker.child.kill('SIGTERM');
      await Promise.all(workers.map((worker) => worker.exited));
    }
  });

  it('finishes the job in hand on SIGTERM before the worker exits', async () => {
    cases.accepted.length = 0;
    cases.behaviour.hang = false;
    cases.behaviour.delayMs = 1500;
    const worker = startServiceProcess('worker', { ...deliveryEnvironment(), LOG_LEVEL: 'info' });
    try {
      await worker.waitForOutput('delivery worker started', waitTimeoutMs);
      const requestsBefore = cases.requestCount();
      const form = await submitTestAssessment(app, resident, 'CSA');
      // The webhook is in flight (answered 1.5 s later): ask the worker to stop now.
      await waitUntil('the webhook in flight', () => cases.requestCount() > requestsBefore);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('shutting down');
      const job = await deliveryJobOf(app.db, form.id);
      expect(job.status).toBe('done');
      expect(cases.accepted).toHaveLength(1);
    } finally {
      cases.behaviour.delayMs = 0;
      worker.child.kill('SIGKILL');
    }
  });
});

const postgres = databases.find((database) => database.name === 'postgres');

describe.runIf(postgres)('two service processes on one PostgreSQL', () => {
  it('deliver 200 submissions, each exactly once', { timeout: 180_000 }, async () => {
    if (!postgres) return;
    const smtp = await startSmtpReceiver();
    const cases = await startWebhookReceiver(secret);
    const { app, close, databaseEnvironment } = await buildTestApp(postgres, {
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const processes = [];
    try {
      const resident = await createTestSession(app);
      const references = new Set<string>();
      for (let index = 0; index < 200; index += 1) {
        references.add((await submitTestAssessment(app, resident, 'CSA')).reference ?? '');
      }
      const environment = {
        ...databaseEnvironment,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        NOTIFICATION_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        TEAM_EMAIL_CSA: teamCsa,
        CASE_WEBHOOK_URL_CSA: cases.url,
        CASE_WEBHOOK_SECRET: secret,
        DELIVERY_POLL_MS: '50',
      };
      for (let index = 0; index < 2; index += 1) {
        processes.push(startServiceProcess('server', { ...environment, PORT: '0' }));
      }
      await cases.waitFor(200, 150_000);
      await smtp.waitFor(200, 30_000);
      await waitUntil('every job done', async () => {
        const open = await app.db
          .selectFrom('delivery_job')
          .select('id')
          .where('status', '!=', 'done')
          .execute();
        return open.length === 0;
      });

      const webhookIds = cases.accepted.map((event) => event.id);
      expect(webhookIds).toHaveLength(200);
      expect(new Set(webhookIds).size).toBe(200);
      expect(new Set(cases.accepted.map((event) => event.body.data.reference))).toEqual(references);
      expect(smtp.mails.filter((mail) => mail.to.includes(teamCsa))).toHaveLength(200);
      // Both processes took part: each logged some of the 200 jobs it completed (read once
      // they have exited, so every log line has been written). Only the customer services
      // team's jobs are these submissions: the carers centre's weekly e-mail is queued by
      // every server process too, and is done once by one of them.
      for (const process of processes) process.child.kill('SIGTERM');
      await Promise.all(processes.map((process) => process.exited));
      const doneCounts = processes.map(
        (process) =>
          process
            .output()
            .split('\n')
            .filter(
              (line) =>
                line.includes('delivery job done') && line.includes('"team":"customer-services"'),
            ).length,
      );
      expect(doneCounts.every((count) => count > 0)).toBe(true);
      expect(doneCounts.reduce((sum, count) => sum + count, 0)).toBe(200);
    } finally {
      for (const process of processes) process.child.kill('SIGTERM');
      await Promise.all(processes.map((process) => process.exited));
      await close();
      await Promise.all([smtp.close(), cases.close()]);
    }
  });
});
