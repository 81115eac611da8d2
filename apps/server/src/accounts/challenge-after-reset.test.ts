import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import {
  latestMessageTo,
  linkKey,
  messageSent,
  signUpForTest,
  strongPassword,
  testEnvironment,
} from './account-test-helpers.ts';
import { revokeSignIns } from './revoke-sign-ins.ts';

const databases = await testDatabases();

function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** The password step's challenge is good for one code for five minutes; a new password must
 * end it, or whoever passed the old password finishes signing in after the reset. */
describe.each(databases)('a pending two-step challenge and a new password on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment, undefined, {
      now: () => clock,
    }));
  });
  afterAll(async () => close());

  /** A resident who proved their mailbox and turned two-step verification on. */
  async function residentWithTwoStep() {
    const resident = await signUpForTest(app);
    await app.db
      .updateTable('app_user')
      .set({ is_email_verified: 1 })
      .where('id', '=', resident.userId)
      .execute();
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
    });
    const { secret } = started.json().data as { secret: string };
    const verified = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: resident.headers,
      payload: { code: codeAt(secret, clock) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...resident, secret };
  }

  async function challengeFor(email: string): Promise<string> {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: strongPassword },
    });
    return (login.json().data as { challenge: string }).challenge;
  }

  it('refuses the code for a challenge issued before the password was reset', async () => {
    const resident = await residentWithTwoStep();
    const challenge = await challengeFor(resident.email);

    await app.inject({ method: 'POST', url: '/auth/recover', payload: { email: resident.email } });
    await messageSent(app, resident.email, 'reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset',
      payload: { token: linkKey(latestMessageTo(app, resident.email)), password: 'a new pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // A confirmed account with no mobile: nothing else to say.
    expect(reset.json().data.message).toBe(
      'Your password has been changed. You can now sign in with it.',
    );

    clock = new Date(clock.getTime() + 30_000);
    const late = await app.inject({
      method: 'POST',
      url: '/auth/login/totp',
      payload: { challenge, code: codeAt(resident.secret, clock) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('timed out');
  });

  it('ends only the account’s own challenges', async () => {
    const resident = await residentWithTwoStep();
    const other = await residentWithTwoStep();
    const own = await challengeFor(resident.email);
    const others = await challengeFor(other.email);
    await app.db
      .transaction()
      .execute((transaction) => revokeSignIns(transaction, resident.userId));

    clock = new Date(clock.getTime() + 30_000);
    const ended = await app.inject({
      method: 'POST',
      url: '/auth/login/totp',
      payload: { challenge: own, code: codeAt(resident.secret, clock) },
    });
    expect(ended.statusCode).toBe(401);
    const kept = await app.inject({
      method: 'POST',
      url: '/auth/login/totp',
      payload: { challenge: others, code: codeAt(other.secret, clock) },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
