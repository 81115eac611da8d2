import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0090-create-service-content.ts';

const databases = await testDatabases();

describe.each(databases)('the service content tables on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('go down and come back, refusing a second version of the same number', async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    await down(handle.db as unknown as Kysely<unknown>);
    await up(handle.db as unknown as Kysely<unknown>);
    const version = {
      version: 1,
      content: '{}',
      note: 'First',
      published_at: '2026-01-01T00:00:00.000Z',
      published_by_id: null,
      published_by_email: null,
      republished_from: null,
    };
    await handle.db.insertInto('content_version').values(version).execute();
    await expect(
      handle.db.insertInto('content_version').values(version).execute(),
    ).rejects.toThrow();
    const draft = {
      id: 'council',
      content: '{}',
      revision: 1,
      based_on_version: 1,
      saved_at: '2026-01-01T00:00:00.000Z',
      saved_by_email: null,
    };
    await handle.db.insertInto('content_draft').values(draft).execute();
    expect(await handle.db.selectFrom('content_draft').selectAll().execute()).toEqual([draft]);
  });
});
