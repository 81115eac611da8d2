import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  isTestRedisReachable,
  logLines,
  redisUrl,
  testDatabases,
} from '../testing/index.ts';

const [database] = await testDatabases();

describe.runIf(database && (await isTestRedisReachable()))(
  'rate limits shared through Redis',
  () => {
    it('starts without a warning, and keeps its counters under its own prefix', async () => {
      if (!database) return;
      const log = logLines();
      const { app, close } = await buildTestApp(
        database,
        { REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1' },
        undefined,
        { logger: { level: 'debug', stream: log.stream } },
      );
      const client = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const redis = new Redis(redisUrl);
      try {
        await app.inject({ url: '/healthz', headers: { 'x-forwarded-for': client } });
        // Other data in a shared Redis never meets the counters.
        expect(await redis.exists(`csa-rate-limit:${client}`)).toBe(1);
        expect(log.lines.filter((line) => /Redis/.test(line.msg ?? ''))).toEqual([]);
      } finally {
        redis.disconnect();
        await close();
      }
    });

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

describe.runIf(database)('rate limits with Redis unreachable, as logged', () => {
  it('warns once at start-up and logs the connection errors at debug level', async () => {
    if (!database) return;
    const log = logLines();
    const { app, close } = await buildTestApp(
      database,
      { REDIS_URL: 'redis://127.0.0.1:1' },
      undefined,
      { logger: { level: 'debug', stream: log.stream } },
    );
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect(log.lines.filter((line) => /Redis/.test(line.msg ?? '') && line.level === 40)).toEqual(
        [
          expect.objectContaining({
            msg: 'Redis unreachable; rate limits not shared until it returns',
            err: expect.objectContaining({ message: expect.stringMatching(/./) }),
          }),
        ],
      );
      expect(log.lines).toContainEqual(
        expect.objectContaining({
          level: 20,
          msg: 'Redis error',
          err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
        }),
      );
    } finally {
      await close();
    }
    // Closed means it stops trying: no reconnection (at most 2 s apart) fails after it.
    const linesAtClose = log.lines.length;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(log.lines.slice(linesAtClose)).toEqual([]);
  });
});

describe.runIf(database)('rate limits in one process', () => {
  const limited = { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' };

  it('counts each client on its own, for one minute', async () => {
    if (!database) return;
    const { app, close } = await buildTestApp(database, limited);
    const call = (client: string) =>
      app.inject({ url: '/healthz', headers: { 'x-forwarded-for': client } });
    try {
      const first = await call('10.0.0.1');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-ratelimit-limit']).toBe('1');
      expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(55);
      expect(Number(first.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
      expect((await call('10.0.0.1')).statusCode).toBe(429);
      expect((await call('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('counts the addresses of one IPv6 network (/64) as one client', async () => {
    if (!database) return;
    const { app, close } = await buildTestApp(database, limited);
    const call = (client: string) =>
      app.inject({ url: '/healthz', headers: { 'x-forwarded-for': client } });
    try {
      expect((await call('2001:db8:0:1::1')).statusCode).toBe(200);
      expect((await call('2001:db8:0:1::2')).statusCode).toBe(429);
      expect((await call('2001:db8:0:2::1')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe.runIf(database)('rate limits and the web app', () => {
  it('never counts the page and its static files, and still limits the API', async () => {
    if (!database) return;
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.css'), 'body{}');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
    const { app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '2',
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST_DIR: dist,
    });
    // A care home: everyone behind one address.
    const call = (url: string) =>
      app.inject({ url, headers: { 'x-forwarded-for': '10.0.0.9', accept: 'text/html' } });
    try {
      const statuses = new Set<number>();
      for (let round = 0; round < 10; round += 1) {
        for (const url of ['/assets/main-abc123.css', '/favicon.ico', '/', '/assessment/CSA']) {
          const response = await call(url);
          statuses.add(response.statusCode);
          expect(response.headers['x-ratelimit-limit'], url).toBeUndefined();
        }
      }
      expect([...statuses]).toEqual([200]);
      expect((await call('/healthz')).statusCode).toBe(200);
      expect((await call('/healthz')).statusCode).toBe(200);
      expect((await call('/healthz')).statusCode).toBe(429);
      expect((await call('/assets/main-abc123.css')).statusCode).toBe(200);
      expect((await call('/config.json')).statusCode).toBe(429);
    } finally {
      await close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
