import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from '../apps/server/src/database/create-database.ts';

/**
 * A throw-away PostgreSQL database (not a schema): Kysely's migrator looks for its own tables
 * in every schema of a database, so a bench schema could confuse test runs sharing the server.
 * Null, after saying so, when PostgreSQL cannot be reached. The drop forces out any connection
 * a bench left open, so no database is left behind.
 */
export async function throwAwayPostgres(): Promise<{
  options: DatabaseOptions;
  drop: () => Promise<void>;
} | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `csa_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    console.log('postgres   not reachable; skipped');
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    options: { databaseUrl: benchUrl.toString(), dataDir: '' },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop database ${name} with (force)`);
      await cleaner.end();
    },
  };
}
