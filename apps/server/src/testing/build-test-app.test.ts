import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import {
  postgresUrl,
  testDatabases,
  type DatabaseOptionsForApp,
  type TestDatabase,
} from './test-databases.ts';

const databases = await testDatabases();

/** Whether the database a test opened is still there: its SQLite folder, or its PostgreSQL
 * schema. Asked about that one database by name, so databases other test files (or other runs
 * on the same server) create meanwhile cannot be mistaken for a leftover. */
async function stillExists(options: DatabaseOptionsForApp): Promise<boolean> {
  if (!options.postgresSchema) return fs.existsSync(options.dataDir);
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_namespace where nspname = $1', [
      options.postgresSchema,
    ]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

/** The same database, remembering what it opened. */
function recording(database: TestDatabase): {
  database: TestDatabase;
  opened: DatabaseOptionsForApp[];
} {
  const opened: DatabaseOptionsForApp[] = [];
  return {
    opened,
    database: {
      name: database.name,
      async open() {
        const handle = await database.open();
        opened.push(handle.options);
        return handle;
      },
    },
  };
}

describe.each(databases)('a test app whose setup fails on $name', (database) => {
  it('reports the setup error, removes its database, and closes safely afterwards', async () => {
    const { database: watched, opened } = recording(database);
    const setupError = new Error('setup went wrong');
    const attempt = buildTestApp(watched, {}, () => {
      throw setupError;
    });
    await expect(attempt).rejects.toBe(setupError);
    expect(opened).toHaveLength(1);
    expect(await stillExists(opened[0]!)).toBe(false);
  });

  it('closes a working app once however often close is called', async () => {
    const { app, close } = await buildTestApp(database);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await Promise.all([close(), close()]);
    await expect(close()).resolves.toBeUndefined();
  });
});
