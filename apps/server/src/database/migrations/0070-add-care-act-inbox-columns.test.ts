import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0070-add-care-act-inbox-columns.ts';

const databases = await testDatabases();

describe.each(databases)('the Care Act inbox columns on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('are filled from the outcomes already stored, and left null where none were kept', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    const insert = (id: string, outcomes: object | null) =>
      sql`insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
          submitted_fields, care_act_outcomes, date_created, last_updated, date_submitted,
          page_count, last_valid_page, all_pages_validated, version)
        values (${id}, 'owner', 'CSA', 'My assessment', 'Title', '{}', '{}',
          ${outcomes === null ? null : JSON.stringify(outcomes)}, '2026-01-01T00:00:00.000Z',
          '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 1, 1, 1, 1)`.execute(untyped);
    await insert('reached', { unmetCount: 3, reachesIndicativeThreshold: true });
    await insert('not-reached', { unmetCount: 1, reachesIndicativeThreshold: false });
    await insert('not-kept', null);
    await up(untyped);
    const rows = await handle.db
      .selectFrom('form')
      .select(['id', 'care_act_unmet_count', 'care_act_threshold_reached'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'not-kept', care_act_unmet_count: null, care_act_threshold_reached: null },
      { id: 'not-reached', care_act_unmet_count: 1, care_act_threshold_reached: 0 },
      { id: 'reached', care_act_unmet_count: 3, care_act_threshold_reached: 1 },
    ]);
  });
});
