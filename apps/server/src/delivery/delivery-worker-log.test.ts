import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDatabase } from '../database/create-database.ts';
import { createSmtpProvider } from '../notifications/smtp-provider.ts';
import {
  buildTestApp,
  createTestSession,
  deliveryJobOf,
  startSmtpReceiver,
  startWebhookReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
  type WebhookReceiver,
} from '../testing/index.ts';
import { DeliveryJobRepository } from '../outbox/delivery-job-repository.ts';
import { DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.ts';
import type { DeliveryContext } from './run-delivery-job.ts';

const databases = await testDatabases();
const secret = `whsec_${Buffer.from('a fifth council case secret!!').toString('base64')}`;
const teamCsa = 'customer.services@council.example';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** An SMTP address nothing listens on: every message to it is refused. */
async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

async function until(isDone: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(databases)("the delivery worker's decisions and log on $name", (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let databaseEnvironment: Record<string, string>;
  let smtp: SmtpReceiver;
  let cases: WebhookReceiver;
  let resident: TestSession;
  /** What the worker logged, as the service's logger (pino) writes it. */
  let lines: LogLine[];
  let clock: Date;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    cases = await startWebhookReceiver(secret);
    ({ app, close, databaseEnvironment } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      NOTIFICATION_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
    }));
    resident = await createTestSession(app, { loginEmail: 'noor.haddad@resident.example' });
  });
  afterAll(async () => {
    await close();
    await Promise.all([smtp.close(), cases.close()]);
  });
  beforeEach(() => {
    lines = [];
    clock = new Date(Date.now() + 1000);
    cases.behaviour.status = 204;
    cases.behaviour.delayMs = 0;
  });
  afterEach(async () => {
    // Leave no job due for the next test.
    cases.behaviour.status = 204;
    cases.behaviour.delayMs = 0;
    await workerFor().drain();
  });

  function workerFor(
    overrides: Partial<DeliveryContext> = {},
    options: Partial<DeliveryWorkerOptions> = {},
  ): DeliveryWorker {
    const logger = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
      },
    }).log;
    return new DeliveryWorker(
      {
        db: app.db,
        jobs: new DeliveryJobRepository(app.db, app.databaseKind),
        notifications: app.notifications,
        pdfRenderer: app.pdfRenderer,
        channels: {
          'customer-services': { email: teamCsa, webhookUrl: cases.url },
          'carers-centre': { email: null, webhookUrl: null },
        },
        publicBaseUrl: 'https://care.council.example',
        councilName: 'Southwark Council',
        webhookSecret: secret,
        webhookTimeoutMs: 10_000,
        log: logger,
        now: () => clock,
        retentionOpenDays: 90,
        ...overrides,
      },
      {
        maxAttempts: 3,
        retryBaseMs: 60_000,
        retryCapMs: 3_600_000,
        leaseMs: 30_000,
        pollMs: 60_000,
        concurrency: 1,
        random: () => 0.5,
        ...options,
      },
    );
  }

  /** A second connection to the service's database, open (Kysely connects on first use and
   * would reconnect after a close that came before it), to be closed under the worker. */
  async function secondConnection() {
    const connection = createDatabase({
      databaseUrl: databaseEnvironment.DATABASE_URL ?? '',
      dataDir: databaseEnvironment.DATA_DIR ?? '',
      ...(databaseEnvironment.DATABASE_SCHEMA
        ? { postgresSchema: databaseEnvironment.DATABASE_SCHEMA }
        : {}),
    });
    await connection.db.selectFrom('delivery_job').select('id').execute();
    return connection;
  }

  it('logs a delivered job with its id, team and attempt', async () => {
    const form = await submitTestAssessment(app, resident, 'CSA');
    expect(await workerFor().runNext()).toBe(true);
    const job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('done');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'delivery job done',
        jobId: job.id,
        team: 'customer-services',
        attempts: 1,
      }),
    ]);
  });

  it('logs a failed attempt with every failing step, joined by "; ", and when it is retried', async () => {
    const mailRefused = createSmtpProvider(await refusedSmtpUrl(), 'no-reply@council.example');
    cases.behaviour.status = 500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    expect(await workerFor({ notifications: mailRefused }).runNext()).toBe(true);

    const job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('failed');
    expect(job.last_error?.split('; ')).toEqual([
      expect.stringMatching(/^team-email: \S/),
      'case-webhook: case webhook answered 500',
      expect.stringMatching(/^resident-email: \S/),
    ]);
    // Half (random 0.5) of the 60 s base after the first failure.
    const retryAt = new Date(clock.getTime() + 30_000).toISOString();
    expect(job.next_attempt_at).toBe(retryAt);
    expect(lines).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        msg: 'delivery attempt failed; will retry',
        jobId: job.id,
        team: 'customer-services',
        attempts: 1,
        lastError: job.last_error,
        retryAt,
      },
    ]);
  });

  it('logs a job that used its last attempt as dead, saying how to retry it', async () => {
    cases.behaviour.status = 500;
    const form = await submitTestAssessment(app, resident, 'CSA');
    expect(await workerFor({}, { maxAttempts: 1 }).runNext()).toBe(true);

    const job = await deliveryJobOf(app.db, form.id);
    expect(job.status).toBe('dead');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'delivery job is dead: retry it from the admin delivery-jobs call once the cause is fixed',
        jobId: job.id,
        team: 'customer-services',
        attempts: 1,
        lastError: 'case-webhook: case webhook answered 500',
      }),
    ]);
    await new DeliveryJobRepository(app.db, app.databaseKind).retryDead(job.id, new Date());
  });

  it('logs a database it cannot claim from and waits for the next poll instead of trying again at once', async () => {
    const gone = await secondConnection();
    await gone.close();
    const worker = workerFor({ jobs: new DeliveryJobRepository(gone.db, gone.kind) });
    worker.start();
    await until(() => lines.length > 0);
    await worker.stop();
    // One try, then the 60 s poll wait, cut short by stop.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'delivery worker could not claim a job',
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    ]);
  });

  it('works one job at a time however often it is started', async () => {
    const first = await submitTestAssessment(app, resident, 'CSA');
    const second = await submitTestAssessment(app, resident, 'CSA');
    cases.behaviour.delayMs = 500;
    const requestsBefore = cases.requestCount();
    const worker = workerFor();
    worker.start();
    worker.start();
    try {
      await until(() => cases.requestCount() > requestsBefore);
      // The one loop is busy with the first job: nothing has claimed the second.
      expect((await deliveryJobOf(app.db, first.id)).attempts).toBe(1);
      expect((await deliveryJobOf(app.db, second.id)).attempts).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('logs a lease it could not renew, with the job', async () => {
    const connection = await secondConnection();
    const form = await submitTestAssessment(app, resident, 'CSA');
    cases.behaviour.delayMs = 1000;
    const requestsBefore = cases.requestCount();
    const running = workerFor(
      { db: connection.db, jobs: new DeliveryJobRepository(connection.db, connection.kind) },
      { leaseMs: 300 },
    ).runNext();
    const outcome = running.then(
      () => 'ran',
      (error: unknown) => error,
    );
    await until(() => cases.requestCount() > requestsBefore);
    // The database goes away while the case system takes its time: renewals (every 100 ms) fail.
    await connection.close();
    expect(await outcome).toBeInstanceOf(Error);

    const job = await deliveryJobOf(app.db, form.id);
    const renewals = lines.filter((line) => line.msg === 'could not renew a delivery lease');
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals[0]).toMatchObject({
      level: 40,
      jobId: job.id,
      err: expect.objectContaining({ message: expect.any(String) }),
    });
    // Out of the next test's way: dead, as after its last attempt.
    await new DeliveryJobRepository(app.db, app.databaseKind).recordFailure(
      job.id,
      'given up',
      null,
    );
  });
});
