import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';
import { readSqlite, SqliteLock, StatementCache, type SqliteAccess } from './sqlite-connection.ts';
import { SqliteReadBatch } from './sqlite-read-batch.ts';

const ids = (statements: StatementCache) =>
  (statements.prepare('select id from t order by id').all() as { id: number }[]).map(
    (row) => row.id,
  );

describe('SQLite reads of one turn', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let sqlite: SqliteAccess;
  /** Another connection to the same file, as another process would have. */
  let other: SQLite.Database;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-read-batch-'));
    handle = createDatabase({ databaseUrl: '', dataDir });
    if (!handle.sqlite) throw new Error('expected SQLite');
    sqlite = handle.sqlite;
    sqlite.statements.prepare('create table t (id integer primary key)').run();
    sqlite.statements.prepare('insert into t (id) values (1)').run();
    other = new SQLite(path.join(dataDir, 'assessments.sqlite'));
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('run in one read transaction: all of them see the database as the first found it', async () => {
    const first = readSqlite(sqlite, (statements) => {
      const seen = ids(statements);
      other.prepare('insert into t (id) values (2)').run();
      return seen;
    });
    const second = readSqlite(sqlite, ids);
    expect(await first).toEqual([1]);
    expect(await second).toEqual([1]);
    // The transaction has ended: the next turn's reads see the other connection's row.
    expect(await readSqlite(sqlite, ids)).toEqual([1, 2]);
  });

  it('are answered each with its own outcome: a read that fails fails alone', async () => {
    const results = await Promise.allSettled([
      readSqlite(sqlite, ids),
      readSqlite(sqlite, (statements) => statements.prepare('select * from missing').all()),
      readSqlite(sqlite, ids),
    ]);
    expect(results).toEqual([
      { status: 'fulfilled', value: [1] },
      { status: 'rejected', reason: expect.objectContaining({ code: 'SQLITE_ERROR' }) },
      { status: 'fulfilled', value: [1] },
    ]);
  });
});

describe('SQLite read batch', () => {
  let file: SQLite.Database;
  let lock: SqliteLock;
  let reads: SqliteReadBatch;

  beforeEach(() => {
    file = new SQLite(':memory:');
    file.prepare('create table t (id integer primary key)').run();
    file.prepare('insert into t (id) values (1)').run();
    lock = new SqliteLock();
    reads = new SqliteReadBatch(file, lock, new StatementCache(file), 3);
  });
  afterEach(() => file.close());

  it('reads at most its batch size in a turn, then the rest in later turns, in order', async () => {
    const order: number[] = [];
    const read = (index: number) =>
      reads.run((statements) => {
        order.push(index);
        return ids(statements);
      });
    const answers = await Promise.all(Array.from({ length: 7 }, (_, index) => read(index)));
    expect(answers).toEqual(Array.from({ length: 7 }, () => [1]));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Nothing else comes after: one turn asks for one batch, however many reads it has. Waiting
    // for idle (not for a pause) runs any further batch that was scheduled before counting.
    await reads.whenIdle();
    expect(reads.counts).toEqual({ batches: 3, reads: 7 });
  });

  it('reads nothing until the turn has ended, so every read of the turn can join', async () => {
    let hasRead = false;
    const read = reads.run(() => (hasRead = true));
    await Promise.resolve();
    expect(hasRead).toBe(false);
    expect(await read).toBe(true);
  });

  it('waits for whoever holds the connection and never reads inside their transaction', async () => {
    await lock.acquire();
    file.exec('begin');
    file.prepare('insert into t (id) values (2)').run();
    const read = reads.run(ids);
    await new Promise((resolve) => setTimeout(resolve, 20));
    file.exec('rollback');
    lock.release();
    expect(await read).toEqual([1]);
  });

  it('fails every read of a batch whose transaction cannot begin, and the next batch reads', async () => {
    // Only a bug elsewhere could leave a transaction open without the lock; it must not hang
    // or crash the reads.
    file.exec('begin');
    const failed = await Promise.allSettled([reads.run(ids), reads.run(ids)]);
    expect(failed).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ code: 'SQLITE_ERROR' }) },
      { status: 'rejected', reason: expect.objectContaining({ code: 'SQLITE_ERROR' }) },
    ]);
    file.exec('rollback');
    expect(await Promise.all([reads.run(ids), reads.run(ids)])).toEqual([[1], [1]]);
  });

  it('fails every read of a batch whose commit fails, and leaves no transaction open', async () => {
    file
      .prepare('create table child (t_id integer references t (id) deferrable initially deferred)')
      .run();
    file.pragma('foreign_keys = ON');
    // Nothing of the service's writes in a read; a test can, to make the commit fail.
    const failed = await Promise.allSettled([
      reads.run(ids),
      reads.run((statements) => statements.prepare('insert into child (t_id) values (9)').run()),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(file.inTransaction).toBe(false);
    expect(file.prepare('select count(*) as n from child').get()).toEqual({ n: 0 });
    expect(await Promise.all([reads.run(ids), reads.run(ids)])).toEqual([[1], [1]]);
  });

  it('leaves alone a transaction that a failing statement has already ended', async () => {
    // SQLite ends the transaction itself when a statement fails for want of memory or disk;
    // a read that commits stands in for that here.
    const answers = await Promise.all([
      reads.run((statements) => {
        statements.prepare('commit').run();
        return 'ended';
      }),
      reads.run(ids),
    ]);
    expect(answers).toEqual(['ended', [1]]);
    expect(file.inTransaction).toBe(false);
  });
});
