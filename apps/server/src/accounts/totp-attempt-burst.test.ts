import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import {
  emailedEnrolmentCode,
  signUpConfirmedForTest,
  strongPassword,
  testEnvironment,
} from './account-test-helpers.ts';
import { attemptLimiter, isLockout } from './attempt-limiter.ts';

const databases = await testDatabases();

/** How many wrong codes arrive at once: far more than the database has connections. */
const burst = 200;

function codeAt(secret: string, at: Date): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/** A code that is wrong at `at` and for the steps either side. */
function wrongCodeAt(secret: string, at: Date): string {
  const near = [-30_000, 0, 30_000].map((offset) =>
    codeAt(secret, new Date(at.getTime() + offset)),
  );
  let candidate = 0;
  while (near.includes(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

/**
 * Five codes are checked per account in 15 minutes, however many arrive at once: the attempt is
 * counted, against the limit, in the same statement that decides whether it may be checked.
 */
describe.each(databases)('two-step codes tried all at once on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let keyCounter = 0;
  const newKey = () => `totp:burst-${(keyCounter += 1)}-${Date.now()}`;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
  });
  afterAll(async () => close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function outcomeOf(work: Promise<{ remaining: number }>): Promise<number | 'locked'> {
    try {
      return (await work).remaining;
    } catch (error) {
      if (isLockout(error)) return 'locked';
      throw error;
    }
  }

  it('gives five attempts to a burst of 200, one at a time as counted', async () => {
    const limiter = attemptLimiter(app.db);
    const key = newKey();
    const outcomes = await Promise.all(
      Array.from({ length: burst }, () => outcomeOf(limiter.takeAttempt(key))),
    );
    const taken = outcomes.filter((outcome) => outcome !== 'locked');
    expect(taken.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(burst - 5);
  });

  it('locks for 15 minutes from the fifth attempt, then gives five again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00.000Z') });
    const limiter = attemptLimiter(app.db);
    const key = newKey();
    for (const remaining of [4, 3, 2])
      expect(await outcomeOf(limiter.takeAttempt(key))).toBe(remaining);
    // Ten minutes on, still in the window: the count goes on.
    vi.setSystemTime(new Date('2026-03-02T10:10:00.000Z'));
    for (const remaining of [1, 0])
      expect(await outcomeOf(limiter.takeAttempt(key))).toBe(remaining);
    expect(await outcomeOf(limiter.takeAttempt(key))).toBe('locked');
    // The lock runs from the fifth attempt, past the end of the window it was counted in.
    vi.setSystemTime(new Date('2026-03-02T10:24:59.000Z'));
    expect(await outcomeOf(limiter.takeAttempt(key))).toBe('locked');
    vi.setSystemTime(new Date('2026-03-02T10:25:01.000Z'));
    expect(await outcomeOf(limiter.takeAttempt(key))).toBe(4);
    // A window that has passed starts a new count.
    vi.setSystemTime(new Date('2026-03-02T10:40:02.000Z'));
    expect(await outcomeOf(limiter.takeAttempt(key))).toBe(4);
  });

  it('locks at once under a policy of one attempt', async () => {
    const limiter = attemptLimiter(app.db);
    const key = newKey();
    const once = { maxFailures: 1, windowMinutes: 15, lockMinutes: 15 };
    expect(await outcomeOf(limiter.takeAttempt(key, once))).toBe(0);
    expect(await outcomeOf(limiter.takeAttempt(key, once))).toBe('locked');
  });

  it('checks at most five of 200 wrong codes sent at once to the sign-in', async () => {
    const staff = await signUpConfirmedForTest(app);
    await app.db
      .updateTable('app_user')
      .set({ role_names: JSON.stringify(['carers-centre']) })
      .where('id', '=', staff.userId)
      .execute();
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: staff.headers,
    });
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const enrolled = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: staff.headers,
      payload: {
        code: codeAt(secret, new Date()),
        emailCode: await emailedEnrolmentCode(app, staff.headers),
      },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: staff.email, password: strongPassword },
    });
    const { challenge } = login.json<{ data: { challenge: string } }>().data;

    const wrong = wrongCodeAt(secret, new Date());
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        app.inject({
          method: 'POST',
          url: '/auth/login/totp',
          payload: { challenge, code: wrong },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Four checked and wrong; the fifth checked and wrong locks (429), as do all the rest.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - 4);
    // Locked: even the right code is not checked now.
    const right = await app.inject({
      method: 'POST',
      url: '/auth/login/totp',
      payload: { challenge, code: codeAt(secret, new Date()) },
    });
    expect(right.statusCode).toBe(429);
  });
  it('checks at most five of 200 wrong codes sent at once to turn two-step off', async () => {
    const resident = await signUpConfirmedForTest(app);
    const started = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
    });
    const { secret } = started.json<{ data: { secret: string } }>().data;
    const enrolled = await app.inject({
      method: 'POST',
      url: '/internal/v1/userProfile/totp/verify',
      headers: resident.headers,
      payload: { code: codeAt(secret, new Date()) },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    const wrong = wrongCodeAt(secret, new Date());
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        app.inject({
          method: 'DELETE',
          url: '/internal/v1/userProfile/totp',
          headers: resident.headers,
          payload: { code: wrong },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Four checked and wrong (400); the fifth checked and wrong locks (429), as do the rest.
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - 4);
    const stillOn = await app.inject({
      method: 'GET',
      url: '/internal/v1/userProfile/totp',
      headers: resident.headers,
    });
    expect(stillOn.json<{ data: { isEnabled: boolean } }>().data.isEnabled).toBe(true);
  });
});
