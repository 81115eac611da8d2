import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0091-add-submission-content-versions.ts';

const databases = await testDatabases();

describe.each(databases)('the versions a submission was shown, on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('are null for submissions made before they were recorded', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    await sql`insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
        submitted_fields, date_created, last_updated, date_submitted, page_count,
        last_valid_page, all_pages_validated, version)
      values ('earlier', 'owner', 'CSA', 'My assessment', 'Title', '{}', '{}',
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
        1, 1, 1, 1)`.execute(untyped);
    await up(untyped);
    const rows = await handle.db
      .selectFrom('form')
      .select(['id', 'content_version', 'questionnaire_version'])
      .execute();
    expect(rows).toEqual([{ id: 'earlier', content_version: null, questionnaire_version: null }]);
  });
});
