import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { buildTestApp, databaseEnvironmentOf, testDatabases } from '../testing/index.ts';
import { messageSent, signUpForTest, strongPassword, timeSignUp } from './account-test-helpers.ts';
import { hashSecret } from './passwords/hash-secret.ts';
import { signUpAnswerFloorMs } from './signup-route.ts';
import type * as HashSecretModule from './passwords/hash-secret.ts';

// The password hashes a sign-up makes, counted: the hashing itself goes on as before.
vi.mock('./passwords/hash-secret.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof HashSecretModule>();
  return { ...actual, hashSecret: vi.fn(actual.hashSecret) };
});

const [database] = await testDatabases();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.runIf(database)('probing sign-up for registered addresses', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database!,
      { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
      undefined,
      { signUpAnswerFloorMs },
    ));
  });
  afterAll(async () => close?.());

  const signUp = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Prober', email, password: strongPassword, postcode: 'SE15 4AB' },
    });

  it('tells the owner of a registered address that someone tried to sign up with it', async () => {
    const { email } = await signUpForTest(app);
    const refused = await signUp(email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.',
    );
    await messageSent(app, email, 'signup-attempt');
    const outbox = app.devOutbox?.outbox() ?? [];
    const warning = outbox.find(
      (message) => message.recipient === email && message.template === 'signup-attempt',
    );
    expect(warning?.body).toContain('tried to create an account with this email address');
    expect(warning?.body).toContain('\n\nhttp://localhost:3000/login\n\n');
  });

  it('limits attempts per target address, whoever sends them', async () => {
    const { email } = await signUpForTest(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await signUp(email)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([409, 409, 409, 409]);
    expect(statuses.at(-1)).toBe(429);
    // Another registered address is counted on its own.
    const other = await signUpForTest(app);
    expect((await signUp(other.email)).statusCode).toBe(409);
  });

  it('answers no sooner than the floor (400 ms), whether it makes an account or refuses', async () => {
    expect(signUpAnswerFloorMs).toBe(400);
    const timed = async (payload: Record<string, string>) => {
      const start = performance.now();
      const response = await app.inject({ method: 'POST', url: '/auth/signup', payload });
      return { status: response.statusCode, ms: performance.now() - start };
    };
    const fields = { name: 'Prober', postcode: 'SE15 4AB' };
    const created = await timed({
      ...fields,
      email: `quick.${Date.now()}@example.test`,
      password: strongPassword,
    });
    // A common password is refused before any hashing or database work.
    const common = await timed({ ...fields, email: 'common@example.test', password: 'password1' });
    expect(created.status).toBe(201);
    expect(common.status).toBe(400);
    // Date.now() counts whole milliseconds: allow one.
    expect(created.ms).toBeGreaterThanOrEqual(399);
    expect(common.ms).toBeGreaterThanOrEqual(399);
  });

  it('hashes the password once for a registered address, as for a new account', async () => {
    // The hash is most of the work: the same count keeps the two answers' times alike even
    // when the machine is too busy for the 400 ms floor to cover them.
    const { email } = await signUpForTest(app);
    vi.mocked(hashSecret).mockClear();
    expect((await signUp(email)).statusCode).toBe(409);
    expect(hashSecret).toHaveBeenCalledTimes(1);
    vi.mocked(hashSecret).mockClear();
    expect((await signUp(`once.${Date.now()}@example.test`)).statusCode).toBe(201);
    expect(hashSecret).toHaveBeenCalledTimes(1);
  });

  it('takes as long to answer "already registered" as to make a new account', async () => {
    const taken: number[] = [];
    const created: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { email } = await signUpForTest(app);
      let start = performance.now();
      await signUp(email);
      taken.push(performance.now() - start);
      start = performance.now();
      expect((await signUp(`fresh.${round}.${Date.now()}@example.test`)).statusCode).toBe(201);
      created.push(performance.now() - start);
    }
    const ratio = median(created) / median(taken);
    expect(ratio, `created ${median(created)} ms, taken ${median(taken)} ms`).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  }, 60_000);
});

describe.runIf(database)('the sign-up floor of an app built as the service builds it', () => {
  it('answers no sooner than 400 ms when no one chose another floor', async () => {
    const handle = await database!.open();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...databaseEnvironmentOf(handle),
      }),
    });
    try {
      const { statusCode, ms } = await timeSignUp(app, 'floor@example.test');
      expect(statusCode).toBe(201);
      // Date.now() counts whole milliseconds: allow one.
      expect(ms).toBeGreaterThanOrEqual(399);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
