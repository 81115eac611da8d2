import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

describe('the save-and-return reminder setting', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    // Building the app takes long on a loaded machine.
  }, 60_000);
  afterAll(async () => close());

  const url = '/internal/v1/userProfile/reminders';

  it('is on for a new account, and turned off and on again as the resident chooses', async () => {
    const owner = await signUpForTest(app);
    const read = async () => {
      const response = await app.inject({ url, headers: owner.headers });
      expect(response.statusCode).toBe(200);
      // The setting is the resident's own: no shared cache may keep it.
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json().data as unknown;
    };
    expect(await read()).toEqual({ isEnabled: true });
    for (const isEnabled of [false, true]) {
      const changed = await app.inject({
        method: 'PUT',
        url,
        headers: owner.headers,
        payload: { isEnabled },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['cache-control']).toBe('no-store');
      expect(changed.json().data).toEqual({ isEnabled });
      expect(await read()).toEqual({ isEnabled });
    }
  });

  it('refuses a setting that is not true or false, and anyone not signed in', async () => {
    const owner = await signUpForTest(app);
    const refused = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { isEnabled: 'no' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ url, headers: owner.headers })).json().data).toEqual({
      isEnabled: true,
    });
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
