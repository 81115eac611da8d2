import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0092-create-handover-link.ts';

const databases = await testDatabases();

describe.each(databases)('the handover link migration on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('goes down and up again, and a key hash is held by one link only', async () => {
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    await up(untyped);
    await sql`insert into app_user (id, name, registration_time, role_names)
      values ('held', 'Caller', '2026-01-01T00:00:00.000Z', '[]')`.execute(untyped);
    const link = (id: string) =>
      sql`insert into handover_link (id, council_held_user_id, form_id, channel, token_hash,
          created_by_id, created_at)
        values (${id}, 'held', 'form', 'email', 'same-hash', 'staff',
          '2026-01-01T00:00:00.000Z')`.execute(untyped);
    await link('first');
    await expect(link('second')).rejects.toThrow();
    const rows = await handle.db.selectFrom('handover_link').select('id').execute();
    expect(rows).toEqual([{ id: 'first' }]);
  });
});
