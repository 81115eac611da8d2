import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { up } from './0071-open-cases-at-submit.ts';

const databases = await testDatabases();

describe.each(databases)('opening the cases of earlier submissions on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('opens a new case for each submission without one, and leaves drafts and open cases alone', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    const insert = (id: string, submitted: object | null, submittedAt: string | null) =>
      sql`insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
          submitted_fields, date_created, last_updated, date_submitted, page_count,
          last_valid_page, all_pages_validated, version)
        values (${id}, 'owner', 'CSA', 'My assessment', 'Title', '{}',
          ${submitted === null ? null : JSON.stringify(submitted)}, '2026-01-01T00:00:00.000Z',
          '2026-01-01T00:00:00.000Z', ${submittedAt}, 1, 1, 1, 1)`.execute(untyped);
    const mary = { personalDetails: { firstName: 'Mary', lastName: 'Seacole' } };
    await insert('waiting', mary, '2026-02-03T10:00:00.000Z');
    await insert('no-name', {}, '2026-02-04T10:00:00.000Z');
    await insert('already-open', mary, '2026-02-05T10:00:00.000Z');
    await insert('draft', null, null);
    await sql`insert into staff_case (form_id, status, resident_name, opened_at, updated_at)
      values ('already-open', 'contacted', 'Mary Seacole', '2026-02-05T10:00:00.000Z',
        '2026-02-06T10:00:00.000Z')`.execute(untyped);

    await up(untyped);

    const cases = await handle.db
      .selectFrom('staff_case')
      .select(['form_id', 'status', 'resident_name', 'opened_at'])
      .orderBy('form_id')
      .execute();
    expect(cases).toEqual([
      {
        form_id: 'already-open',
        status: 'contacted',
        resident_name: 'Mary Seacole',
        opened_at: '2026-02-05T10:00:00.000Z',
      },
      {
        form_id: 'no-name',
        status: 'new',
        resident_name: 'Name not given',
        opened_at: '2026-02-04T10:00:00.000Z',
      },
      {
        form_id: 'waiting',
        status: 'new',
        resident_name: 'Mary Seacole',
        opened_at: '2026-02-03T10:00:00.000Z',
      },
    ]);
  });
});
