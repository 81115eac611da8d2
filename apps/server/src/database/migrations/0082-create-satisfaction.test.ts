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
    const names = (await handle.db.introspection.getTables()).map((table) => table.name);
    expect(names).not.toContain('performance_satisfaction');
    expect(names).not.toContain('satisfaction_answered');
    await up(untyped);
    await sql`insert into performance_satisfaction (id, day, form_type_code, rating, comment)
      values ('a', '2026-03-10', 'CSA', 'satisfied', null)`.execute(untyped);
    const answered = sql`insert into satisfaction_answered (form_id) values ('form-1')`;
    await answered.execute(untyped);
    await expect(answered.execute(untyped)).rejects.toThrow();
  });
});
