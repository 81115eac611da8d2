import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment, AuditEvent, CallerSummary } from '@csa/contracts';
import { strongPassword } from '../accounts/account-test-helpers.ts';
import {
  buildTestApp,
  completeHygiene,
  createTestSession,
  startSmtpReceiver,
  testDatabases,
  type SmtpReceiver,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const dayMs = 86_400_000;

const aCaller = {
  formTypeCode: 'CSA',
  callerFirstName: 'Winifred',
  callerLastName: 'Atwell',
  phone: '07700 900123',
  email: 'winifred.atwell@resident.example',
  postalAddress: '',
  isCallerThePerson: true,
  hasConsent: true,
};

describe.each(databases)(
  'handing a phoned-in assessment over to the resident on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let smtp: SmtpReceiver;
    let clock: Date;
    let cara: TestSession;
    let colleague: TestSession;
    let carers: TestSession;
    let admin: TestSession;
    let resident: TestSession;
    let agent: TestSession;
    let count = 0;

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      clock = new Date();
      ({ app, close } = await buildTestApp(
        database,
        {
          RATE_LIMIT_PER_MINUTE: '100000',
          AUTH_RATE_LIMIT_PER_MINUTE: '100000',
          NOTIFICATION_PROVIDER: 'smtp',
          SMTP_URL: smtp.url,
          PUBLIC_BASE_URL: 'https://care.council.example',
        },
        undefined,
        { now: () => clock },
      ));
      const staff = (name: string, roleNames: string[]) =>
        createTestSession(app, {
          name,
          loginEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@council.test`,
          roleNames,
        });
      cara = await staff('Cara Services', ['customer-services']);
      colleague = await staff('Colin Services', ['customer-services']);
      carers = await staff('Carl Centre', ['carers-centre']);
      admin = await staff('Ada Admin', ['admin']);
      resident = await createTestSession(app, { name: 'Resident' });
      agent = await createTestSession(app, { userId: resident.userId, isAgent: true });
    });
    afterAll(async () => {
      await close();
      await smtp.close();
    });
    beforeEach(async () => {
      // Each case starts with no bad keys counted against the test client.
      await app.db.deleteFrom('attempt_counter').where('key', 'like', 'handover:%').execute();
      smtp.mails.length = 0;
      clock = new Date();
      count += 1;
    });

    async function startCaller(payload: object = aCaller) {
      const answer = await app.inject({
        method: 'POST',
        url: '/internal/v1/staff/callers',
        headers: cara.headers,
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const caller = answer.json<{ data: CallerSummary }>().data;
      const form = (
        await app.inject({
          method: 'GET',
          url: `/internal/v1/form/${caller.formId ?? ''}`,
          headers: cara.headers,
        })
      ).json<{ data: Assessment }>().data;
      return { caller, form };
    }
    const sendLink = (session: TestSession, callerId: string, channel = 'email') =>
      app.inject({
        method: 'POST',
        url: `/internal/v1/staff/callers/${callerId}/handover`,
        headers: session.headers,
        payload: { channel },
      });
    const check = (token: string) =>
      app.inject({ method: 'POST', url: '/auth/handover/check', payload: { token } });
    const useLink = (token: string, email = `winifred.${count}@resident.example`) =>
      app.inject({
        method: 'POST',
        url: '/auth/handover',
        payload: {
          token,
          name: 'Winifred Atwell',
          email,
          password: strongPassword,
          postcode: 'SE5 8UB',
        },
      });
    const auditOf = async (formId: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/internal/v1/admin/audit?formId=${formId}`,
          headers: admin.headers,
        })
      ).json<{ data: AuditEvent[] }>().data;

    /** Sends the link through the outbox and reads its key from the e-mail that arrived. */
    async function sentKey(callerId: string): Promise<string> {
      const sent = await sendLink(cara, callerId);
      expect(sent.statusCode, sent.body).toBe(202);
      await app.delivery.worker.drain();
      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual([aCaller.email]);
      const key = /\/handover\?key=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      expect(key).toBeDefined();
      return key ?? '';
    }

    it('e-mails a single-use link through the outbox, keeping only its hash', async () => {
      const { caller, form } = await startCaller();
      const sent = await sendLink(cara, caller.id);
      expect(sent.statusCode, sent.body).toBe(202);
      const before = await app.db
        .selectFrom('handover_link')
        .selectAll()
        .where('council_held_user_id', '=', caller.id)
        .executeTakeFirstOrThrow();
      // Nothing to steal while the message waits in the outbox.
      expect(before.token_hash).toBeNull();
      await app.delivery.worker.drain();
      const [mail] = await smtp.waitFor(1);
      expect(mail?.subject).toBe('Carry on with your self-assessment online');
      expect(mail?.text).not.toContain('Winifred');
      const key = /\/handover\?key=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(key.length).toBeGreaterThan(40);
      const after = await app.db
        .selectFrom('handover_link')
        .selectAll()
        .where('council_held_user_id', '=', caller.id)
        .executeTakeFirstOrThrow();
      expect(after.token_hash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(Date.parse(after.expires_at ?? '') - clock.getTime()).toBe(7 * dayMs);
      const jobs = await app.db
        .selectFrom('delivery_job')
        .selectAll()
        .where('form_id', '=', form.id)
        .execute();
      expect(JSON.stringify([after, jobs])).not.toContain(key);
      expect(jobs.map((job) => job.status)).toEqual(['done']);
      const audit = await auditOf(form.id);
      expect(audit.map((event) => [event.action, event.actorId, event.detail])).toContainEqual([
        'caller.handover',
        cara.userId,
        `for council-held resident ${caller.id}; channel phone; link by email`,
      ]);
    });

    it('works once: the resident sets up an account, the assessment moves to it and staff access ends', async () => {
      const { caller, form } = await startCaller();
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: cara.headers,
        payload: { version: form.version, dirtyFields: { personalHygiene: completeHygiene } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // A colleague has it open too: both lose it.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/internal/v1/staff/callers/${caller.id}/acting-for`,
            headers: colleague.headers,
          })
        ).statusCode,
      ).toBe(200);
      const key = await sentKey(caller.id);
      const checked = await check(key);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toEqual({ data: { formTypeCode: 'CSA' } });

      const email = `winifred.${count}@resident.example`;
      const used = await useLink(key, email);
      expect(used.statusCode, used.body).toBe(201);
      const { token, user, formId } = used.json<{
        data: { token: string; user: { id: string }; formId: string };
      }>().data;
      expect(formId).toBe(form.id);
      const own = await app.inject({
        method: 'GET',
        url: `/internal/v1/form/${form.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<{ data: Assessment }>().data.dirtyFields).toContain('personalHygiene');

      for (const session of [cara, colleague]) {
        const read = await app.inject({
          method: 'GET',
          url: `/internal/v1/form/${form.id}`,
          headers: session.headers,
        });
        expect(read.statusCode).toBe(404);
        const takeOver = await app.inject({
          method: 'POST',
          url: `/internal/v1/staff/callers/${caller.id}/acting-for`,
          headers: session.headers,
        });
        expect(takeOver.statusCode).toBe(404);
        const actingFor = await app.inject({
          method: 'GET',
          url: '/internal/v1/staff/acting-for',
          headers: session.headers,
        });
        expect(actingFor.json()).toEqual({ data: null });
      }
      expect((await sendLink(cara, caller.id)).statusCode).toBe(404);

      const again = await useLink(key, `again.${count}@resident.example`);
      expect(again.statusCode).toBe(400);
      expect(again.json<{ errors: { code?: string }[] }>().errors[0]?.code).toBe('LINK_EXPIRED');
      expect((await check(key)).statusCode).toBe(400);

      // The service's own confirmation e-mail reaches the new address.
      const mails = await smtp.waitFor(2);
      expect(mails.map((mail) => mail.to[0])).toContain(email);

      const audit = await auditOf(form.id);
      const handedOver = audit.find((event) => event.action === 'caller.handed-over');
      expect(handedOver).toMatchObject({
        actorId: user.id,
        detail: `for council-held resident ${caller.id}; link by email`,
      });
      expect(JSON.stringify(audit)).not.toContain('Winifred');
    });

    it('expires 7 days after it was sent', async () => {
      const { caller } = await startCaller();
      const key = await sentKey(caller.id);
      clock = new Date(clock.getTime() + 7 * dayMs - 60_000);
      expect((await check(key)).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 2 * 60_000);
      const late = await check(key);
      expect(late.statusCode).toBe(400);
      expect(late.json<{ message: string }>().message).toContain(
        'expired or has already been used',
      );
      expect((await useLink(key)).statusCode).toBe(400);
      const still = await app.db
        .selectFrom('council_held_resident')
        .select('handed_over_at')
        .where('user_id', '=', caller.id)
        .executeTakeFirstOrThrow();
      expect(still.handed_over_at).toBeNull();
    });

    it('is sent only by staff of the record’s team: another team 404, residents and agents 403', async () => {
      const { caller } = await startCaller();
      expect((await sendLink(carers, caller.id)).statusCode).toBe(404);
      expect((await sendLink(resident, caller.id)).statusCode).toBe(403);
      expect((await sendLink(agent, caller.id)).statusCode).toBe(403);
      expect((await sendLink(admin, caller.id)).statusCode).toBe(403);
      const links = await app.db
        .selectFrom('handover_link')
        .select('id')
        .where('council_held_user_id', '=', caller.id)
        .execute();
      expect(links).toEqual([]);
    });

    it('needs the contact the channel uses: an e-mail address, or a mobile and a provider that sends texts', async () => {
      const { caller } = await startCaller({ ...aCaller, email: '' });
      const byEmail = await sendLink(cara, caller.id, 'email');
      expect(byEmail.statusCode).toBe(400);
      // The SMTP provider sends no texts.
      const byText = await sendLink(cara, caller.id, 'text');
      expect(byText.statusCode).toBe(400);
      expect((await sendLink(cara, caller.id, 'letter')).statusCode).toBe(400);
    });

    it('locks out a client after five keys that do not work, as other code entry does', async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await check(`${'x'.repeat(42)}${attempt}`)).statusCode).toBe(400);
      }
      // The fifth locks the client out.
      expect((await check('y'.repeat(43))).statusCode).toBe(429);
      const { caller } = await startCaller();
      const key = await sentKey(caller.id);
      // Even a key that works is refused until the lock ends.
      expect((await check(key)).statusCode).toBe(429);
      expect((await useLink(key)).statusCode).toBe(429);
      await app.db.deleteFrom('attempt_counter').where('key', 'like', 'handover:%').execute();
      expect((await check(key)).statusCode).toBe(200);
    });
  },
);
