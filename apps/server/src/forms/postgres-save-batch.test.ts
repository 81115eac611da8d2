import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { FormRepository } from './form-repository.ts';
import { PostgresSaveBatch, type SavedBody } from './postgres-save-batch.ts';

// PostgreSQL's group commit; CI requires PostgreSQL (REQUIRE_POSTGRES=1), so there it runs.
const postgres = (await testDatabases()).filter((database) => database.name === 'postgres');

/** The answers in the body a batched save answers with (the body a read sends). */
const dirtyFieldsIn = (saved: SavedBody | undefined) =>
  saved && (JSON.parse(saved.body) as { data: { dirtyFields: string } }).data.dirtyFields;

describe.each(postgres)('saves batched on $name', (database) => {
  let handle: DatabaseHandle;
  let batch: PostgresSaveBatch;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    batch = new PostgresSaveBatch(handle.db);
    forms = new FormRepository(handle.db, { postgresSaves: batch });
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

  it('commits saves that arrive together in one statement, each answered with its row', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(`r${index}`)),
    );
    const before = { ...batch.counts };
    const results = await Promise.all(
      created.map((form, index) =>
        forms.save(form.id, `r${index}`, 1, { dirtyFields: `{"n":${index}}`, lastValidPage: 2 }),
      ),
    );
    expect(batch.counts.batches - before.batches).toBe(1);
    expect(batch.counts.writes - before.writes).toBe(10);
    results.forEach((result, index) => {
      if (result.outcome !== 'updated') throw new Error(`save ${index} not answered`);
      expect(result.version).toBe(2);
      expect(JSON.parse(result.body.toString())).toMatchObject({
        data: {
          id: created[index]?.id,
          dirtyFields: `{"n":${index}}`,
          version: 2,
          lastValidPage: 2,
        },
      });
    });
    const stored = await forms.get(created[3]?.id ?? '', 'r3');
    expect(stored).toMatchObject({ dirtyFields: '{"n":3}', version: 2, pageCount: 3 });
  });

  it('stores the page count and all-pages-validated a batched save gives', async () => {
    const form = await create('pat');
    const result = await forms.save(form.id, 'pat', 1, {
      dirtyFields: '{"p":1}',
      pageCount: 9,
      allPagesValidated: true,
    });
    expect(result.outcome).toBe('updated');
    expect(await forms.get(form.id, 'pat')).toMatchObject({
      pageCount: 9,
      allPagesValidated: true,
      lastValidPage: 0,
    });
  });

  it('checks each save against its own owner and version within a batch', async () => {
    const [mine, stale, theirs] = await Promise.all([create('ann'), create('ann'), create('ben')]);
    if (!mine || !stale || !theirs) throw new Error('setup');
    await forms.save(stale.id, 'ann', 1, { dirtyFields: '{"first":true}' });
    const results = await Promise.all([
      forms.save(mine.id, 'ann', 1, { dirtyFields: '{"ok":true}' }),
      forms.save(stale.id, 'ann', 1, { dirtyFields: '{"stale":true}' }),
      forms.save(theirs.id, 'mallory', 1, { dirtyFields: '{"stolen":true}' }),
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['updated', 'conflict', 'not-found']);
    expect((await forms.get(stale.id, 'ann'))?.dirtyFields).toBe('{"first":true}');
    expect((await forms.get(theirs.id, 'ben'))?.dirtyFields).toBe('{}');
  });

  it('applies one of two saves of the same version (a double click) and refuses the other', async () => {
    const form = await create('cat');
    const results = await Promise.all([
      forms.save(form.id, 'cat', 1, { dirtyFields: '{"click":1}' }),
      forms.save(form.id, 'cat', 1, { dirtyFields: '{"click":2}' }),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['conflict', 'updated']);
    const stored = await forms.get(form.id, 'cat');
    expect(stored).toMatchObject({ version: 2, dirtyFields: '{"click":1}' });
  });

  it('puts at most maxBatch saves in one statement, the rest in the next, in arrival order', async () => {
    const small = new PostgresSaveBatch(handle.db, 2);
    const created = await Promise.all(['s0', 's1', 's2'].map((owner) => create(owner)));
    const saved = await Promise.all(
      created.map((form, index) =>
        small.save({
          id: form.id,
          ownerId: `s${index}`,
          expectedVersion: 1,
          dirtyFields: `{"n":${index}}`,
          pageCount: null,
          lastValidPage: null,
          allPagesValidated: null,
          lastUpdated: new Date().toISOString(),
        }),
      ),
    );
    expect(small.counts).toEqual({ batches: 2, writes: 3 });
    expect(saved.map((row) => dirtyFieldsIn(row))).toEqual(['{"n":0}', '{"n":1}', '{"n":2}']);
  });

  it('holds the saves that arrive while a batch commits for one next batch', async () => {
    const held = new PostgresSaveBatch(handle.db);
    const created = await Promise.all(['h0', 'h1', 'h2'].map((owner) => create(owner)));
    const saveOf = (index: number) =>
      held.save({
        id: created[index]?.id ?? '',
        ownerId: `h${index}`,
        expectedVersion: 1,
        dirtyFields: `{"n":${index}}`,
        pageCount: null,
        lastValidPage: null,
        allPagesValidated: null,
        lastUpdated: new Date().toISOString(),
      });
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const saved = await handle.db.connection().execute(async (connection) => {
      // Another transaction holds the first assessment's row, so the first batch waits on it.
      await sql`begin`.execute(connection);
      await sql`select id from form where id = ${created[0]?.id} for update`.execute(connection);
      const first = saveOf(0);
      await nextTurn();
      const second = saveOf(1);
      await nextTurn();
      const third = saveOf(2);
      await nextTurn();
      await sql`commit`.execute(connection);
      return Promise.all([first, second, third]);
    });
    expect(held.counts).toEqual({ batches: 2, writes: 3 });
    expect(saved.map((row) => dirtyFieldsIn(row))).toEqual(['{"n":0}', '{"n":1}', '{"n":2}']);
  });

  it('fails every save of a statement PostgreSQL refuses, and commits the next batch', async () => {
    const [refused, alongside, later] = await Promise.all([
      create('eve'),
      create('eve'),
      create('eve'),
    ]);
    if (!refused || !alongside || !later) throw new Error('setup');
    const before = { ...batch.counts };
    // PostgreSQL cannot store a NUL character in text: the whole statement fails.
    const failed = [
      forms.save(refused.id, 'eve', 1, { dirtyFields: `nul ${String.fromCharCode(0)}` }),
      forms.save(alongside.id, 'eve', 1, { dirtyFields: '{"fine":true}' }),
    ];
    await Promise.all(failed.map((save) => expect(save).rejects.toThrow()));
    expect(batch.counts).toEqual(before);
    expect(await forms.get(alongside.id, 'eve')).toMatchObject({ dirtyFields: '{}', version: 1 });
    expect(await forms.save(later.id, 'eve', 1, { dirtyFields: '{"later":true}' })).toMatchObject({
      outcome: 'updated',
    });
  });

  it('sends each page of answers as a parameter of its own, in a few statement texts', async () => {
    const statements: CompiledQuery[] = [];
    const recorded = handle.db.withPlugin({
      transformQuery: (args) => {
        statements.push(handle.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const recording = new FormRepository(recorded, {
      postgresSaves: new PostgresSaveBatch(recorded),
    });
    const texts = new Set<string>();
    for (let size = 1; size <= 9; size += 1) {
      const owner = `parameters-${size}`;
      const created = await Promise.all(Array.from({ length: size }, () => create(owner)));
      // What an array literal must escape: quotes, backslashes, braces and commas.
      const answers = created.map((_, index) => `{"said":"\\"${index}\\", {${size}}"}`);
      statements.length = 0;
      const results = await Promise.all(
        created.map((form, index) =>
          recording.save(form.id, owner, 1, { dirtyFields: answers[index] as string }),
        ),
      );
      const updates = statements.filter((statement) => statement.sql.includes('unnest'));
      expect(updates).toHaveLength(1);
      expect(updates[0]?.parameters).toEqual(expect.arrayContaining(answers));
      texts.add(updates[0]?.sql ?? '');
      results.forEach((result, index) => {
        if (result.outcome !== 'updated') throw new Error(`save ${index} of ${size} refused`);
        expect(JSON.parse(result.body.toString())).toMatchObject({
          data: { id: created[index]?.id, dirtyFields: answers[index] },
        });
      });
    }
    // Batches of 1, 2, 3 to 4, 5 to 8 and 9 to 16 saves: one prepared statement each.
    expect(texts.size).toBe(5);
  });

  it('lets a caller wait until every save queued before it has landed', async () => {
    const form = await create('dot');
    let saved = false;
    void forms.save(form.id, 'dot', 1, { dirtyFields: '{"queued":true}' }).then(() => {
      saved = true;
    });
    await batch.whenIdle();
    expect(saved).toBe(true);
    expect((await forms.get(form.id, 'dot'))?.dirtyFields).toBe('{"queued":true}');
  });
});
