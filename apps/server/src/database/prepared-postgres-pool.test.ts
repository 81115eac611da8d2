import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './create-database.ts';
import { PreparedPostgresPool } from './prepared-postgres-pool.ts';
import { postgresUrl, testDatabases } from '../testing/test-databases.ts';

// PostgreSQL only: the prepared statements are its pool's. CI requires PostgreSQL
// (REQUIRE_POSTGRES=1), so there this always runs.
const postgres = (await testDatabases()).filter((database) => database.name === 'postgres');

interface Scratch {
  note: { id: number; body: string };
}

describe.each(postgres)('prepared statements on $name', (database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    handle = await database.open();
    db = handle.db as unknown as Kysely<Scratch>;
    await sql`create table note (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('note').values({ id: 1, body: 'first' }).execute();
  });
  afterAll(async () => handle?.close());

  const preparedOnConnection = (connection: Kysely<Scratch>) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(connection)
      .then((result) => result.rows.map((row) => row.statement));

  it('prepares a query with parameters once per connection and reuses it', async () => {
    await db.connection().execute(async (connection) => {
      const read = () => connection.selectFrom('note').select('body').where('id', '=', 1);
      expect((await read().executeTakeFirst())?.body).toBe('first');
      expect((await read().executeTakeFirst())?.body).toBe('first');
      const prepared = await preparedOnConnection(connection);
      expect(prepared.filter((text) => text === read().compile().sql)).toHaveLength(1);
    });
  });

  it('sends a text without parameters unprepared, so it may hold several statements', async () => {
    await db.connection().execute(async (connection) => {
      await sql`update note set body = 'one'; update note set body = 'two'`.execute(connection);
      expect((await preparedOnConnection(connection)).some((text) => text.includes("'two'"))).toBe(
        false,
      );
    });
    expect((await db.selectFrom('note').select('body').executeTakeFirst())?.body).toBe('two');
  });

  it('answers a prepared `select *` after a migration adds a column under it', async () => {
    await db.connection().execute(async (connection) => {
      const readAll = () => connection.selectFrom('note').selectAll().where('id', '=', 1);
      await readAll().execute();
      await sql`alter table note add column added text default 'new column'`.execute(connection);
      expect(await readAll().executeTakeFirst()).toEqual({
        id: 1,
        body: 'two',
        added: 'new column',
      });
    });
    // Every later call, on whichever connection, answers with the new column.
    for (let call = 0; call < 12; call += 1) {
      const row = await db.selectFrom('note').selectAll().where('id', '=', 1).executeTakeFirst();
      expect(row).toMatchObject({ added: 'new column' });
    }
  });

  it('fails a transaction that meets a stale statement, and the next one succeeds', async () => {
    const readAll = (executor: Kysely<Scratch>) =>
      executor.selectFrom('note').selectAll().where('id', '>=', 1);
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await sql`alter table note add column later text`.execute(connection);
      await expect(
        connection.transaction().execute(async (transaction) => readAll(transaction).execute()),
      ).rejects.toThrow(/cached plan must not change result type/);
    });
    await expect(
      db.transaction().execute(async (transaction) => readAll(transaction).execute()),
    ).resolves.toHaveLength(1);
  });
});

describe.each(postgres)('connections meeting a table changed under them on $name', (database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Scratch>;

  beforeEach(async () => {
    handle = await database.open();
    db = handle.db as unknown as Kysely<Scratch>;
    await sql`create table note (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('note').values({ id: 1, body: 'first' }).execute();
  });
  afterEach(async () => handle?.close());

  const readAll = (executor: Kysely<Scratch>) =>
    executor.selectFrom('note').selectAll().where('id', '=', 1);
  const addColumn = (executor: Kysely<Scratch>) =>
    sql`alter table note add column added text default 'new column'`.execute(executor);
  const backend = (executor: Kysely<Scratch>) =>
    sql<{ pid: number }>`select pg_backend_pid() as pid`
      .execute(executor)
      .then((result) => result.rows[0]?.pid);
  const staleError = /cached plan must not change result type/;

  it('closes the connection that met a stale statement, and reuses the others', async () => {
    const first = await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      return backend(connection);
    });
    // The pool hands out the connection released last.
    expect(await db.connection().execute(backend)).toBe(first);
    const stale = await db.connection().execute(async (connection) => {
      await addColumn(connection);
      expect(await readAll(connection).executeTakeFirst()).toMatchObject({ added: 'new column' });
      return backend(connection);
    });
    expect(stale).toBe(first);
    expect(await db.connection().execute(backend)).not.toBe(stale);
  });

  it('keeps a connection after an ordinary error, which it does not retry', async () => {
    const first = await db.connection().execute(async (connection) => {
      await expect(
        connection.insertInto('note').values({ id: 1, body: 'again' }).execute(),
      ).rejects.toThrow(expect.objectContaining({ code: '23505' }));
      return backend(connection);
    });
    expect(await db.connection().execute(backend)).toBe(first);
    expect(await db.selectFrom('note').select('body').execute()).toEqual([{ body: 'first' }]);
  });

  it('answers unprepared after a block that only mentions begin (plpgsql)', async () => {
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await sql`do $$ begin perform 1; end $$`.execute(connection);
      await addColumn(connection);
      expect(await readAll(connection).executeTakeFirst()).toMatchObject({ added: 'new column' });
    });
  });

  it('answers unprepared after a transaction on the connection committed', async () => {
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await connection.transaction().execute((transaction) => addColumn(transaction));
      expect(await readAll(connection).executeTakeFirst()).toMatchObject({ added: 'new column' });
    });
  });

  it('answers unprepared after a transaction on the connection rolled back', async () => {
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await expect(
        connection.transaction().execute(async (transaction) => {
          await addColumn(transaction);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await addColumn(connection);
      expect(await readAll(connection).executeTakeFirst()).toMatchObject({ added: 'new column' });
    });
  });

  it('fails a transaction begun with an isolation level that meets a stale statement', async () => {
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await addColumn(connection);
      await expect(
        connection
          .transaction()
          .setIsolationLevel('serializable')
          .execute((transaction) => readAll(transaction).execute()),
      ).rejects.toThrow(staleError);
    });
  });

  it('fails a transaction that meets a stale statement after rolling back to a savepoint', async () => {
    await db.connection().execute(async (connection) => {
      await readAll(connection).execute();
      await addColumn(connection);
      const transaction = await connection.startTransaction().execute();
      try {
        const saved = await transaction.savepoint('before_read').execute();
        await saved.rollbackToSavepoint('before_read').execute();
        // Still in the transaction: the error is the caller's, not answered unprepared.
        await expect(readAll(saved).execute()).rejects.toThrow(staleError);
      } finally {
        await transaction.rollback().execute();
      }
    });
  });
});

describe.each(postgres)('the number of named statements on $name', () => {
  let pool: pg.Pool;
  let db: Kysely<unknown>;

  beforeEach(() => {
    pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new PreparedPostgresPool(pool, 2) }),
    });
  });
  afterEach(async () => db.destroy());

  it('names the first texts up to its limit and runs the rest unnamed', async () => {
    const texts = [
      (value: number) => sql<{ n: number }>`select ${value}::int as n`,
      (value: number) => sql<{ n: number }>`select ${value}::int + 0 as n`,
      (value: number) => sql<{ n: number }>`select ${value}::int * 1 as n`,
    ];
    await db.connection().execute(async (connection) => {
      for (const text of texts) {
        for (const value of [1, 2]) {
          expect((await text(value).execute(connection)).rows).toEqual([{ n: value }]);
        }
      }
      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements order by name`.execute(connection);
      expect(prepared.rows.map((row) => row.statement)).toEqual([
        texts[0]?.(0).compile(connection).sql,
        texts[1]?.(0).compile(connection).sql,
      ]);
    });
  });
});
