import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0085-create-council-held-residents.ts';

const databases = await testDatabases();

describe.each(databases)('the council-held residents migration on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('goes down and up again, keeping the rows already there, whose new columns start empty', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    await sql`insert into form (id, owner_id, form_type_code, form_name, title, dirty_fields,
        date_created, last_updated, page_count, last_valid_page, all_pages_validated, version)
      values ('kept', 'owner', 'CSA', 'My assessment', 'Title', '{}', '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z', 1, 1, 0, 1)`.execute(untyped);
    await up(untyped);
    const row = await handle.db
      .selectFrom('form')
      .select(['id', 'taken_by_id', 'taken_by_name'])
      .where('id', '=', 'kept')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 'kept', taken_by_id: null, taken_by_name: null });
    const held = await handle.db
      .selectFrom('council_held_resident')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(held.count)).toBe(0);
  });
});
