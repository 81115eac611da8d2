import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './create-database.ts';
import type { SqliteAccess } from './sqlite-connection.ts';

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
});
