import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { signUpForTest, strongPassword, testEnvironment } from './account-test-helpers.ts';

const [database] = await testDatabases();

describe.runIf(database)('answers that carry a sign-in token', () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database!, testEnvironment));
  });
  afterAll(async () => close?.());

  it('are never stored by a browser or proxy cache, whether they succeed or not', async () => {
    const { email, headers } = await signUpForTest(app);
    const pin = await app.inject({ method: 'POST', url: '/internal/v1/agentLogin', headers });
    const calls = [
      {
        url: '/auth/signup',
        payload: {
          name: 'N',
          email: `new.${Date.now()}@example.test`,
          password: strongPassword,
          postcode: 'SE15 4AB',
        },
      },
      { url: '/auth/login', payload: { email, password: strongPassword } },
      { url: '/auth/login', payload: { email, password: 'wrong wrong wrong' } },
      { url: '/auth/login/agent', payload: { email, pin: pin.json().data.token as string } },
      { url: '/auth/login/mobile/verify', payload: { phoneNumber: '07700900123', code: '123456' } },
      { url: '/auth/login/totp', payload: { challenge: 'not-a-challenge', code: '123456' } },
    ];
    for (const call of calls) {
      const response = await app.inject({ method: 'POST', ...call });
      expect(response.headers['cache-control'], `${call.url} ${response.statusCode}`).toBe(
        'no-store',
      );
    }
  });
});
