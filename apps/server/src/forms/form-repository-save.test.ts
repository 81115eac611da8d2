import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { answerBodyOf } from '../testing/answer-body-of.ts';
import { formRepositoryPaths, openFormRepository } from '../testing/form-repository-paths.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { FormRepository } from './form-repository.ts';

const databases = await testDatabases();

// A resident's save takes one of two paths: on SQLite the app passes the connection's prepared
// statements (group commit), elsewhere it is a Kysely update. Both must keep the same rules, so
// each is tested here on every database that can run it.
const paths = formRepositoryPaths(databases, 'Kysely update');

describe.each(paths)('FormRepository.save on $name', (path) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    ({ handle, forms } = await openFormRepository(path));
  });
  afterAll(async () => handle?.close());

  const create = (ownerId: string) =>
    forms.create({
      ownerId,
      formTypeCode: 'CSA',
      formName: 'Self-assessment',
      title: 'Care and Support Assessment Form',
      pageCount: 3,
    });

  it('stores the answers and the page counters given, and counts the version up by one', async () => {
    const created = await create('sam');
    const result = await forms.save(created.id, 'sam', 1, {
      dirtyFields: '{"a":1}',
      pageCount: 7,
      lastValidPage: 4,
      allPagesValidated: true,
    });
    expect(result.outcome).toBe('updated');
    const stored = await forms.get(created.id, 'sam');
    expect(stored).toMatchObject({
      dirtyFields: '{"a":1}',
      pageCount: 7,
      lastValidPage: 4,
      allPagesValidated: true,
      version: 2,
    });
    if (!stored || result.outcome !== 'updated') throw new Error('not saved');
    // The save answers with the body a read of the saved assessment sends, byte for byte, as
    // the database wrote it (decision 0060, "Answers written by the database and kept by
    // version").
    expect(result.version).toBe(2);
    expect(Buffer.isBuffer(result.body)).toBe(true);
    expect(result.body.toString()).toBe(answerBodyOf(stored));
  });

  it('keeps the stored page counters when a save leaves them out, and stores false', async () => {
    const created = await create('sue');
    await forms.save(created.id, 'sue', 1, {
      dirtyFields: '{"a":1}',
      pageCount: 7,
      lastValidPage: 4,
      allPagesValidated: true,
    });
    await forms.save(created.id, 'sue', 2, { dirtyFields: '{"a":2}' });
    expect(await forms.get(created.id, 'sue')).toMatchObject({
      dirtyFields: '{"a":2}',
      pageCount: 7,
      lastValidPage: 4,
      allPagesValidated: true,
      version: 3,
    });
    await forms.save(created.id, 'sue', 3, { dirtyFields: '{"a":3}', allPagesValidated: false });
    expect((await forms.get(created.id, 'sue'))?.allPagesValidated).toBe(false);
  });

  it('refuses a stale version as a conflict with the stored assessment, changing nothing', async () => {
    const created = await create('sid');
    await forms.save(created.id, 'sid', 1, { dirtyFields: '{"first":1}' });
    const stale = await forms.save(created.id, 'sid', 1, { dirtyFields: '{"second":2}' });
    expect(stale.outcome).toBe('conflict');
    if (stale.outcome === 'conflict') {
      expect(stale.current.dirtyFields).toBe('{"first":1}');
      expect(stale.current.version).toBe(2);
    }
    expect((await forms.get(created.id, 'sid'))?.dirtyFields).toBe('{"first":1}');
  });

  it('shares the group commit on the prepared path, and only there', async () => {
    const created = await create('gil');
    const writes = () => handle.sqlite?.groupCommit.counts.writes ?? 0;
    const before = writes();
    await forms.save(created.id, 'gil', 1, { dirtyFields: '{"a":1}' });
    expect(writes() - before).toBe(path.isPrepared ? 1 : 0);
  });

  it("answers not-found for someone else's assessment and leaves it alone", async () => {
    const created = await create('sal');
    const result = await forms.save(created.id, 'mallory', 1, { dirtyFields: '{"x":1}' });
    expect(result).toEqual({ outcome: 'not-found' });
    expect(await forms.get(created.id, 'sal')).toMatchObject({ dirtyFields: '{}', version: 1 });
  });
});

describe.each(databases)('FormRepository.create on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => handle?.close());

  it('starts an assessment with no page validated', async () => {
    const forms = new FormRepository(handle.db);
    const created = await forms.create({
      ownerId: 'new',
      formTypeCode: 'CARERS',
      formName: 'For my mum',
      title: 'Care and Support Assessment Form',
      pageCount: 5,
    });
    expect(await forms.get(created.id, 'new')).toMatchObject({
      formTypeCode: 'CARERS',
      pageCount: 5,
      lastValidPage: 0,
      allPagesValidated: false,
      dateSubmitted: null,
      reference: null,
    });
  });
});
