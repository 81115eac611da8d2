import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabases } from '../../testing/test-databases.ts';
import type { DatabaseHandle } from '../create-database.ts';
import { down, up } from './0073-staff-case-search-terms.ts';

const databases = await testDatabases();

describe.each(databases)("the inbox's search terms on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it("are each case's reference and every word of its name onwards, in lower case", async () => {
    // Migrations take the schema as it was, not the service's typed view of it.
    const untyped = handle.db as unknown as Kysely<unknown>;
    await down(untyped);
    const insert = (id: string, formTypeCode: string, reference: string, name: string) =>
      sql`insert into staff_case (form_id, status, resident_name, opened_at, updated_at,
          form_type_code, reference, submitted_at)
        values (${id}, 'new', ${name}, '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z',
          ${formTypeCode}, ${reference}, '2026-03-01T00:00:00.000Z')`.execute(untyped);
    await insert('mary', 'CARERS', 'CARERS-2026-000001', 'Mary  Jane SEACOLE');
    await insert('erased', 'CSA', 'CSA-2026-000002', '');
    await insert('emile', 'CSA', 'CSA-2026-000003', 'Émile Øvergård');

    await up(untyped);

    const terms = await handle.db
      .selectFrom('staff_case_term')
      .select(['form_id', 'form_type_code', 'term'])
      .orderBy('form_id')
      .orderBy('term')
      .execute();
    expect(terms).toEqual([
      { form_id: 'emile', form_type_code: 'CSA', term: 'csa-2026-000003' },
      { form_id: 'emile', form_type_code: 'CSA', term: 'émile øvergård' },
      { form_id: 'emile', form_type_code: 'CSA', term: 'øvergård' },
      { form_id: 'erased', form_type_code: 'CSA', term: 'csa-2026-000002' },
      { form_id: 'mary', form_type_code: 'CARERS', term: 'carers-2026-000001' },
      { form_id: 'mary', form_type_code: 'CARERS', term: 'jane seacole' },
      { form_id: 'mary', form_type_code: 'CARERS', term: 'mary jane seacole' },
      { form_id: 'mary', form_type_code: 'CARERS', term: 'seacole' },
    ]);
  });
});
