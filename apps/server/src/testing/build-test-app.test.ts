import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import { postgresUrl, testDatabases, type TestDatabase } from './test-databases.ts';

const databases = await testDatabases();

async function leftovers(database: TestDatabase, before: Set<string>): Promise<string[]> {
  if (database.name === 'sqlite') {
    return fs
      .readdirSync('/tmp')
      .filter((name) => name.startsWith('csa-test-') && !before.has(name));
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'test\\_%'",
    );
    return result.rows.map((row) => row.name).filter((name) => !before.has(name));
  } finally {
    await client.end();
  }
}

describe.each(databases)('a test app whose setup fails on $name', (database) => {
  it('reports the setup error, removes its database, and closes safely afterwards', async () => {
    const before = new Set(await leftovers(database, new Set()));
    const setupError = new Error('setup went wrong');
    const attempt = buildTestApp(database, {}, () => {
      throw setupError;
    });
    await expect(attempt).rejects.toBe(setupError);
    expect(await leftovers(database, before)).toEqual([]);
  });

  it('closes a working app once however often close is called', async () => {
    const { app, close } = await buildTestApp(database);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await Promise.all([close(), close()]);
    await expect(close()).resolves.toBeUndefined();
  });
});
