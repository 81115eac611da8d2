import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config/load-config.ts';
import { buildTestApp, testDatabases } from '../testing/index.ts';
import { staffPlugin } from './staff-plugin.ts';

const [database] = await testDatabases();

describe('the staff plugin', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
  });
  afterAll(async () => close());

  it('forbids caching of staff and admin answers only, not of the public calls', async () => {
    const staff = await app.inject('/internal/v1/staff/submissions');
    expect(staff.statusCode).toBe(401);
    expect(staff.headers['cache-control']).toBe('no-store');
    const admin = await app.inject('/internal/v1/admin/audit');
    expect(admin.headers['cache-control']).toBe('no-store');
    const publicCall = await app.inject('/config.json');
    expect(publicCall.statusCode).toBe(200);
    expect(publicCall.headers['cache-control']).not.toBe('no-store');
  });

  it('refuses to start without the database, sign-in and PDF plugins it relies on', async () => {
    const bare = Fastify();
    const config = loadConfig({ NODE_ENV: 'test' });
    await expect(bare.register(staffPlugin, { config, now: () => new Date() })).rejects.toThrow(
      /dependency 'database' of plugin 'staff'/,
    );
  });
});
