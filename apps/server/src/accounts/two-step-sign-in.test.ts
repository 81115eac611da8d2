import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import {
  messageSent,
  signInWithPin,
  signUpConfirmedForTest,
  signUpForTest,
  smsCode,
  strongPassword,
  testEnvironment,
} from './account-test-helpers.ts';
import { findLoginChallenge, issueLoginChallenge, useLoginChallenge } from './login-challenges.ts';
import { setUpTwoStepMessage } from './require-role.ts';

const databases = await testDatabases();

const alreadyOn = 'Two-step verification is already on.';

/** What an authenticator app would show at `at`. */
function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** A code that is wrong for `secret` at `at`, and for the steps either side. */
function wrongCodeAt(secret: string, at: Date): string {
  const near = [-30_000, 0, 30_000].map((offset) =>
    codeAt(secret, new Date(at.getTime() + offset)),
  );
  let candidate = 0;
  while (near.includes(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

describe.each(databases)('two-step verification on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // Start on a step boundary, so "30 seconds later" is always the next step.
  let clock = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      { ...testEnvironment, RATE_LIMIT_PER_MINUTE: '100000', COUNCIL_NAME: 'Test Borough' },
      undefined,
      { now: () => clock },
    ));
  });
  afterAll(async () => close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
  const loginWithCode = (challenge: string, code: string) =>
    app.inject({ method: 'POST', url: '/auth/login/totp', payload: { challenge, code } });
  const inbox = (token: string) =>
    app.inject({ url: '/internal/v1/staff/submissions', headers: bearer(token) });

  async function makeStaff(roles: string[]) {
    // Staff enrolment e-mails a code to the sign-in address, which must be confirmed.
    const account = await signUpConfirmedForTest(app);
    await app.db
      .updateTable('app_user')
      .set({ role_names: JSON.stringify(roles) })
      .where('id', '=', account.userId)
      .execute();
    return account;
  }

  /** The enrolment code e-mailed to the account signed in with `token`. */
  async function emailedCode(token: string): Promise<string> {
    const profile = await app.inject({ url: '/internal/v1/userProfile', headers: bearer(token) });
    const email = (profile.json().data as { emailProfileEmail: string }).emailProfileEmail;
    return smsCode(await messageSent(app, email, 'totp-enrolment-code'));
  }

  async function enrol(token: string): Promise<string> {
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: bearer(token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret, isEmailCodeRequired } = started.json().data as {
      secret: string;
      isEmailCodeRequired: boolean;
    };
    const verified = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: bearer(token),
      payload: {
        code: codeAt(secret, clock),
        ...(isEmailCodeRequired ? { emailCode: await emailedCode(token) } : {}),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return secret;
  }

  it('enrols with a secret and otpauth URL, turns on only with a right code, and then lets this session into staff calls', async () => {
    const staff = await makeStaff(['carers-centre']);
    const before = await inbox(staff.token);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(setUpTwoStepMessage);

    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: staff.headers,
    });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = started.json().data as {
      secret: string;
      otpauthUrl: string;
      qrCodeDataUrl: string;
    };
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrCodeDataUrl.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Test Borough');
    expect(decodeURIComponent(url.pathname)).toContain(staff.email);

    const status = () =>
      app.inject({ url: '/internal/v1/userProfile/totp', headers: staff.headers });
    expect((await status()).json().data).toEqual({ isEnabled: false, isRequired: true });
    const emailCode = await emailedCode(staff.token);
    const wrong = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: staff.headers,
      payload: { code: wrongCodeAt(secret, clock), emailCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'code' });
    expect((await status()).json().data.isEnabled).toBe(false);

    const right = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: staff.headers,
      payload: { code: codeAt(secret, clock), emailCode },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toEqual({ isEnabled: true, isRequired: true });
    expect((await inbox(staff.token)).statusCode).toBe(200);
    // A second enrolment would replace a working secret: refused while it is on.
    const again = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alreadyOn);
    // Confirming again, even with the next right code, is refused the same way.
    const reconfirmed = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: staff.headers,
      payload: { code: codeAt(secret, new Date(clock.getTime() + 30_000)) },
    });
    expect(reconfirmed.statusCode).toBe(409);
    expect(reconfirmed.json().message).toBe(alreadyOn);
  });

  it('asks to start before a code is confirmed, and turning off what is off changes nothing', async () => {
    const resident = await makeStaff([]);
    const early = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: resident.headers,
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Start setting up two-step verification first.');

    const offAlready = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
      payload: { code: '123456' },
    });
    expect(offAlready.statusCode, offAlready.body).toBe(200);
    expect(offAlready.json().data).toEqual({ isEnabled: false, isRequired: false });
  });

  it('names the authenticator entry after the resident when the account has no e-mail sign-in', async () => {
    const resident = await signUpForTest(app, { name: 'Mary Seacole' });
    await app.db
      .updateTable('app_user')
      .set({ login_email: null })
      .where('id', '=', resident.userId)
      .execute();
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL((started.json().data as { otpauthUrl: string }).otpauthUrl);
    expect(decodeURIComponent(url.pathname)).toContain('Mary Seacole');
  });

  it('signs in in two steps; codes and challenges are single-use', async () => {
    const staff = await makeStaff(['customer-services']);
    const secret = await enrol(staff.token);

    const first = await login(staff.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { mfaRequired: true, challenge: expect.any(String) } });
    expect(first.body).not.toContain('token');
    const { challenge } = first.json().data as { challenge: string };

    // The code used to turn it on is spent: replaying it signs no one in.
    const replayed = await loginWithCode(challenge, codeAt(secret, clock));
    expect(replayed.statusCode).toBe(401);
    const wrongCode = 'The code is not correct. Enter the latest code from your authenticator app.';
    expect(replayed.json()).toMatchObject({
      message: wrongCode,
      errors: [{ error: wrongCode, field: 'code' }],
    });

    clock = new Date(clock.getTime() + 30_000);
    const signedIn = await loginWithCode(challenge, codeAt(secret, clock));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = signedIn.json().data as { token: string; user: { id: string } };
    expect(user.id).toBe(staff.userId);
    expect((await inbox(token)).statusCode).toBe(200);

    // The same code again, even with a fresh challenge, is refused; so is the used challenge.
    const fresh = (await login(staff.email)).json().data as { challenge: string };
    expect((await loginWithCode(fresh.challenge, codeAt(secret, clock))).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 30_000);
    expect((await loginWithCode(challenge, codeAt(secret, clock))).statusCode).toBe(401);
    expect((await loginWithCode(fresh.challenge, codeAt(secret, clock))).statusCode).toBe(200);

    // A challenge lasts five minutes.
    const stale = (await login(staff.email)).json().data as { challenge: string };
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect((await loginWithCode(stale.challenge, codeAt(secret, clock))).statusCode).toBe(401);
  });

  it('takes a challenge until the end of its five minutes and not at the end', async () => {
    const staff = await makeStaff(['customer-services']);
    const secret = await enrol(staff.token);
    const lastMoment = 5 * 60_000 - 1;

    const expiring = (await login(staff.email)).json().data as { challenge: string };
    clock = new Date(clock.getTime() + 5 * 60_000);
    const atTheEnd = await loginWithCode(expiring.challenge, codeAt(secret, clock));
    expect(atTheEnd.statusCode).toBe(401);
    expect(atTheEnd.json().message).toContain('timed out');

    const live = (await login(staff.email)).json().data as { challenge: string };
    clock = new Date(clock.getTime() + lastMoment);
    expect((await loginWithCode(live.challenge, codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('uses a challenge once when two requests found it live at the same moment', async () => {
    const staff = await makeStaff(['customer-services']);
    const challenge = await issueLoginChallenge(app.db, staff.userId, clock);
    const first = await findLoginChallenge(app.db, challenge, clock);
    const second = await findLoginChallenge(app.db, challenge, clock);
    expect(first?.userId).toBe(staff.userId);
    expect(await useLoginChallenge(app.db, first?.id ?? '', clock)).toBe(true);
    expect(await useLoginChallenge(app.db, second?.id ?? '', clock)).toBe(false);
    expect(await findLoginChallenge(app.db, challenge, clock)).toBeNull();
  });

  it('locks the account after five wrong codes, like five wrong passwords', async () => {
    const staff = await makeStaff(['carers-centre']);
    const secret = await enrol(staff.token);
    clock = new Date(clock.getTime() + 30_000);
    const { challenge } = (await login(staff.email)).json().data as { challenge: string };
    const wrong = wrongCodeAt(secret, clock);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await loginWithCode(challenge, wrong)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await loginWithCode(challenge, codeAt(secret, clock));
    expect(locked.statusCode).toBe(429);
    const row = await app.db
      .selectFrom('attempt_counter')
      .select('locked_until')
      .where('key', '=', `totp:${staff.userId}`)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until ?? '')).toBeGreaterThan(Date.now());
  });

  it('keeps it on for staff, lets a resident turn it off with a code, and gives agents nothing', async () => {
    const staff = await makeStaff(['admin']);
    const staffSecret = await enrol(staff.token);
    clock = new Date(clock.getTime() + 30_000);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/userProfile/totp',
      headers: staff.headers,
      payload: { code: codeAt(staffSecret, clock) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Council staff and administrator accounts must keep two-step verification on.',
    );

    const resident = await makeStaff([]);
    const secret = await enrol(resident.token);
    expect((await login(resident.email)).json().data.mfaRequired).toBe(true);
    clock = new Date(clock.getTime() + 30_000);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
      payload: { code: wrongCodeAt(secret, clock) },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
      payload: { code: codeAt(secret, clock) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ isEnabled: false, isRequired: false });
    const plain = await login(resident.email);
    expect(plain.json().data.token).toEqual(expect.any(String));

    const enrolAsAgent = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: await signInWithPin(app, resident),
    });
    expect(enrolAsAgent.statusCode).toBe(403);
  });
});
