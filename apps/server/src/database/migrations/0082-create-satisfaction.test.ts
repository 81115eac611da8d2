import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0082-create-satisfaction.ts';

const databases = await testDatabases();

describe.each(databases)('the satisfaction tables on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('go with down and come back with up, one answered mark per submission', async () => {
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    // Read in this database's own schema (other tests' schemas hold the same tables).
    for (const table of ['performance_satisfaction', 'satisfaction_answered']) {
      await expect(
        sql`select count(*) from ${sql.table(table)}`.execute(untyped),
      ).rejects.toThrow();
    }
    await up(untyped);
    await sql`insert into performance_satisfaction (id, day, form_type_code, rating, comment)
      values ('a', '2026-03-10', 'CSA', 'satisfied', null)`.execute(untyped);
    const answered = sql`insert into satisfaction_answered (form_id) values ('form-1')`;
    await answered.execute(untyped);
    await expect(answered.execute(untyped)).rejects.toThrow();
  });
});
