import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, strongPassword, testEnvironment } from './account-test-helpers.ts';

const databases = await testDatabases();

// Four failures, a success, four more: locked only if the success left the first four counted.
describe.each(databases)('a successful sign-in clears the failure count on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, testEnvironment));
  });
  afterAll(async () => close?.());

  async function statuses(count: number, payload: Record<string, string>, url: string) {
    const seen: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      seen.push((await app.inject({ method: 'POST', url, payload })).statusCode);
    }
    return seen;
  }

  it('after the right password', async () => {
    const { email } = await signUpForTest(app);
    const wrong = { email, password: 'not the password at all' };
    expect(await statuses(4, wrong, '/auth/login')).toEqual([401, 401, 401, 401]);
    expect(await statuses(1, { email, password: strongPassword }, '/auth/login')).toEqual([200]);
    expect(await statuses(4, wrong, '/auth/login')).toEqual([401, 401, 401, 401]);
    expect(await statuses(1, wrong, '/auth/login')).toEqual([429]);
  });

  it('after the right PIN', async () => {
    const owner = await signUpForTest(app);
    const made = await app.inject({
      method: 'POST',
      url: '/internal/v1/agentLogin',
      headers: owner.headers,
    });
    const { token: pin } = made.json<{ data: { token: string } }>().data;
    const wrong = { email: owner.email, pin: pin === '00000000' ? '11111111' : '00000000' };
    expect(await statuses(4, wrong, '/auth/login/agent')).toEqual([401, 401, 401, 401]);
    expect(await statuses(1, { email: owner.email, pin }, '/auth/login/agent')).toEqual([200]);
    expect(await statuses(4, wrong, '/auth/login/agent')).toEqual([401, 401, 401, 401]);
    expect(await statuses(1, wrong, '/auth/login/agent')).toEqual([429]);
  });
});
