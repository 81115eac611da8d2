import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';
import { readSqlite } from './sqlite-connection.ts';
import { migrations } from './migrations/index.ts';
import { postgresUrl, runAdminQuery, testDatabases } from '../testing/test-databases.ts';

const hasPostgres = (await testDatabases()).some((database) => database.name === 'postgres');

/** Work to undo after each test, last made first undone. */
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

function temporaryDirectory(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-create-database-'));
  cleanUps.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function openSqlite(dataDir: string): DatabaseHandle {
  const handle = createDatabase({ databaseUrl: '', dataDir });
  cleanUps.push(() => handle.close());
  return handle;
}

async function pragma(handle: DatabaseHandle, name: string): Promise<unknown> {
  const result = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db);
  return Object.values(result.rows[0] ?? {})[0];
}

describe('the embedded SQLite database', () => {
  it('makes its folder and one file in it, with nothing else to configure', async () => {
    const dataDir = path.join(temporaryDirectory(), 'not', 'there', 'yet');
    const handle = openSqlite(dataDir);
    expect(handle.kind).toBe('sqlite');
    expect(handle.sqlite).not.toBeNull();
    await sql`select 1`.execute(handle.db);
    expect(fs.readdirSync(dataDir)).toContain('assessments.sqlite');
  });

  it('writes through a log to the disk before a commit returns, and checks references', async () => {
    const handle = openSqlite(temporaryDirectory());
    expect(await pragma(handle, 'journal_mode')).toBe('wal');
    // 2 is FULL: each commit is synced, so an acknowledged save survives a power cut.
    expect(await pragma(handle, 'synchronous')).toBe(2);
    expect(await pragma(handle, 'foreign_keys')).toBe(1);
    // A second process (the delivery worker) writing at once waits instead of failing.
    expect(await pragma(handle, 'busy_timeout')).toBe(5000);
  });

  it('folds every letter in lower(), as PostgreSQL does, and leaves other values alone', async () => {
    const handle = openSqlite(temporaryDirectory());
    const result = await sql<{
      name: string;
      number: number;
      absent: null;
    }>`select lower('ÉMILE Zoë ΣΟΦΙΑ') as name, lower(42) as number, lower(null) as absent`.execute(
      handle.db,
    );
    expect(result.rows[0]).toEqual({ name: 'émile zoë σοφια', number: 42, absent: null });
  });

  it('declares lower() deterministic, as PostgreSQL’s is, so SQLite may reuse its result', async () => {
    const handle = openSqlite(temporaryDirectory());
    await sql`create table person (name text)`.execute(handle.db);
    // SQLite accepts only deterministic functions in an index expression; the app builds none.
    await sql`create index person_name on person (lower(name))`.execute(handle.db);
    await sql`insert into person (name) values ('Émile')`.execute(handle.db);
    const found = await sql<{ name: string }>`
      select name from person where lower(name) = 'émile'`.execute(handle.db);
    expect(found.rows).toEqual([{ name: 'Émile' }]);
  });

  it('finishes the writes it was given, and an open transaction, before it closes', async () => {
    const dataDir = temporaryDirectory();
    const first = createDatabase({ databaseUrl: '', dataDir });
    const access = first.sqlite;
    if (!access) throw new Error('expected SQLite');
    access.statements.prepare('create table note (body text)').run();
    let closing: Promise<void> | undefined;
    let written: Promise<unknown> | undefined;
    await first.db.transaction().execute(async (transaction) => {
      await sql`insert into note (body) values ('in a transaction')`.execute(transaction);
      // Both asked for while the transaction holds the connection.
      written = access.groupCommit.run((statements) =>
        statements.prepare('insert into note (body) values (?)').run('grouped'),
      );
      closing = first.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await closing;
    await written;
    const second = openSqlite(dataDir);
    const rows = await sql<{ body: string }>`select body from note order by body`.execute(
      second.db,
    );
    expect(rows.rows).toEqual([{ body: 'grouped' }, { body: 'in a transaction' }]);
    // Closed means closed: nothing more runs on the first handle.
    await expect(sql`select 1`.execute(first.db)).rejects.toThrow();
  });

  it('answers the reads it was given before it closes', async () => {
    const handle = createDatabase({ databaseUrl: '', dataDir: temporaryDirectory() });
    const access = handle.sqlite;
    if (!access) throw new Error('expected SQLite');
    // Kysely closes the file only once it has opened it for a query of its own.
    await sql`select 1`.execute(handle.db);
    // Asked for in the same turn as the close: reads wait for the end of the turn.
    const read = readSqlite(access, (statements) => statements.prepare('select 1 as one').get());
    await handle.close();
    expect(await read).toEqual({ one: 1 });
  });

  it('leaves one file behind when closed, its write-ahead log folded in', async () => {
    const dataDir = temporaryDirectory();
    const handle = createDatabase({ databaseUrl: '', dataDir });
    await sql`create table note (body text)`.execute(handle.db);
    await sql`insert into note (body) values ('kept')`.execute(handle.db);
    expect(fs.readdirSync(dataDir)).toContain('assessments.sqlite-wal');
    await handle.close();
    expect(fs.readdirSync(dataDir)).toEqual(['assessments.sqlite']);
    const reopened = openSqlite(dataDir);
    const rows = await sql<{ body: string }>`select body from note`.execute(reopened.db);
    expect(rows.rows).toEqual([{ body: 'kept' }]);
  });

  it('is brought up to date once: every migration in order, then nothing to do', async () => {
    const handle = openSqlite(temporaryDirectory());
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('stops with the failing migration’s own error', async () => {
    const handle = openSqlite(temporaryDirectory());
    await sql`create table form (id text)`.execute(handle.db);
    await expect(migrateToLatest(handle.db as unknown as Kysely<unknown>)).rejects.toThrow(
      /table "?form"? already exists/,
    );
  });
});

describe.runIf(hasPostgres)('PostgreSQL', () => {
  function openPostgres(schema?: string): DatabaseHandle {
    const handle = createDatabase({
      databaseUrl: postgresUrl,
      dataDir: '',
      ...(schema ? { postgresSchema: schema } : {}),
    });
    cleanUps.push(() => handle.close());
    return handle;
  }

  async function newSchema(): Promise<string> {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await runAdminQuery(`create schema ${schema}`);
    cleanUps.push(() => runAdminQuery(`drop schema if exists ${schema} cascade`));
    return schema;
  }

  it('works in the schema it is given, or the connection’s default', async () => {
    const schema = await newSchema();
    const own = openPostgres(schema);
    expect(own.kind).toBe('postgres');
    expect(own.sqlite).toBeNull();
    const current = (handle: DatabaseHandle) =>
      sql<{ schema: string }>`select current_schema() as schema`
        .execute(handle.db)
        .then((result) => result.rows[0]?.schema);
    expect(await current(own)).toBe(schema);
    expect(await current(openPostgres())).toBe('public');
  });

  it('never starts parallel workers for a query, with or without a schema', async () => {
    // A worker took 3 ms to start for an address search whose own work was 3.5 ms, and it
    // takes the other core from residents' requests (docs/decisions/0063).
    const workers = (handle: DatabaseHandle) =>
      sql<{ workers: string }>`select current_setting('max_parallel_workers_per_gather') as workers`
        .execute(handle.db)
        .then((result) => result.rows[0]?.workers);
    expect(await workers(openPostgres(await newSchema()))).toBe('0');
    expect(await workers(openPostgres())).toBe('0');
  });

  it('keeps its migration bookkeeping in its own schema', async () => {
    const schema = await newSchema();
    const handle = openPostgres(schema);
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await migrateToLatest(db, schema)).toEqual(Object.keys(migrations));
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_name like 'kysely_migration%'
      order by table_name`.execute(db);
    expect(tables.rows.map((row) => row.name)).toEqual([
      'kysely_migration',
      'kysely_migration_lock',
    ]);
    expect(await migrateToLatest(db, schema)).toEqual([]);
  });
});
