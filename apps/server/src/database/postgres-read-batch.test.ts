import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormRepository } from '../forms/form-repository.ts';
import { storedResidentWithAssessment } from '../testing/stored-session.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { DatabaseHandle } from './create-database.ts';
import { PostgresReadBatch, type ReadBatchLimits } from './postgres-read-batch.ts';

// PostgreSQL's shared reads; CI requires PostgreSQL (REQUIRE_POSTGRES=1), so there it runs.
const postgres = (await testDatabases()).filter((database) => database.name === 'postgres');

type Row = { formId: string; formName: string };
const columnsSql = 'form.id as "formId", form.form_name as "formName"';

describe.each(postgres)('reads shared on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  const resident = (name: string) => storedResidentWithAssessment(handle, forms, name);

  // An assessment by its id and owner, as a resident's read asks for it.
  const batchOf = (limits: ReadBatchLimits, columns = columnsSql) =>
    new PostgresReadBatch<Row>(
      handle.db,
      {
        keys: { form_id: 'text', owner_id: 'text' },
        columnsSql: columns,
        joinSql: 'inner join form on form.id = wanted.form_id and form.owner_id = wanted.owner_id',
      },
      limits,
    );

  it('sends the reads of one turn together once the turn has ended, each answered with its own row', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 100 });
    const residents = await Promise.all(
      Array.from({ length: 10 }, (_, index) => resident(`Form ${index}`)),
    );
    const rows = await Promise.all(residents.map((own) => batch.read(own.formId, own.userId)));
    expect(batch.counts).toEqual({ batches: 1, reads: 10 });
    rows.forEach((row, index) => {
      const own = residents[index];
      expect(row).toEqual({ formId: own?.formId, formName: `Form ${index}` });
    });
  });

  it('answers each key with its own row, and a key nothing joins with undefined, within one statement', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 100 });
    const [ann, ben] = await Promise.all([resident('Ann'), resident('Ben')]);
    if (!ann || !ben) throw new Error('setup');
    // The five share one statement.
    const [, own, theirs, missing, again] = await Promise.all([
      batch.read(ben.formId, ben.userId),
      batch.read(ann.formId, ann.userId),
      batch.read(ben.formId, ann.userId),
      batch.read(randomUUID(), ann.userId),
      batch.read(ann.formId, ann.userId),
    ]);
    expect(batch.counts).toEqual({ batches: 1, reads: 5 });
    expect(own).toEqual({ formId: ann.formId, formName: 'Ann' });
    expect(theirs).toBeUndefined();
    expect(missing).toBeUndefined();
    expect(again).toEqual(own);
  });

  it('puts at most maxBatch reads in one statement and keeps the rest in order for the next', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 3 });
    const residents = await Promise.all(
      Array.from({ length: 7 }, (_, index) => resident(`Capped ${index}`)),
    );
    const rows = await Promise.all(residents.map((own) => batch.read(own.formId, own.userId)));
    // Three, three, then one.
    expect(batch.counts).toEqual({ batches: 3, reads: 7 });
    expect(rows.map((row) => row?.formName)).toEqual(
      residents.map((_, index) => `Capped ${index}`),
    );
  });

  it('sends up to maxInFlight statements, then the reads of later turns wait and go together', async () => {
    // Each statement takes 50 ms, far longer than the turns between these reads.
    const slow = `(select true from pg_sleep(0.05)) as "slept", ${columnsSql}`;
    const batch = batchOf({ maxInFlight: 2, maxBatch: 100 }, slow);
    const residents = await Promise.all(
      Array.from({ length: 5 }, (_, index) => resident(`Parallel ${index}`)),
    );
    const rows: Promise<unknown>[] = [];
    for (const own of residents) {
      rows.push(batch.read(own.formId, own.userId));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(rows);
    // The first two turns' reads alone, at once; the three later turns' together.
    expect(batch.counts).toEqual({ batches: 3, reads: 5 });
  });

  it('sends nothing until the turn has ended, so a read asked for a moment later still joins', async () => {
    const batch = batchOf({ maxInFlight: 2, maxBatch: 100 });
    const [ann, ben] = await Promise.all([resident('First'), resident('Moment later')]);
    if (!ann || !ben) throw new Error('setup');
    const first = batch.read(ann.formId, ann.userId);
    await Promise.resolve();
    const later = batch.read(ben.formId, ben.userId);
    expect(await Promise.all([first, later])).toMatchObject([
      { formName: 'First' },
      { formName: 'Moment later' },
    ]);
    // Nothing else comes after: one turn sends its reads once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batch.counts).toEqual({ batches: 1, reads: 2 });
  });

  it('fails every read of a statement that fails, and later reads are still sent', async () => {
    const broken = batchOf({ maxInFlight: 1, maxBatch: 100 }, 'form.no_such_column as "formId"');
    const own = await resident('Broken');
    const reads = [1, 2, 3].map(() => broken.read(own.formId, own.userId));
    for (const read of reads) await expect(read).rejects.toThrow(/no_such_column/);
    await expect(broken.read(own.formId, own.userId)).rejects.toThrow(/no_such_column/);
    expect(broken.counts).toEqual({ batches: 0, reads: 0 });
  });
});
