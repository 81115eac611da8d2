import { randomInt } from 'node:crypto';
import type * as nodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, testEnvironment } from './account-test-helpers.ts';

// The PIN's draw, made visible: every other use of randomInt goes on as before.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof nodeCrypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

const [database] = await testDatabases();

describe.runIf(database)('the digits of a trusted-person PIN', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database!, testEnvironment));
  });
  afterAll(async () => close?.());

  it('draws from all 100 million 8-digit PINs and keeps leading zeros, which still sign in', async () => {
    const owner = await signUpForTest(app);
    vi.mocked(randomInt).mockClear();
    vi.mocked(randomInt).mockImplementationOnce(() => 42);
    const made = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    expect(made.statusCode).toBe(201);
    expect(randomInt).toHaveBeenCalledWith(0, 100_000_000);
    expect(made.json().data.token).toBe('00000042');
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login/agent',
      payload: { email: owner.email, pin: '00000042' },
    });
    expect(login.statusCode).toBe(200);
  });
});
