import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './create-database.ts';
import { testDatabases } from '../testing/test-databases.ts';

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
