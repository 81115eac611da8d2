import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0072-staff-case-inbox-columns.ts';
import * as counts from './0074-staff-case-counts.ts';

const databases = await testDatabases();

describe.each(databases)("the inbox's columns on the staff case on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it("are filled from each case's submission, its figures null where none were kept", async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    // The kept counts' triggers read these columns, so they go first and come back last.
    await counts.down(untyped);
    await down(untyped);
    const insert = async (
      id: string,
      formTypeCode: string,
      figures: { unmet: number; reached: number } | null,
    ) => {
      await sql`insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
          submitted_fields, care_act_unmet_count, care_act_threshold_reached, date_created,
          last_updated, date_submitted, page_count, last_valid_page, all_pages_validated,
          version, reference)
        values (${id}, 'owner', ${formTypeCode}, 'My assessment', 'Title', '{}', '{}',
          ${figures?.unmet ?? null}, ${figures?.reached ?? null}, '2026-01-01T00:00:00.000Z',
          '2026-01-01T00:00:00.000Z', ${`2026-02-0${id.length}T10:00:00.000Z`}, 1, 1, 1, 1,
          ${`${formTypeCode}-2026-00000${id.length}`})`.execute(untyped);
      await sql`insert into staff_case (form_id, status, resident_name, opened_at, updated_at)
        values (${id}, 'new', 'Mary Seacole', '2026-03-01T00:00:00.000Z',
          '2026-03-01T00:00:00.000Z')`.execute(untyped);
    };
    await insert('reach', 'CSA', { unmet: 3, reached: 1 });
    await insert('carers', 'CARERS', { unmet: 0, reached: 0 });
    await insert('not-kept', 'CSA', null);

    await up(untyped);
    await counts.up(untyped);

    const cases = await handle.db
      .selectFrom('staff_case')
      .select([
        'form_id',
        'form_type_code',
        'reference',
        'submitted_at',
        'care_act_unmet_count',
        'care_act_threshold_reached',
      ])
      .orderBy('form_id')
      .execute();
    expect(cases).toEqual([
      {
        form_id: 'carers',
        form_type_code: 'CARERS',
        reference: 'CARERS-2026-000006',
        submitted_at: '2026-02-06T10:00:00.000Z',
        care_act_unmet_count: 0,
        care_act_threshold_reached: 0,
      },
      {
        form_id: 'not-kept',
        form_type_code: 'CSA',
        reference: 'CSA-2026-000008',
        submitted_at: '2026-02-08T10:00:00.000Z',
        care_act_unmet_count: null,
        care_act_threshold_reached: null,
      },
      {
        form_id: 'reach',
        form_type_code: 'CSA',
        reference: 'CSA-2026-000005',
        submitted_at: '2026-02-05T10:00:00.000Z',
        care_act_unmet_count: 3,
        care_act_threshold_reached: 1,
      },
    ]);
  });
});
