import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/load-config.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const [database] = await testDatabases();
const token = 'scrape-token-0123456789abcdefghijklmnop';

async function metricsAnswer(
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const answer = await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  return { status: answer.statusCode, body: answer.body };
}

function expectRefused(answer: { status: number; body: string }) {
  expect(answer.status).toBe(404);
  expect(answer.body).not.toContain('http_request');
  expect(answer.body).not.toContain('nodejs_');
  expect(answer.body).not.toContain('csa_');
}

describe('who may read /metrics (defaults: loopback only, no token)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
  });
  afterAll(async () => close());

  it.each(['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'])('answers %s', async (address) => {
    const answer = await metricsAnswer(app, address);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('http_requests_total');
  });

  it.each(['203.0.113.9', '10.0.0.7', '::ffff:10.0.0.7', '2001:db8::1'])(
    'refuses %s with a 404 and no metrics',
    async (address) => {
      expectRefused(await metricsAnswer(app, address));
    },
  );

  it.each([
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
  ])('refuses a request a proxy on loopback relayed (%s)', async (header, value) => {
    // Behind a proxy on the same machine every visitor's request arrives from loopback.
    expectRefused(await metricsAnswer(app, '127.0.0.1', { [header]: value }));
  });

  it('refuses any bearer token when none is configured', async () => {
    expectRefused(await metricsAnswer(app, '203.0.113.9', { authorization: 'Bearer ' }));
  });
});

describe('who may read /metrics with a token and other addresses configured', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database, {
      METRICS_ALLOWED_ADDRESSES: '10.1.0.0/16, 2001:db8::7',
      METRICS_BEARER_TOKEN: token,
    }));
  });
  afterAll(async () => close());

  it.each(['10.1.200.3', '2001:db8::7'])('answers an allowed address, %s', async (address) => {
    expect((await metricsAnswer(app, address)).status).toBe(200);
  });

  it('no longer answers loopback, which the list leaves out', async () => {
    expectRefused(await metricsAnswer(app, '127.0.0.1'));
  });

  it('answers the right token from anywhere, through a proxy too', async () => {
    const answer = await metricsAnswer(app, '203.0.113.9', {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '198.51.100.4',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('csa_delivery_jobs');
  });

  it.each([`Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, token, `Basic ${token}`])(
    'refuses a wrong token or scheme (%s)',
    async (authorization) => {
      expectRefused(await metricsAnswer(app, '203.0.113.9', { authorization }));
    },
  );
});

describe('the metrics access settings', () => {
  it('take addresses and CIDR ranges, or none', () => {
    expect(loadConfig({}).METRICS_ALLOWED_ADDRESSES).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ METRICS_ALLOWED_ADDRESSES: 'none' }).METRICS_ALLOWED_ADDRESSES).toEqual([]);
    expect(
      loadConfig({ METRICS_ALLOWED_ADDRESSES: ' 10.0.0.1 ,fd00::/8' }).METRICS_ALLOWED_ADDRESSES,
    ).toEqual(['10.0.0.1', 'fd00::/8']);
  });

  it.each([
    '10.0.0.300',
    '10.0.0.0/33',
    'fd00::/129',
    'localhost',
    '10.0.0.0/8/1',
    '10.0.0.0/x',
    'none,::1',
  ])('refuse %s', (value) => {
    expect(() => loadConfig({ METRICS_ALLOWED_ADDRESSES: value })).toThrow(
      /METRICS_ALLOWED_ADDRESSES/,
    );
  });

  it('refuse a bearer token short enough to guess', () => {
    expect(() => loadConfig({ METRICS_BEARER_TOKEN: 'a'.repeat(31) })).toThrow(
      /METRICS_BEARER_TOKEN/,
    );
    expect(loadConfig({ METRICS_BEARER_TOKEN: 'a'.repeat(32) }).METRICS_BEARER_TOKEN).toBe(
      'a'.repeat(32),
    );
  });
});

describe('with no address allowed', () => {
  it('answers only the token', async () => {
    if (!database) throw new Error('no test database');
    const { app, close } = await buildTestApp(database, {
      METRICS_ALLOWED_ADDRESSES: 'none',
      METRICS_BEARER_TOKEN: token,
    });
    try {
      expectRefused(await metricsAnswer(app, '127.0.0.1'));
      expect(
        (await metricsAnswer(app, '127.0.0.1', { authorization: `Bearer ${token}` })).status,
      ).toBe(200);
    } finally {
      await close();
    }
  });
});
