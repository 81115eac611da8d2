import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

/** Sign-in attempts, each claiming a new client address in X-Forwarded-For (and each for a new
 * e-mail, so the per-account lockout plays no part). */
async function loginStatuses(app: FastifyInstance, count: number, hops = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const forged = `203.0.113.${index + 1}`;
    const chain = Array.from({ length: hops }, (_, hop) => (hop === 0 ? forged : '10.0.0.9'));
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': chain.join(', ') },
      payload: { email: `someone${index}@example.test`, password: 'not the password' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.runIf(database)('client addresses behind (or without) a proxy', () => {
  describe('by default', () => {
    let app: FastifyInstance;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database!, { AUTH_RATE_LIMIT_PER_MINUTE: '5' }));
    });
    afterAll(async () => close?.());

    it('ignores X-Forwarded-For, so a new header value per request does not reset the limit', async () => {
      const statuses = await loginStatuses(app, 8);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy address', () => {
    let app: FastifyInstance;
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ app, close } = await buildTestApp(database!, {
        AUTH_RATE_LIMIT_PER_MINUTE: '5',
        TRUST_PROXY: '127.0.0.1/32, 10.0.0.0/8',
      }));
    });
    afterAll(async () => close?.());

    it('takes the client address the trusted proxy reports', async () => {
      expect(await loginStatuses(app, 8, 2)).not.toContain(429);
    });
  });

  describe('with TRUST_PROXY as a hop count', () => {
    // The app is built in the test: buildApp turns the count into Fastify's rule, and a
    // mutation run credits only what a test itself runs (docs/decisions/0080).
    it('trusts only the nearest hop: a client cannot add addresses of its own in front', async () => {
      const { app, close } = await buildTestApp(database!, {
        AUTH_RATE_LIMIT_PER_MINUTE: '5',
        TRUST_PROXY: '1',
      });
      onTestFinished(close);
      // Two hops: the forged address, then the proxy's view (10.0.0.9) which stays the same.
      const statuses = await loginStatuses(app, 8, 2);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      expect(await loginStatuses(app, 3, 1)).not.toContain(429);
    });
  });
});
