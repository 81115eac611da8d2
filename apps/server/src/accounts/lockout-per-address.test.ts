import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { databaseEnvironmentOf, testDatabases } from '../testing/index.ts';
import { signUpForTest, strongPassword } from './account-test-helpers.ts';

const [database] = await testDatabases();

describe.runIf(database)('lockouts per sign-in name and client address', () => {
  const warnings: { level: number; msg?: string; lockKind?: string }[] = [];
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const handle = await database!.open();
    const config = loadConfig({
      NODE_ENV: 'test',
      ...databaseEnvironmentOf(handle),
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: '127.0.0.1',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          warnings.push(JSON.parse(line) as (typeof warnings)[number]);
        }
        done();
      },
    });
    app = await buildApp({
      config,
      logger: { level: 'warn', stream },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => close?.());

  const login = (email: string, password: string, from: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': from },
      payload: { email, password },
    });

  it('locks the guessing address out, not the resident at another address, and tells operators', async () => {
    const { email } = await signUpForTest(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await login(email, `wrong guess ${attempt}`, '203.0.113.66')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await login(email, strongPassword, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(email, strongPassword, '198.51.100.7')).statusCode).toBe(200);
    const lockouts = warnings.filter((entry) => entry.msg === 'sign-in locked');
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ level: 40, lockKind: 'password' });
    // The log names no e-mail address.
    expect(JSON.stringify(lockouts)).not.toContain(email);
  });

  it('still locks a name guessed at from many addresses, everywhere', async () => {
    const { email } = await signUpForTest(app);
    let lastStatus = 0;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      lastStatus = (await login(email, `wrong ${attempt}`, `192.0.2.${attempt + 1}`)).statusCode;
    }
    expect(lastStatus).toBe(429);
    expect((await login(email, strongPassword, '198.51.100.8')).statusCode).toBe(429);
  }, 60_000);
});
