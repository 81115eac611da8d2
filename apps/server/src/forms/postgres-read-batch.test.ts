import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/create-database.ts';
import { storedResidentWithAssessment } from '../testing/stored-session.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { FormRepository, postgresReadsFor } from './form-repository.ts';
import { PostgresReadBatch, type ReadBatchLimits } from './postgres-read-batch.ts';

// PostgreSQL's shared reads; CI requires PostgreSQL (REQUIRE_POSTGRES=1), so there it runs.
const postgres = (await testDatabases()).filter((database) => database.name === 'postgres');

type Along = { formId: string | null; formName: string | null };
const alongSql = 'form.id as "formId", form.form_name as "formName"';

describe.each(postgres)('reads shared on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  const resident = (name: string) => storedResidentWithAssessment(handle, forms, name);

  const batchOf = (limits: ReadBatchLimits, columns = alongSql) =>
    new PostgresReadBatch<Along>(handle.db, columns, limits);

  it('sends the reads of one turn together once the turn has ended, each answered with its own row', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 100 });
    const residents = await Promise.all(
      Array.from({ length: 10 }, (_, index) => resident(`Form ${index}`)),
    );
    const rows = await Promise.all(residents.map((own) => batch.read(own.sessionId, own.formId)));
    expect(batch.counts).toEqual({ batches: 1, reads: 10 });
    rows.forEach((row, index) => {
      const own = residents[index];
      expect(row).toMatchObject({
        sessionId: own?.sessionId,
        userId: own?.userId,
        formId: own?.formId,
        formName: `Form ${index}`,
      });
    });
  });

  it('joins an assessment only to the session of its owner, within one statement', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 100 });
    const [ann, ben] = await Promise.all([resident('Ann'), resident('Ben')]);
    if (!ann || !ben) throw new Error('setup');
    const unknownSession = randomUUID();
    // The six share one statement.
    const [, own, theirs, missing, noSession, again] = await Promise.all([
      batch.read(ben.sessionId, ben.formId),
      batch.read(ann.sessionId, ann.formId),
      batch.read(ann.sessionId, ben.formId),
      batch.read(ann.sessionId, randomUUID()),
      batch.read(unknownSession, ann.formId),
      batch.read(ann.sessionId, ann.formId),
    ]);
    expect(batch.counts).toEqual({ batches: 1, reads: 6 });
    expect(own).toMatchObject({ userId: ann.userId, formId: ann.formId, formName: 'Ann' });
    expect(theirs).toMatchObject({ userId: ann.userId, formId: null, formName: null });
    expect(missing).toMatchObject({ userId: ann.userId, formId: null });
    expect(noSession).toBeUndefined();
    expect(again).toEqual(own);
  });

  it('puts at most maxBatch reads in one statement and keeps the rest in order for the next', async () => {
    const batch = batchOf({ maxInFlight: 1, maxBatch: 3 });
    const residents = await Promise.all(
      Array.from({ length: 7 }, (_, index) => resident(`Capped ${index}`)),
    );
    const rows = await Promise.all(residents.map((own) => batch.read(own.sessionId, own.formId)));
    // Three, three, then one.
    expect(batch.counts).toEqual({ batches: 3, reads: 7 });
    expect(rows.map((row) => row?.formName)).toEqual(
      residents.map((_, index) => `Capped ${index}`),
    );
  });

  it('sends up to maxInFlight statements, then the reads of later turns wait and go together', async () => {
    // Each statement takes 50 ms, far longer than the turns between these reads.
    const slow = `(select true from pg_sleep(0.05)) as "slept", ${alongSql}`;
    const batch = batchOf({ maxInFlight: 2, maxBatch: 100 }, slow);
    const residents = await Promise.all(
      Array.from({ length: 5 }, (_, index) => resident(`Parallel ${index}`)),
    );
    const rows: Promise<unknown>[] = [];
    for (const own of residents) {
      rows.push(batch.read(own.sessionId, own.formId));
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
    const first = batch.read(ann.sessionId, ann.formId);
    await Promise.resolve();
    const later = batch.read(ben.sessionId, ben.formId);
    expect(await Promise.all([first, later])).toMatchObject([
      { formName: 'First' },
      { formName: 'Moment later' },
    ]);
    // Nothing else comes after: one turn sends its reads once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batch.counts).toEqual({ batches: 1, reads: 2 });
  });

  it("gives the service's two reads the rows the single statements give", async () => {
    // Built here, not in beforeAll, so that a change to the reads' columns meets this test.
    const shared = new FormRepository(handle.db, { postgresReads: postgresReadsFor(handle.db) });
    const own = await resident('Columns');
    const [alone, together] = await Promise.all([
      forms.readAnswerWithSession(own.sessionId, own.formId),
      shared.readAnswerWithSession(own.sessionId, own.formId),
    ]);
    expect(together).toEqual(alone);
    expect(JSON.parse(String(together.along))).toMatchObject({ data: { formName: 'Columns' } });
    const [stateAlone, stateTogether] = await Promise.all([
      forms.readEditStateWithSession(own.sessionId, own.formId),
      shared.readEditStateWithSession(own.sessionId, own.formId),
    ]);
    expect(stateTogether).toEqual(stateAlone);
    expect(stateTogether.along).toMatchObject({ id: own.formId, version: 1 });
  });

  it('fails every read of a statement that fails, and later reads are still sent', async () => {
    const broken = batchOf({ maxInFlight: 1, maxBatch: 100 }, 'form.no_such_column as "formId"');
    const own = await resident('Broken');
    const reads = [1, 2, 3].map(() => broken.read(own.sessionId, own.formId));
    for (const read of reads) await expect(read).rejects.toThrow(/no_such_column/);
    await expect(broken.read(own.sessionId, own.formId)).rejects.toThrow(/no_such_column/);
    expect(broken.counts).toEqual({ batches: 0, reads: 0 });
  });
});
