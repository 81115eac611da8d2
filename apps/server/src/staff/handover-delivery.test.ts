import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CallerSummary } from '@csa/contracts';
import { DeliveryJobRepository } from '../outbox/delivery-job-repository.ts';
import type { DeliveryContext } from '../delivery/run-delivery-job.ts';
import { runHandoverJob } from '../delivery/run-handover-job.ts';
import { createNotifyProvider } from '../notifications/notify-provider.ts';
import {
  buildTestApp,
  createTestSession,
  startNotifyReceiver,
  testDatabases,
  type NotifyReceiver,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

/**
 * The outbox job of a handover link against a real HTTP stand-in for GOV.UK Notify: an outage
 * loses nothing (the job fails, a later attempt sends a link that works, and the key of the
 * failed attempt never works), and the text goes to the mobile the caller gave.
 */
describe.each(databases)('sending a handover link through Notify on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let notify: NotifyReceiver;
  let cara: TestSession;

  beforeAll(async () => {
    notify = await startNotifyReceiver();
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    }));
    cara = await createTestSession(app, {
      name: 'Cara Services',
      loginEmail: 'cara.services@council.test',
      roleNames: ['customer-services'],
    });
  });
  afterAll(async () => {
    await close();
    await notify.close();
  });
  beforeEach(() => {
    notify.accepted.length = 0;
    notify.behaviour.failWith = null;
  });

  function context(): DeliveryContext {
    return {
      db: app.db,
      jobs: new DeliveryJobRepository(app.db, app.databaseKind),
      notifications: createNotifyProvider({
        apiKey: notify.apiKey,
        emailTemplateId: 'email-template-id',
        smsTemplateId: 'sms-template-id',
        baseUrl: notify.baseUrl,
      }),
      pdfRenderer: app.pdfRenderer,
      channels: {
        'customer-services': { email: null, webhookUrl: null },
        'carers-centre': { email: null, webhookUrl: null },
      },
      publicBaseUrl: 'https://care.council.example',
      councilName: 'Southwark Council',
      webhookSecret: 'unused',
      webhookTimeoutMs: 1000,
      log: app.log,
      now: () => new Date(),
      retentionOpenDays: 180,
    };
  }

  /** A caller with an e-mail address and a mobile, a link asked for by e-mail, its job. */
  async function queuedLink() {
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/staff/callers',
      headers: cara.headers,
      payload: {
        formTypeCode: 'CSA',
        callerFirstName: 'Winifred',
        callerLastName: 'Atwell',
        phone: '07700 900123',
        email: 'winifred.atwell@resident.example',
        isCallerThePerson: true,
        hasConsent: true,
      },
    });
    const caller = started.json<{ data: CallerSummary }>().data;
    const sent = await app.inject({
      method: 'POST',
      url: `/internal/v1/staff/callers/${caller.id}/handover`,
      headers: cara.headers,
      payload: { channel: 'email' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const job = await app.db
      .selectFrom('delivery_job')
      .selectAll()
      .where('form_id', '=', caller.formId ?? '')
      .where('kind', 'like', 'handover@%')
      .executeTakeFirstOrThrow();
    return { caller, job };
  }

  const keyIn = (text: string | undefined) => /\/handover\?key=([\w-]+)/.exec(text ?? '')?.[1];
  const check = (token: string) =>
    app.inject({ method: 'POST', url: '/auth/handover/check', payload: { token } });

  it('keeps the link through an outage: the failed attempt’s key is replaced, the next one works', async () => {
    const { caller, job } = await queuedLink();
    const hashOf = async () =>
      (
        await app.db
          .selectFrom('handover_link')
          .select('token_hash')
          .where('council_held_user_id', '=', caller.id)
          .executeTakeFirstOrThrow()
      ).token_hash;
    notify.behaviour.failWith = 500;
    const failed = await runHandoverJob(context(), job);
    expect(failed.failures).toHaveLength(1);
    expect(failed.failures[0]).not.toContain('winifred');
    expect(notify.accepted).toEqual([]);
    const failedHash = await hashOf();
    expect(failedHash).not.toBeNull();

    notify.behaviour.failWith = null;
    const retried = await runHandoverJob(context(), job);
    expect(retried.failures).toEqual([]);
    expect(notify.accepted).toHaveLength(1);
    const [message] = notify.accepted;
    expect(message?.channel).toBe('email');
    expect(message?.recipient).toBe('winifred.atwell@resident.example');
    const key = keyIn(message?.personalisation.body);
    expect(key).toBeDefined();
    expect(await hashOf()).not.toBe(failedHash);
    expect((await check(key ?? '')).statusCode).toBe(200);
  });

  it('texts the link to the mobile the caller gave', async () => {
    const { caller, job } = await queuedLink();
    // The test app's provider sends no texts, so the channel is set as a council's would be.
    await app.db
      .updateTable('handover_link')
      .set({ channel: 'text' })
      .where('council_held_user_id', '=', caller.id)
      .execute();
    const outcome = await runHandoverJob(context(), job);
    expect(outcome.failures).toEqual([]);
    const [message] = notify.accepted;
    expect(message?.channel).toBe('sms');
    expect(message?.recipient).toBe('07700 900123');
    expect(message?.personalisation.body).toMatch(/^Southwark Council: /);
    expect(message?.personalisation.body).not.toContain('Winifred');
    const key = keyIn(message?.personalisation.body);
    expect((await check(key ?? '')).statusCode).toBe(200);
  });
});
