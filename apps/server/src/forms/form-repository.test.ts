import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormRepository } from './form-repository.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { DatabaseHandle } from '../database/create-database.ts';

const databases = await testDatabases();

describe.each(databases)('FormRepository on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  const newForm = (ownerId: string, formTypeCode: 'CSA' | 'CARERS' = 'CSA') => ({
    ownerId,
    formTypeCode,
    formName: 'Self-assessment',
    title: 'Care and Support Assessment Form',
    pageCount: 3,
  });

  it('creates and reads back an assessment for its owner', async () => {
    const created = await forms.create(newForm('alice'));
    expect(created.version).toBe(1);
    expect(created.dirtyFields).toBe('{}');
    const read = await forms.get(created.id, 'alice');
    expect(read).toEqual(created);
  });

  it('never returns an assessment to someone else', async () => {
    const created = await forms.create(newForm('alice'));
    expect(await forms.get(created.id, 'mallory')).toBeNull();
    const result = await forms.update(created.id, 'mallory', 1, { dirtyFields: '{"x":1}' });
    expect(result.outcome).toBe('not-found');
    expect((await forms.get(created.id, 'alice'))?.dirtyFields).toBe('{}');
  });

  it('lists by owner and form type, newest first', async () => {
    const first = await forms.create(newForm('bob', 'CSA'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await forms.create(newForm('bob', 'CSA'));
    await forms.create(newForm('bob', 'CARERS'));
    await forms.create(newForm('carol', 'CSA'));
    const page = { offset: 0, limit: 10 };
    const listed = await forms.listPageByOwner('bob', { ...page, formTypeCode: 'CSA' });
    expect(listed.map((form) => form.id)).toEqual([second.id, first.id]);
    expect(await forms.listPageByOwner('bob', page)).toHaveLength(3);
    // One row beyond the limit tells the caller another page follows.
    expect(await forms.listPageByOwner('bob', { offset: 0, limit: 1 })).toHaveLength(2);
    expect(await forms.countOpen('bob', 'CSA')).toBe(2);
  });

  it('updates when the version matches and refuses a stale version', async () => {
    const created = await forms.create(newForm('dan'));
    const first = await forms.update(created.id, 'dan', 1, {
      dirtyFields: '{"a":1}',
      lastValidPage: 2,
      allPagesValidated: true,
    });
    expect(first.outcome).toBe('updated');
    if (first.outcome !== 'updated') return;
    expect(first.form.version).toBe(2);
    expect(first.form.allPagesValidated).toBe(true);
    expect(first.form.lastValidPage).toBe(2);

    const stale = await forms.update(created.id, 'dan', 1, { dirtyFields: '{"b":2}' });
    expect(stale.outcome).toBe('conflict');
    if (stale.outcome === 'conflict') expect(stale.current.dirtyFields).toBe('{"a":1}');
  });

  it('lets only one of two simultaneous updates of the same version win', async () => {
    const created = await forms.create(newForm('erin'));
    const results = await Promise.all([
      forms.update(created.id, 'erin', 1, { dirtyFields: '{"tab":1}' }),
      forms.update(created.id, 'erin', 1, { dirtyFields: '{"tab":2}' }),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['conflict', 'updated']);
  });

  it('writes inside a transaction and rolls back with it', async () => {
    const created = await forms.create(newForm('fay'));
    await expect(
      handle.db.transaction().execute(async (transaction) => {
        await forms.update(created.id, 'fay', 1, { status: 'ABANDONED' }, transaction);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await forms.get(created.id, 'fay'))?.status).toBeNull();
  });
});
