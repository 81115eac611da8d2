import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import {
  emailedEnrolmentCode,
  signUpForTest,
  strongPassword,
} from '../accounts/account-test-helpers.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

/** What an authenticator app would show at `at`. */
function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

type Answer = { data: { token?: string; mfaRequired?: boolean; challenge?: string } };

/**
 * Staff sessions made by the real sign-in calls, not written to the database: a password alone
 * never reaches a staff or admin call, a password and an authenticator code do, and setting up
 * two-step in one session leaves the account's other password-only sessions as they were.
 * Each account sets up its authenticator before it is given a council role, as a new member of
 * staff does before an administrator adds them.
 */
describe.each(databases)('staff sign-in through the sign-in calls on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // On a step boundary, so "30 seconds later" is always the authenticator's next code.
  let clock = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' },
      undefined,
      { now: () => clock },
    ));
  });
  afterAll(async () => close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const inbox = (token: string) =>
    app.inject({ url: '/internal/v1/staff/submissions', headers: bearer(token) });
  const staffList = (token: string) =>
    app.inject({ url: '/internal/v1/admin/staff', headers: bearer(token) });

  async function signInWithPassword(email: string): Promise<Answer['data']> {
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Answer>().data;
  }

  async function grantRoles(userId: string, roles: string[]): Promise<void> {
    await app.db
      .updateTable('app_user')
      .set({ role_names: JSON.stringify(roles) })
      .where('id', '=', userId)
      .execute();
  }

  /** Sets up the authenticator in `token`'s session; its secret. */
  async function enrol(token: string): Promise<string> {
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: bearer(token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, isEmailCodeRequired } = started.json<{
      data: { secret: string; isEmailCodeRequired: boolean };
    }>().data;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: bearer(token),
      payload: {
        code: codeAt(secret, clock),
        ...(isEmailCodeRequired
          ? { emailCode: await emailedEnrolmentCode(app, bearer(token)) }
          : {}),
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return secret;
  }

  function expectSecondFactorRequired(answer: Awaited<ReturnType<typeof inbox>>) {
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
  }

  it('refuses staff and admin calls to a session signed in with a password alone', async () => {
    const member = await signUpForTest(app);
    await grantRoles(member.userId, ['customer-services', 'admin']);
    const signedIn = await signInWithPassword(member.email);
    expect(signedIn.token).toEqual(expect.any(String));
    expectSecondFactorRequired(await inbox(signedIn.token ?? ''));
    expectSecondFactorRequired(await staffList(signedIn.token ?? ''));
  });

  it('gives no session for a password alone once two-step is on, and lets password then code in', async () => {
    const member = await signUpForTest(app);
    const secret = await enrol(member.token);
    await grantRoles(member.userId, ['carers-centre', 'admin']);

    const firstStep = await signInWithPassword(member.email);
    expect(firstStep).toEqual({ mfaRequired: true, challenge: expect.any(String) });

    clock = new Date(clock.getTime() + 30_000);
    const secondStep = await app.inject({
      method: 'POST',
      url: '/auth/login/totp',
      payload: { challenge: firstStep.challenge, code: codeAt(secret, clock) },
    });
    expect(secondStep.statusCode, secondStep.body).toBe(200);
    const { token } = secondStep.json<{ data: { token: string } }>().data;
    expect((await inbox(token)).statusCode).toBe(200);
    expect((await staffList(token)).statusCode).toBe(200);
  });

  it('lets only the session that confirmed two-step in, not an older password-only one', async () => {
    const member = await signUpForTest(app);
    const older = await signInWithPassword(member.email);
    expect(older.token).toEqual(expect.any(String));

    await enrol(member.token);
    await grantRoles(member.userId, ['customer-services']);

    expect((await inbox(member.token)).statusCode).toBe(200);
    expectSecondFactorRequired(await inbox(older.token ?? ''));
  });
});
