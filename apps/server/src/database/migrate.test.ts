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

describe.runIf(hasPostgres)(
  'migrating on PostgreSQL as a role that may not change the schema',
  () => {
    /** Runs `work` with a fresh schema, migrated by its owner, and a login role that may use the
     * schema and read its tables but create nothing (least privilege for the running service). */
    async function withReaderRole(
      work: (reader: Kysely<unknown>, schema: string) => Promise<void>,
      { onSearchPath = true } = {},
    ) {
      const suffix = randomBytes(6).toString('hex');
      const schema = `test_${suffix}`;
      const role = `reader_${suffix}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        await admin.query(`create schema ${schema}`);
        const owner = createDatabase({
          databaseUrl: postgresUrl,
          dataDir: '',
          postgresSchema: schema,
        });
        try {
          await migrateToLatest(owner.db as unknown as Kysely<unknown>, schema);
        } finally {
          await owner.close();
        }
        await admin.query(`create role ${role} login`);
        await admin.query(`grant usage on schema ${schema} to ${role}`);
        await admin.query(`grant select on all tables in schema ${schema} to ${role}`);
        const readerUrl = new URL(postgresUrl);
        readerUrl.username = role;
        readerUrl.password = '';
        const reader = createDatabase({
          databaseUrl: readerUrl.toString(),
          dataDir: '',
          ...(onSearchPath ? { postgresSchema: schema } : {}),
        });
        try {
          await work(reader.db as unknown as Kysely<unknown>, schema);
        } finally {
          await reader.close();
        }
      } finally {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    }

    it('finds its schema and tables up to date without asking to create them', async () => {
      await withReaderRole(async (reader, schema) => {
        expect(await migrateToLatest(reader, schema)).toEqual([]);
        // What the migrator would have sent had it not found them: refused to this role.
        await expect(reader.schema.createSchema(schema).ifNotExists().execute()).rejects.toThrow(
          /permission denied/,
        );
        await expect(
          reader.schema
            .createTable('kysely_migration')
            .ifNotExists()
            .addColumn('name', 'text')
            .execute(),
        ).rejects.toThrow(/permission denied/);
      });
    }, 60_000);

    it('looks in the schema it is given, not the connection’s default', async () => {
      await withReaderRole(
        async (reader, schema) => {
          expect(await migrateToLatest(reader, schema)).toEqual([]);
        },
        // The connection's default schema (public) is one this role may not create in either.
        { onSearchPath: false },
      );
    }, 60_000);
  },
);
