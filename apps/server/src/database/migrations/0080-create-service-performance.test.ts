import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0080-create-service-performance.ts';

const databases = await testDatabases();

describe.each(databases)('the service performance tables on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('go with down and come back with up, holding one count per day, pathway, measure and subject', async () => {
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    // Read in this database's own schema (other tests' schemas hold the same tables).
    await expect(sql`select count(*) from performance_count`.execute(untyped)).rejects.toThrow();
    await up(untyped);
    const count = sql`insert into performance_count (day, form_type_code, measure, subject, count)
      values ('2026-03-02', 'CSA', 'started', '', 1)`;
    await count.execute(untyped);
    await expect(count.execute(untyped)).rejects.toThrow();
    const step = sql`insert into performance_journey_step (form_id, measure, subject, reached_at)
      values ('form-1', 'area-started', 'personalHygiene', '2026-03-02T10:00:00.000Z')`;
    await step.execute(untyped);
    await expect(step.execute(untyped)).rejects.toThrow();
  });
});
