import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { createDatabase } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { postgresUrl, testDatabases } from '../testing/test-databases.ts';

const hasPostgres = (await testDatabases()).some((database) => database.name === 'postgres');

/** Other processes (test files, other councils on one server) create and drop schemas while
 * this one migrates: the migrator must look only at its own schema. */
async function churnOtherSchemas(until: () => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  let dropped = 0;
  try {
    while (!until()) {
      const names = Array.from({ length: 4 }, () => `churn_${randomBytes(5).toString('hex')}`);
      for (const name of names) {
        await client.query(`create schema ${name}`);
        await client.query(`create table ${name}.t (id integer, label text)`);
      }
      for (const name of names) {
        await client.query(`drop schema ${name} cascade`);
        dropped += 1;
      }
    }
  } finally {
    await client.end();
  }
  return dropped;
}

describe.runIf(hasPostgres)('migrating on PostgreSQL while other schemas come and go', () => {
  it('never fails over a schema another process dropped', async () => {
    let isDone = false;
    const churners = [churnOtherSchemas(() => isDone), churnOtherSchemas(() => isDone)];
    const failures: string[] = [];
    try {
      for (let run = 0; run < 12; run += 1) {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        const handle = createDatabase({
          databaseUrl: postgresUrl,
          dataDir: '',
          postgresSchema: schema,
        });
        try {
          await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema);
          // A second run (as the app does after the test database is made) finds nothing to do.
          expect(await migrateToLatest(handle.db as unknown as Kysely<unknown>, schema)).toEqual(
            [],
          );
        } catch (error) {
          failures.push(String(error));
        } finally {
          await handle.close();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        }
      }
    } finally {
      isDone = true;
      expect(await Promise.all(churners)).not.toContain(0);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
