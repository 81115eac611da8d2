import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0081-create-performance-month.ts';

const databases = await testDatabases();

describe.each(databases)('the monthly performance figures table on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('goes with down and comes back with up, one row per month and pathway, costs past 2^31 pence', async () => {
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    // Read in this database's own schema (other tests' schemas hold the same table).
    await expect(sql`select count(*) from performance_month`.execute(untyped)).rejects.toThrow();
    await up(untyped);
    const month = sql`insert into performance_month
        (month, form_type_code, paper_and_other_submissions, cost_pence, updated_at)
      values ('2026-03', 'CSA', 9, 3000000000, '2026-04-01T09:00:00.000Z')`;
    await month.execute(untyped);
    await expect(month.execute(untyped)).rejects.toThrow();
    const row = await handle.db
      .selectFrom('performance_month')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Number(row.cost_pence)).toBe(3_000_000_000);
  });
});
