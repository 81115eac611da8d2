import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, isTestRedisReachable, redisUrl, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();

describe.runIf(database && (await isTestRedisReachable()))(
  'rate limits shared through Redis',
  () => {
    it('counts one client across two processes', async () => {
      if (!database) return;
      const environment = {
        REDIS_URL: redisUrl,
        RATE_LIMIT_PER_MINUTE: '3',
        TRUST_PROXY: '127.0.0.1',
      };
      const first = await buildTestApp(database, environment);
      const second = await buildTestApp(database, environment);
      // A fresh client address each run, so earlier runs' counters in Redis do not interfere.
      const client = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const call = (app: typeof first.app) =>
        app.inject({ url: '/healthz', headers: { 'x-forwarded-for': client } });
      try {
        const statuses = [
          (await call(first.app)).statusCode,
          (await call(second.app)).statusCode,
          (await call(first.app)).statusCode,
          (await call(second.app)).statusCode,
        ];
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);

describe.runIf(database)('rate limits with Redis unreachable', () => {
  it('still starts and serves, counting nothing it cannot store', async () => {
    if (!database) return;
    const { app, close } = await buildTestApp(database, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
