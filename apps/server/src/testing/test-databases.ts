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

/** Runs one statement on the test PostgreSQL outside any test's schema (creating or dropping
 * one), on a connection of its own. */
export async function runAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Closing twice (a test's own `close` and a failed setup's clean-up) does the work once. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** A setup step failed: remove what was made so far, then report the setup's own error (not
 * a clean-up error that would hide it). */
export function failAfter(close: () => Promise<void>) {
  return async (error: unknown): Promise<never> => {
    await close().catch(() => undefined);
    throw error;
  };
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async open() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-test-'));
    const options = { databaseUrl: '', dataDir };
    const handle = createDatabase(options);
    const close = closeOnce(async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await migrateToLatest(handle.db as unknown as Kysely<unknown>).catch(failAfter(close));
    return { ...handle, options, close };
  },
};

const postgres: TestDatabase = {
  name: 'postgres',
  async open() {
    // Each database gets its own schema so test files and parallel runs never see each
    // other's rows.
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await runAdminQuery(`create schema ${schema}`);
    const options = { databaseUrl: postgresUrl, dataDir: '', postgresSchema: schema };
    const handle = createDatabase(options);
    const close = closeOnce(async () => {
      await handle.close();
      await runAdminQuery(`drop schema if exists ${schema} cascade`);
    });
    await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema).catch(failAfter(close));
    return { ...handle, options, close };
  },
};

/** The databases every data-layer test runs against: SQLite always, PostgreSQL when reachable
 * (and always in CI). */
export async function testDatabases(): Promise<TestDatabase[]> {
  return (await isPostgresReachable()) ? [sqlite, postgres] : [sqlite];
}
