import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../database/create-database.ts';
import { migrateToLatest } from '../database/migrate.ts';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated, empty database; `close` removes it. */
  open: () => Promise<DatabaseHandle & { options: DatabaseOptionsForApp }>;
}

export interface DatabaseOptionsForApp {
  databaseUrl: string;
  dataDir: string;
  postgresSchema?: string;
}

/** PostgreSQL used by the tests: TEST_DATABASE_URL, else the machine's local server. */
export const postgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** CI sets REQUIRE_POSTGRES=1 so that an unreachable PostgreSQL fails the run instead of
 * quietly testing SQLite alone. */
const isPostgresRequired = process.env.REQUIRE_POSTGRES === '1';

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (isPostgresRequired)
      throw new Error(`PostgreSQL is required but unreachable: ${String(error)}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async open() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-test-'));
    const options = { databaseUrl: '', dataDir };
    const handle = createDatabase(options);
    await migrateToLatest(handle.db as unknown as Kysely<unknown>);
    return {
      ...handle,
      options,
      close: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: TestDatabase = {
  name: 'postgres',
  async open() {
    // Each database gets its own schema so test files and parallel runs never see each
    // other's rows.
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const options = { databaseUrl: postgresUrl, dataDir: '', postgresSchema: schema };
    const handle = createDatabase(options);
    await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema);
    return {
      ...handle,
      options,
      close: async () => {
        await handle.close();
        const cleaner = new pg.Client({ connectionString: postgresUrl });
        await cleaner.connect();
        await cleaner.query(`drop schema ${schema} cascade`);
        await cleaner.end();
      },
    };
  },
};

/** The databases every data-layer test runs against: SQLite always, PostgreSQL when reachable
 * (and always in CI). */
export async function testDatabases(): Promise<TestDatabase[]> {
  return (await isPostgresReachable()) ? [sqlite, postgres] : [sqlite];
}
