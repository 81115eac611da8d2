import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';
import {
  readSqlite,
  SqliteGroupCommit,
  SqliteLock,
  StatementCache,
  type SqliteAccess,
} from './sqlite-connection.ts';

describe('SQLite group commit', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let sqlite: SqliteAccess;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-group-commit-'));
    handle = createDatabase({ databaseUrl: '', dataDir });
    if (!handle.sqlite) throw new Error('expected SQLite');
    sqlite = handle.sqlite;
    sqlite.statements.prepare('create table t (id integer primary key, v text)').run();
  });
  afterEach(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const insert = (id: number) => () =>
    sqlite.groupCommit.run((statements) =>
      statements.prepare('insert into t (id, v) values (?, ?)').run(id, `row ${id}`),
    );
  const rows = () =>
    (sqlite.statements.prepare('select id from t order by id').all() as { id: number }[]).map(
      (row) => row.id,
    );

  it('commits writes that arrive together in one transaction, each answered after it', async () => {
    const before = { ...sqlite.groupCommit.counts };
    await Promise.all(Array.from({ length: 10 }, (_, index) => insert(index)()));
    expect(sqlite.groupCommit.counts.batches - before.batches).toBe(1);
    expect(sqlite.groupCommit.counts.writes - before.writes).toBe(10);
    expect(rows()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('fails only the write that failed', async () => {
    const results = await Promise.allSettled([insert(1)(), insert(1)(), insert(2)()]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rows()).toEqual([1, 2]);
  });

  it('never writes inside a Kysely transaction that is open, and waits for it', async () => {
    let written: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction().execute(async (transaction) => {
        await sql`insert into t (id, v) values (100, 'in the transaction')`.execute(transaction);
        written = insert(5)();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await written;
    expect(rows()).toEqual([5]);
  });

  it('fails every write of a batch whose commit fails, and the next batch commits', async () => {
    sqlite.statements
      .prepare(
        'create table child (parent_id integer references t (id) deferrable initially deferred)',
      )
      .run();
    // A deferred reference is checked at commit, after each write's own savepoint succeeded.
    const dangling = sqlite.groupCommit.run((statements) =>
      statements.prepare('insert into child (parent_id) values (?)').run(99),
    );
    const results = await Promise.allSettled([insert(1)(), dangling]);
    expect(results).toEqual([
      {
        status: 'rejected',
        reason: expect.objectContaining({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }),
      },
      {
        status: 'rejected',
        reason: expect.objectContaining({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }),
      },
    ]);
    expect(rows()).toEqual([]);
    await insert(2)();
    expect(rows()).toEqual([2]);
  });

  it('answers a write that throws something other than an Error with an Error', async () => {
    // As a library might: a thrown value is `unknown` until checked.
    const notAnError: unknown = 'not an Error';
    const thrown = sqlite.groupCommit.run(() => {
      throw notAnError;
    });
    await expect(thrown).rejects.toThrow(
      expect.objectContaining({ message: 'SQLite write failed', cause: 'not an Error' }),
    );
  });

  it('reads on the connection only when no transaction holds it', async () => {
    await insert(1)();
    let read: Promise<number[]> | undefined;
    await expect(
      handle.db.transaction().execute(async (transaction) => {
        await sql`insert into t (id, v) values (100, 'in the transaction')`.execute(transaction);
        read = readSqlite(sqlite, () => rows());
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read).toEqual([1]);
    // Free again once the read is done.
    expect(await readSqlite(sqlite, () => rows())).toEqual([1]);
  });
});

describe('SQLite group commit of many writes', () => {
  let file: SQLite.Database;
  let groupCommit: SqliteGroupCommit;

  beforeEach(() => {
    file = new SQLite(':memory:');
    file.prepare('create table t (id integer primary key)').run();
    const statements = new StatementCache(file);
    groupCommit = new SqliteGroupCommit(file, new SqliteLock(), statements, 3);
  });
  afterEach(() => file.close());

  it('commits at most its batch size at once, then the rest in later batches', async () => {
    const written = await Promise.all(
      Array.from({ length: 7 }, (_, id) =>
        groupCommit.run((statements) => {
          statements.prepare('insert into t (id) values (?)').run(id);
          return id;
        }),
      ),
    );
    expect(written).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Nothing else comes after: no empty transaction takes the write lock for nothing. Waiting
    // for idle (not for a pause) runs any further batch that was scheduled before counting.
    await groupCommit.whenIdle();
    expect(groupCommit.counts).toEqual({ batches: 3, writes: 7 });
  });

  it('is idle at once when nothing was asked, and after the last batch otherwise', async () => {
    await groupCommit.whenIdle();
    let committed = 0;
    for (let id = 0; id < 5; id += 1) {
      void groupCommit
        .run((statements) => statements.prepare('insert into t (id) values (?)').run(id))
        .then(() => {
          committed += 1;
        });
    }
    await groupCommit.whenIdle();
    expect(file.prepare('select count(*) as n from t').get()).toEqual({ n: 5 });
    expect(groupCommit.counts.batches).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(committed).toBe(5);
  });
});
