import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0093-create-link-check.ts';

const databases = await testDatabases();

describe.each(databases)('the link check table on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('goes down and comes back, holding one row per address', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    await down(handle.db as unknown as Kysely<unknown>);
    await up(handle.db as unknown as Kysely<unknown>);
    const failure = {
      url: 'https://gone.example.gov.uk/',
      status: 404,
      error_kind: null,
      first_failed_at: '2026-01-01T00:00:00.000Z',
      last_checked_at: '2026-01-02T00:00:00.000Z',
    };
    await handle.db.insertInto('link_check_failure').values(failure).execute();
    await expect(
      handle.db.insertInto('link_check_failure').values(failure).execute(),
    ).rejects.toThrow();
    expect(await handle.db.selectFrom('link_check_failure').selectAll().execute()).toEqual([
      failure,
    ]);
  });
});
