import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import {
  isEnrolmentCodeLive,
  issueEnrolmentCode,
  useEnrolmentCode,
} from './enrolment-email-codes.ts';
import {
  messageSent,
  signUpConfirmedForTest,
  signUpForTest,
  smsCode,
  testEnvironment,
} from './account-test-helpers.ts';

const databases = await testDatabases();

const wrongEmailCode =
  'The code from the email is not correct or has expired. Start setting up two-step verification again to get a new one.';

function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * A staff role granted before its holder set up two-step verification: whoever has the
 * password must not be able to enrol their own authenticator (and so reach the inbox). For
 * accounts holding a council role, enrolment also needs a code e-mailed to the confirmed
 * sign-in address.
 */
describe.each(databases)(
  'setting up two-step verification on a staff account on $name',
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let clock = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);

    beforeAll(async () => {
      ({ app, close } = await buildTestApp(
        database,
        { ...testEnvironment, RATE_LIMIT_PER_MINUTE: '100000' },
        undefined,
        { now: () => clock },
      ));
    });
    afterAll(async () => close());

    async function staffMember(roles = ['carers-centre']) {
      const account = await signUpConfirmedForTest(app);
      await app.db
        .updateTable('app_user')
        .set({ role_names: JSON.stringify(roles) })
        .where('id', '=', account.userId)
        .execute();
      return account;
    }

    async function start(headers: { authorization: string }) {
      const started = await app.inject({
        method: 'POST',
        url: '/internal/v1/userProfile/totp',
        headers,
      });
      return started;
    }

    const confirm = (headers: { authorization: string }, payload: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/internal/v1/userProfile/totp/verify', headers, payload });
    const inbox = (headers: { authorization: string }) =>
      app.inject({ url: '/internal/v1/staff/submissions', headers });
    const status = async (headers: { authorization: string }) =>
      (await app.inject({ url: '/internal/v1/userProfile/totp', headers })).json().data as {
        isEnabled: boolean;
      };
    const nextStep = () => {
      clock = new Date(clock.getTime() + 30_000);
      return clock;
    };

    it('refuses the authenticator code alone, or with a wrong e-mailed code, and turns on with the right one', async () => {
      const staff = await staffMember();
      const started = await start(staff.headers);
      expect(started.statusCode, started.body).toBe(200);
      const { secret, isEmailCodeRequired } = started.json().data as {
        secret: string;
        isEmailCodeRequired: boolean;
      };
      expect(isEmailCodeRequired).toBe(true);
      const mail = await messageSent(app, staff.email, 'totp-enrolment-code');
      expect(mail.channel).toBe('email');
      const emailCode = smsCode(mail);

      const alone = await confirm(staff.headers, { code: codeAt(secret, clock) });
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toMatchObject({
        message: wrongEmailCode,
        errors: [{ error: wrongEmailCode, field: 'emailCode' }],
      });
      const wrong = emailCode === '000000' ? '111111' : '000000';
      const wrongOne = await confirm(staff.headers, {
        code: codeAt(secret, nextStep()),
        emailCode: wrong,
      });
      expect(wrongOne.statusCode).toBe(400);
      expect(wrongOne.json().errors[0].field).toBe('emailCode');
      expect((await status(staff.headers)).isEnabled).toBe(false);
      expect((await inbox(staff.headers)).statusCode).toBe(403);

      const right = await confirm(staff.headers, { code: codeAt(secret, nextStep()), emailCode });
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().data).toEqual({ isEnabled: true, isRequired: true });
      expect((await inbox(staff.headers)).statusCode).toBe(200);
    });

    it('keeps the e-mailed code when the authenticator code is wrong, and uses it once', async () => {
      const staff = await staffMember(['admin']);
      const { secret } = (await start(staff.headers)).json().data as { secret: string };
      const emailCode = smsCode(await messageSent(app, staff.email, 'totp-enrolment-code'));
      const wrongTotp = codeAt(secret, new Date(clock.getTime() + 10 * 60_000));
      const typo = await confirm(staff.headers, { code: wrongTotp, emailCode });
      expect(typo.statusCode).toBe(400);
      expect(typo.json().errors[0].field).toBe('code');
      const right = await confirm(staff.headers, { code: codeAt(secret, nextStep()), emailCode });
      expect(right.statusCode, right.body).toBe(200);
      const row = await app.db
        .selectFrom('account_token')
        .select(['used_at', 'email'])
        .where('user_id', '=', staff.userId)
        .where('purpose', '=', 'enrol-totp')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ used_at: expect.any(String), email: staff.email });
    });

    it('takes only the latest code e-mailed to this account, for ten minutes', async () => {
      const staff = await staffMember();
      const other = await staffMember();
      await start(other.headers);
      const othersCode = smsCode(await messageSent(app, other.email, 'totp-enrolment-code'));
      await start(staff.headers);
      const firstCode = smsCode(await messageSent(app, staff.email, 'totp-enrolment-code'));
      const { secret } = (await start(staff.headers)).json().data as { secret: string };
      const outbox = app.devOutbox?.outbox() ?? [];
      const latest = outbox.find(
        (message) =>
          message.recipient === staff.email && message.template === 'totp-enrolment-code',
      );
      const latestCode = latest ? smsCode(latest) : '';
      for (const stale of [othersCode, firstCode].filter((code) => code !== latestCode)) {
        const refused = await confirm(staff.headers, {
          code: codeAt(secret, nextStep()),
          emailCode: stale,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors[0].field).toBe('emailCode');
      }
      const rows = await app.db
        .selectFrom('account_token')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', staff.userId)
        .where('purpose', '=', 'enrol-totp')
        .execute();
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(
        10 * 60_000,
      );
      const right = await confirm(staff.headers, {
        code: codeAt(secret, nextStep()),
        emailCode: latestCode,
      });
      expect(right.statusCode, right.body).toBe(200);
    });

    it('counts wrong e-mailed codes towards the lockout of five, like wrong authenticator codes', async () => {
      const staff = await staffMember();
      const { secret } = (await start(staff.headers)).json().data as { secret: string };
      const emailCode = smsCode(await messageSent(app, staff.email, 'totp-enrolment-code'));
      const wrong = emailCode === '000000' ? '111111' : '000000';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await confirm(staff.headers, {
          code: codeAt(secret, nextStep()),
          emailCode: wrong,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const locked = await confirm(staff.headers, { code: codeAt(secret, nextStep()), emailCode });
      expect(locked.statusCode).toBe(429);
      expect((await status(staff.headers)).isEnabled).toBe(false);
    });

    it('sends no code to a sign-in address nobody has confirmed, and says to confirm it first', async () => {
      const account = await signUpForTest(app);
      await app.db
        .updateTable('app_user')
        .set({ role_names: JSON.stringify(['customer-services']) })
        .where('id', '=', account.userId)
        .execute();
      const started = await start(account.headers);
      expect(started.statusCode).toBe(403);
      const refusal =
        'Confirm your email address before setting up two-step verification: council staff accounts need a code sent to it.';
      expect(started.json()).toMatchObject({
        message: refusal,
        errors: [{ error: refusal, code: 'EMAIL_NOT_CONFIRMED' }],
      });
      const sent = app.devOutbox
        ?.outbox()
        .filter((message) => message.template === 'totp-enrolment-code')
        .map((message) => message.recipient);
      expect(sent).not.toContain(account.email);
    });

    it('takes a code only for its account and address, live, and once', async () => {
      const staff = await staffMember();
      const other = await staffMember();
      const code = await issueEnrolmentCode(app.db, { userId: staff.userId, email: staff.email });
      const live = (options: { userId?: string; email?: string; code?: string } = {}) =>
        isEnrolmentCodeLive(app.db, {
          userId: options.userId ?? staff.userId,
          email: options.email ?? staff.email,
          code: options.code ?? code,
        });
      expect(await live()).toBe(true);
      expect(await live({ userId: other.userId })).toBe(false);
      expect(await live({ email: other.email })).toBe(false);
      expect(await live({ code: code === '000000' ? '111111' : '000000' })).toBe(false);
      await app.db
        .updateTable('account_token')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', staff.userId)
        .execute();
      expect(await live()).toBe(false);
      expect(await useEnrolmentCode(app.db, { userId: staff.userId, code })).toBe(false);

      const again = await issueEnrolmentCode(app.db, { userId: staff.userId, email: staff.email });
      expect(await useEnrolmentCode(app.db, { userId: other.userId, code: again })).toBe(false);
      expect(await useEnrolmentCode(app.db, { userId: staff.userId, code: again })).toBe(true);
      expect(await live({ code: again })).toBe(false);
      expect(await useEnrolmentCode(app.db, { userId: staff.userId, code: again })).toBe(false);
    });

    it('refuses a code sent to an address the account no longer signs in with', async () => {
      const staff = await staffMember();
      const { secret } = (await start(staff.headers)).json().data as { secret: string };
      const emailCode = smsCode(await messageSent(app, staff.email, 'totp-enrolment-code'));
      await app.db
        .updateTable('app_user')
        .set({ login_email: `moved-${staff.email}` })
        .where('id', '=', staff.userId)
        .execute();
      const moved = await confirm(staff.headers, { code: codeAt(secret, nextStep()), emailCode });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors[0].field).toBe('emailCode');
      // An account signing in by mobile alone has no address to send a code to.
      await app.db
        .updateTable('app_user')
        .set({ login_email: null })
        .where('id', '=', staff.userId)
        .execute();
      expect((await start(staff.headers)).statusCode).toBe(403);
    });

    it('publishes the e-mailed code in the API document', async () => {
      const document = (await app.inject('/openapi.json')).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const text = (path: string, method: string) => JSON.stringify(document.paths[path]?.[method]);
      expect(text('/internal/v1/userProfile/totp/verify', 'post')).toContain('"emailCode"');
      expect(text('/internal/v1/userProfile/totp', 'post')).toContain('"isEmailCodeRequired"');
      expect(text('/auth/verify-email', 'get')).toContain('"notice"');
      expect(text('/internal/v1/admin/staff/{userId}/totp', 'delete')).toContain('"userId"');
    });

    it('asks residents for the authenticator code only', async () => {
      const resident = await signUpForTest(app);
      const started = await start(resident.headers);
      const { secret, isEmailCodeRequired } = started.json().data as {
        secret: string;
        isEmailCodeRequired: boolean;
      };
      expect(isEmailCodeRequired).toBe(false);
      const on = await confirm(resident.headers, { code: codeAt(secret, nextStep()) });
      expect(on.statusCode, on.body).toBe(200);
      const sent = app.devOutbox
        ?.outbox()
        .filter((message) => message.template === 'totp-enrolment-code')
        .map((message) => message.recipient);
      expect(sent).not.toContain(resident.email);
    });
  },
);
