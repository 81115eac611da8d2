import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../create-database.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { up } from './0030-ability-scale-wording.ts';

const databases = await testDatabases();

function formRow(id: string, formTypeCode: string, answers: object, submitted: boolean) {
  const dirtyFields = JSON.stringify({ area: { answers, lastStepIndex: 1, isComplete: false } });
  const now = new Date().toISOString();
  return {
    id,
    owner_id: 'owner-1',
    form_type_code: formTypeCode,
    form_name: 'x',
    title: 'Care and Support Assessment Form',
    status: null,
    dirty_fields: dirtyFields,
    submitted_fields: submitted ? dirtyFields : null,
    date_created: now,
    last_updated: now,
    date_submitted: submitted ? now : null,
    page_count: 3,
    last_valid_page: 0,
    all_pages_validated: 0,
    version: 4,
    reference: null,
  };
}

describe.each(databases)('migration 0030 (ability scale wording) on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle.close());

  it('moves open assessments to the new words, per pathway, and leaves submitted ones', async () => {
    await handle.db
      .insertInto('form')
      .values([
        formRow(
          'open-csa',
          'CSA',
          { ability: 'I can do this with a lot of difficulty', note: 'kept' },
          false,
        ),
        formRow(
          'open-carers',
          'CARERS',
          { technology: 'I can do this confidently by myself' },
          false,
        ),
        formRow('sent-csa', 'CSA', { ability: 'I cannot do this by myself' }, true),
      ])
      .execute();

    await up(handle.db as unknown as Kysely<unknown>);

    const rows = await handle.db
      .selectFrom('form')
      .select(['id', 'dirty_fields', 'version'])
      .where('id', 'in', ['open-csa', 'open-carers', 'sent-csa'])
      .orderBy('id')
      .execute();
    const answers = (row: (typeof rows)[number]) =>
      (JSON.parse(row.dirty_fields) as { area: { answers: Record<string, string> } }).area.answers;
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(answers(byId['open-csa']!)).toEqual({
      ability: 'I can do this with significant difficulty',
      note: 'kept',
    });
    expect(byId['open-csa']!.version).toBe(5);
    expect(answers(byId['open-carers']!)).toEqual({
      technology: 'I am confident doing this independently',
    });
    expect(answers(byId['sent-csa']!)).toEqual({ ability: 'I cannot do this by myself' });
    expect(byId['sent-csa']!.version).toBe(4);
  });
});
