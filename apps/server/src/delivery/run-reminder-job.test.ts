import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { createSmtpProvider } from '../notifications/smtp-provider.ts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import {
  DeliveryJobRepository,
  finishedSteps,
  type DeliveryJob,
} from '../outbox/delivery-job-repository.ts';
import type { DeliveryContext } from './run-delivery-job.ts';
import { runReminderJob } from './run-reminder-job.ts';

const databases = await testDatabases();
/** The assessment's start and last save, fixed so every date in a message is known. */
const startedAt = '2026-03-02T09:15:00.000Z';
const idleSince = '2026-03-04T18:40:00.000Z';

describe.each(databases)('sending a reminder job on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let jobs: DeliveryJobRepository;
  let resident: TestSession;
  let loginEmail: string;
  let count = 0;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    jobs = new DeliveryJobRepository(app.db, app.databaseKind);
  });
  afterAll(async () => close());
  beforeEach(async () => {
    count += 1;
    loginEmail = `marta.silva.${count}@resident.example`;
    resident = await createTestSession(app, { loginEmail });
  });

  function context(overrides: Partial<DeliveryContext> = {}): DeliveryContext {
    return {
      db: app.db,
      jobs,
      notifications: app.notifications,
      pdfRenderer: app.pdfRenderer,
      channels: {
        'customer-services': { email: null, webhookUrl: null },
        'carers-centre': { email: null, webhookUrl: null },
      },
      // Given with a trailing slash, as an operator might.
      publicBaseUrl: 'https://care.council.example/',
      councilName: 'Southwark Council',
      webhookSecret: 'unused',
      webhookTimeoutMs: 1000,
      log: app.log,
      now: () => new Date(),
      retentionOpenDays: 180,
      ...overrides,
    };
  }

  /** An open CARERS assessment started and last saved on the fixed dates. */
  async function idleAssessment(): Promise<Assessment> {
    const created = await app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: resident.headers,
      payload: { formTypeCode: 'CARERS', formName: 'My assessment', pageCount: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().data as Assessment;
    await app.db
      .updateTable('form')
      .set((eb) => ({
        date_created: startedAt,
        last_updated: idleSince,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', form.id)
      .execute();
    return form;
  }

  async function queued(formId: string, kind: string): Promise<DeliveryJob> {
    expect(await jobs.enqueueReminder(formId, kind, new Date())).toBe(true);
    const [job] = (await jobs.listForForm(formId)).filter((each) => each.kind === kind);
    if (!job) throw new Error('no job queued');
    return job;
  }

  const messagesTo = (recipient: string) =>
    app.devOutbox?.outbox().filter((message) => message.recipient === recipient) ?? [];

  async function setResident(values: {
    email?: string | null;
    login_email?: string | null;
    mobile_phone_number?: string | null;
    is_reminder_enabled?: number;
  }) {
    await app.db.updateTable('app_user').set(values).where('id', '=', resident.userId).execute();
  }

  it('reminds by e-mail at the contact address and by text, linking to the assessment once', async () => {
    await setResident({ email: 'marta@contact.example', mobile_phone_number: '07700900456' });
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-return@${idleSince}`);

    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });

    const link = `https://care.council.example/assessment/CARERS/${form.id}`;
    expect(messagesTo('marta@contact.example')).toEqual([
      expect.objectContaining({
        channel: 'email',
        template: 'assessment-reminder',
        body: [
          "You started a carer's self-assessment on 2 Mar 2026 and can carry on where you left off.",
          `Carry on with your assessment (you will be asked to sign in):\n${link}`,
          'You can turn off these reminders on your account page.',
          'Southwark Council',
        ].join('\n\n'),
      }),
    ]);
    expect(messagesTo(loginEmail)).toEqual([]);
    expect(messagesTo('07700900456')).toEqual([
      expect.objectContaining({
        channel: 'sms',
        template: 'assessment-reminder',
        body: `Southwark Council: You started a carer's self-assessment on 2 Mar 2026 and can carry on where you left off. ${link}`,
      }),
    ]);
    expect(Object.keys(finishedSteps((await jobs.get(job.id))!)).sort()).toEqual([
      'resident-email',
      'resident-text',
    ]);
  });

  it('writes to the sign-in address when there is no contact address, and texts no one without a number', async () => {
    await setResident({ email: null, mobile_phone_number: null });
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-return@${idleSince}`);

    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });
    expect(messagesTo(loginEmail)).toHaveLength(1);
    expect(Object.keys(finishedSteps((await jobs.get(job.id))!))).toEqual(['resident-email']);
  });

  it('warns of deletion RETENTION_OPEN_DAYS after the idle spell began, even with reminders off', async () => {
    await setResident({ is_reminder_enabled: 0, mobile_phone_number: '07700900457' });
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-retention-14@${idleSince}`);

    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });
    // 180 days after 4 March 2026.
    expect(messagesTo(loginEmail)).toEqual([
      expect.objectContaining({
        template: 'assessment-deletion-warning',
        subject: 'Your unfinished self-assessment will be deleted on 31 Aug 2026',
      }),
    ]);
    expect(messagesTo('07700900457')).toEqual([
      expect.objectContaining({ template: 'assessment-deletion-warning' }),
    ]);
  });

  it('completes without a message when the reminder no longer applies', async () => {
    // Came back after it was queued.
    const touched = await idleAssessment();
    await app.db
      .updateTable('form')
      .set((eb) => ({ last_updated: '2026-03-20T08:00:00.000Z', version: eb('version', '+', 1) }))
      .where('id', '=', touched.id)
      .execute();
    // Closed by the resident.
    const closed = await idleAssessment();
    await app.db
      .updateTable('form')
      .set((eb) => ({ status: 'ABANDONED', version: eb('version', '+', 1) }))
      .where('id', '=', closed.id)
      .execute();
    const outcomes = [];
    for (const form of [touched, closed]) {
      const job = await queued(form.id, `reminder-return@${idleSince}`);
      outcomes.push(await runReminderJob(context(), job));
    }
    // The warning for an assessment deleted meanwhile.
    const gone = await queued('no-such-form', `reminder-retention-2@${idleSince}`);
    outcomes.push(await runReminderJob(context(), gone));
    // Turned reminders off after it was queued.
    const quiet = await idleAssessment();
    const quietJob = await queued(quiet.id, `reminder-return@${idleSince}`);
    await setResident({ is_reminder_enabled: 0 });
    outcomes.push(await runReminderJob(context(), quietJob));

    expect(outcomes).toEqual([
      { failures: [] },
      { failures: [] },
      { failures: [] },
      { failures: [] },
    ]);
    expect(messagesTo(loginEmail)).toEqual([]);
  });

  it('only texts a resident who has no e-mail address at all', async () => {
    await setResident({ email: null, login_email: null, mobile_phone_number: '07700900460' });
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-return@${idleSince}`);

    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });
    expect(messagesTo('07700900460')).toHaveLength(1);
    expect(Object.keys(finishedSteps((await jobs.get(job.id))!))).toEqual(['resident-text']);
  });

  it('completes without a message once the assessment was submitted', async () => {
    await setResident({ is_reminder_enabled: 1 });
    const form = await submitTestAssessment(app, resident, 'CSA');
    const job = await queued(form.id, `reminder-return@${form.lastUpdated}`);
    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });
    expect(messagesTo(loginEmail)).toEqual([]);
  });

  it('fails a job of a kind it does not know', async () => {
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-weekly@${idleSince}`);
    expect(await runReminderJob(context(), job)).toEqual({
      failures: [`job: unknown kind reminder-weekly@${idleSince}`],
    });
  });

  it('does not repeat a step an earlier attempt finished', async () => {
    await setResident({ mobile_phone_number: '07700900458' });
    const form = await idleAssessment();
    const queuedJob = await queued(form.id, `reminder-return@${idleSince}`);
    const job = await jobs.markStepDone(queuedJob, 'resident-email', new Date());

    expect(await runReminderJob(context(), job)).toEqual({ failures: [] });
    expect(messagesTo(loginEmail)).toEqual([]);
    expect(messagesTo('07700900458')).toHaveLength(1);
  });

  it('records a failed e-mail by step, and tries no text where texts cannot be sent', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const mailRefused = createSmtpProvider(`smtp://127.0.0.1:${port}`, 'no-reply@council.example');
    await setResident({ mobile_phone_number: '07700900459' });
    const form = await idleAssessment();
    const job = await queued(form.id, `reminder-return@${idleSince}`);

    const { failures } = await runReminderJob(context({ notifications: mailRefused }), job);
    expect(failures).toEqual([expect.stringMatching(/^resident-email: \S/)]);
    expect(finishedSteps((await jobs.get(job.id))!)).toEqual({});
  });
});
