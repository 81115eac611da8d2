import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0074-staff-case-counts.ts';

const databases = await testDatabases();

describe.each(databases)('the kept counts of cases on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  const counts = () =>
    handle.db
      .selectFrom('staff_case_count')
      .select(['form_type_code', 'status', 'threshold_reached', 'cases'])
      .where('cases', '<>', 0)
      .orderBy('form_type_code')
      .orderBy('status')
      .orderBy('threshold_reached')
      .execute();

  it('start from the cases there are, and follow every case opened, changed or removed', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    const insert = (id: string, formTypeCode: string, status: string, reached: number | null) =>
      sql`insert into staff_case (form_id, status, resident_name, opened_at, updated_at,
          form_type_code, reference, submitted_at, care_act_threshold_reached)
        values (${id}, ${status}, 'Mary Seacole', '2026-03-01T00:00:00.000Z',
          '2026-03-01T00:00:00.000Z', ${formTypeCode}, null, '2026-03-01T00:00:00.000Z',
          ${reached})`.execute(untyped);
    await insert('a', 'CSA', 'new', 1);
    await insert('b', 'CSA', 'new', 1);
    await insert('c', 'CSA', 'closed', null);

    await up(untyped);
    expect(await counts()).toEqual([
      { form_type_code: 'CSA', status: 'closed', threshold_reached: -1, cases: 1 },
      { form_type_code: 'CSA', status: 'new', threshold_reached: 1, cases: 2 },
    ]);

    await insert('d', 'CARERS', 'new', 0);
    await handle.db
      .updateTable('staff_case')
      .set({ status: 'contacted' })
      .where('form_id', '=', 'a')
      .execute();
    await handle.db
      .updateTable('staff_case')
      .set({ care_act_threshold_reached: null, resident_name: '' })
      .where('form_id', '=', 'b')
      .execute();
    // A change to what no count is kept by leaves them as they are.
    await handle.db
      .updateTable('staff_case')
      .set({ resident_name: '' })
      .where('form_id', '=', 'c')
      .execute();
    await handle.db.deleteFrom('staff_case').where('form_id', '=', 'd').execute();
    await insert('e', 'CARERS', 'new', 1);
    expect(await counts()).toEqual([
      { form_type_code: 'CARERS', status: 'new', threshold_reached: 1, cases: 1 },
      { form_type_code: 'CSA', status: 'closed', threshold_reached: -1, cases: 1 },
      { form_type_code: 'CSA', status: 'contacted', threshold_reached: 1, cases: 1 },
      { form_type_code: 'CSA', status: 'new', threshold_reached: -1, cases: 1 },
    ]);
  });
});
