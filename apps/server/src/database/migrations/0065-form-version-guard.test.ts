import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { answerBodyColumns } from '../../forms/assessment-answer-body.ts';
import { FormRepository } from '../../forms/form-repository.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { guardMessage, versionedColumns } from './0065-form-version-guard.ts';

const databases = await testDatabases();
const integerColumns = new Set(['page_count', 'last_valid_page', 'all_pages_validated']);

it("guards exactly the columns a resident's read shows", () => {
  // The version itself is what must move.
  const shown = answerBodyColumns.filter((column) => column !== 'version');
  expect([...versionedColumns].sort()).toEqual(shown.sort());
});

describe.each(databases)('the version guard on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  const create = () =>
    forms.create({
      ownerId: randomUUID(),
      formTypeCode: 'CSA',
      formName: 'Guarded',
      title: 'Care and Support Assessment Form',
      pageCount: 3,
    });

  const changeOf = (column: string) => (integerColumns.has(column) ? 7 : `changed-${column}`);

  it.each(versionedColumns)('refuses a change to %s that keeps the version', async (column) => {
    const form = await create();
    await expect(
      sql`update form set ${sql.ref(column)} = ${changeOf(column)} where id = ${form.id}`.execute(
        handle.db,
      ),
    ).rejects.toThrow(guardMessage);
    const stored = await handle.db
      .selectFrom('form')
      .select(['form_name', 'version'])
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ form_name: 'Guarded', version: 1 });
  });

  it.each(versionedColumns)('lets a change to %s through with a new version', async (column) => {
    const form = await create();
    await sql`update form set ${sql.ref(column)} = ${changeOf(column)}, version = version + 1
      where id = ${form.id}`.execute(handle.db);
    const stored = await handle.db
      .selectFrom('form')
      .select([sql.ref<unknown>(column).as('changed'), 'version'])
      .where('id', '=', column === 'id' ? `changed-id` : form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ changed: changeOf(column), version: 2 });
  });

  it('lets an update that changes nothing a read shows keep the version', async () => {
    const form = await create();
    // Deleting an account hands its submitted assessments to no owner (delete-user.ts).
    await handle.db
      .updateTable('form')
      .set({ owner_id: null, dirty_fields: '{}' })
      .where('id', '=', form.id)
      .execute();
    const stored = await handle.db
      .selectFrom('form')
      .select(['owner_id', 'version'])
      .where('id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ owner_id: null, version: 1 });
  });
});
