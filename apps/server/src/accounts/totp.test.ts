import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';
import { matchingTimeStep, newTotpSecret, spendTotpCode } from './totp.ts';

const databases = await testDatabases();

/** What an authenticator app would show at `at`. */
function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

function newSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

// The middle of a 30-second step, so a step either side is exactly 30 seconds away.
const now = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
const stepOfNow = Math.floor(now.getTime() / 30_000);
const secondsLater = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('TOTP codes', () => {
  it('names the council and the account in the otpauth URL the QR code holds', async () => {
    const enrolment = await newTotpSecret({
      issuer: 'Test Borough',
      label: 'ada@example.test',
    });
    expect(enrolment.otpauthUrl).toBe(
      `otpauth://totp/Test%20Borough:ada%40example.test?issuer=Test%20Borough&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('gives the time step the code was made for, one either side of now at most', () => {
    const secret = newSecret();
    expect(matchingTimeStep(secret, codeAt(secret, now), now)).toBe(stepOfNow);
    expect(matchingTimeStep(secret, codeAt(secret, secondsLater(-30)), now)).toBe(stepOfNow - 1);
    expect(matchingTimeStep(secret, codeAt(secret, secondsLater(30)), now)).toBe(stepOfNow + 1);
    expect(matchingTimeStep(secret, codeAt(secret, secondsLater(-60)), now)).toBeNull();
  });
});

describe.each(databases)('spending a TOTP code on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  async function accountWithSecret(enabledAt: string | null) {
    const { userId } = await signUpForTest(app);
    const secret = newSecret();
    await app.db
      .updateTable('app_user')
      .set({ totp_secret: secret, totp_enabled_at: enabledAt })
      .where('id', '=', userId)
      .execute();
    return { userId, secret };
  }

  it('takes a code for a secret not yet turned on only for the enrolment confirmation', async () => {
    const { userId, secret } = await accountWithSecret(null);
    const code = codeAt(secret, now);
    expect(await spendTotpCode(app.db, { userId, code, now })).toBe(false);
    expect(await spendTotpCode(app.db, { userId, code, now, requireEnabled: true })).toBe(false);
    expect(await spendTotpCode(app.db, { userId, code, now, requireEnabled: false })).toBe(true);
  });

  it('refuses a code for an account without a secret, or no account', async () => {
    const { userId } = await signUpForTest(app);
    const secret = newSecret();
    const code = codeAt(secret, now);
    expect(await spendTotpCode(app.db, { userId, code, now, requireEnabled: false })).toBe(false);
    expect(
      await spendTotpCode(app.db, { userId: 'no-such-user', code, now, requireEnabled: false }),
    ).toBe(false);
  });

  it('after a code of the step before, takes the current step, and never an older one', async () => {
    const { userId, secret } = await accountWithSecret(now.toISOString());
    const early = codeAt(secret, secondsLater(-30));
    expect(await spendTotpCode(app.db, { userId, code: early, now })).toBe(true);
    const row = await app.db
      .selectFrom('app_user')
      .select('totp_last_step')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.totp_last_step)).toBe(stepOfNow - 1);
    expect(await spendTotpCode(app.db, { userId, code: early, now })).toBe(false);
    expect(await spendTotpCode(app.db, { userId, code: codeAt(secret, now), now })).toBe(true);
  });
});
