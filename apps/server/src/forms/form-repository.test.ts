import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormRepository } from './form-repository.ts';
import {
  formRepositoryPaths,
  openFormRepository,
  residentReadPaths,
} from '../testing/form-repository-paths.ts';
import { testDatabases } from '../testing/test-databases.ts';
import type { DatabaseHandle } from '../database/create-database.ts';

const databases = await testDatabases();

// A resident's reads, like saves (form-repository-save.test.ts), take one of two paths: on
// SQLite the app passes the connection's prepared statements, elsewhere they are Kysely
// queries. Each is tested here on every database that can run it.
const paths = formRepositoryPaths(databases, 'Kysely query');

const newForm = (ownerId: string, formTypeCode: 'CSA' | 'CARERS' = 'CSA') => ({
  ownerId,
  formTypeCode,
  formName: 'Self-assessment',
  title: 'Care and Support Assessment Form',
  pageCount: 3,
});

const submission = (reference: string, dateSubmitted = new Date().toISOString()) => ({
  submittedFields: '{"personalDetails":{"firstName":"Frozen"}}',
  careActOutcomes: '{}',
  careActUnmetCount: 0,
  careActThresholdReached: false,
  dateSubmitted,
  reference,
});

/** The stored row itself, so a test sees every column a method wrote. */
function storedRow(handle: DatabaseHandle, id: string) {
  return handle.db.selectFrom('form').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(paths)('FormRepository reads on $name', (path) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    ({ handle, forms } = await openFormRepository(path));
  });
  afterAll(async () => handle?.close());

  it('reads an assessment only for its owner', async () => {
    const created = await forms.create(newForm('alice'));
    expect(await forms.get(created.id, 'alice')).toEqual(created);
    expect(await forms.get(created.id, 'mallory')).toBeNull();
    expect(await forms.get(randomUUID(), 'alice')).toBeNull();
  });

  it('reads inside a transaction what that transaction wrote, and it rolls back with it', async () => {
    const created = await forms.create(newForm('fay'));
    await expect(
      handle.db.transaction().execute(async (transaction) => {
        expect(await forms.abandon(created.id, 'fay', transaction)).toBe(true);
        expect((await forms.get(created.id, 'fay', transaction))?.status).toBe('ABANDONED');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await forms.get(created.id, 'fay'))?.status).toBeNull();
  });
});

// A resident's read and a save's first read are each one statement written for each database, on
// PostgreSQL also the shared statement the service sends.
const readPaths = residentReadPaths(databases);

describe.each(readPaths)("a resident's read and a save's first read on $name", (path) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    ({ handle, forms } = await openFormRepository(path));
  });
  afterAll(async () => handle?.close());

  it("reads the owner's assessment as the read's answer body", async () => {
    const userId = randomUUID();
    const created = await forms.create(newForm(userId));
    const body = await forms.readAnswer(created.id, userId);
    expect(JSON.parse(String(body))).toEqual({ data: created });
    // The body comes as bytes, sent as they are (the database writes them).
    expect(Buffer.isBuffer(body)).toBe(true);
  });

  it("reads nothing of an assessment that is someone else's or does not exist", async () => {
    const owner = randomUUID();
    const theirs = await forms.create(newForm(owner));
    expect(await forms.readAnswer(theirs.id, randomUUID())).toBeNull();
    expect(await forms.readAnswer(randomUUID(), owner)).toBeNull();
  });

  it('reads what a save checks, without the answers, only for the owner', async () => {
    const userId = randomUUID();
    const open = await forms.create(newForm(userId, 'CARERS'));
    expect(await forms.readEditState(open.id, userId)).toEqual({
      id: open.id,
      formTypeCode: 'CARERS',
      status: null,
      submittedFields: null,
      version: 1,
    });

    const sent = await forms.create(newForm(userId));
    expect(await forms.markSubmitted(sent.id, userId, submission(`CSA-${randomUUID()}`), 1)).toBe(
      true,
    );
    // Only whether it was submitted: the frozen answers are not read.
    expect(await forms.readEditState(sent.id, userId)).toEqual({
      id: sent.id,
      formTypeCode: 'CSA',
      status: null,
      submittedFields: '',
      version: 2,
    });
    expect(await forms.abandon(open.id, userId)).toBe(true);
    expect(await forms.readEditState(open.id, userId)).toMatchObject({
      status: 'ABANDONED',
      submittedFields: null,
      version: 2,
    });

    expect(await forms.readEditState(open.id, randomUUID())).toBeNull();
    expect(await forms.readEditState(randomUUID(), userId)).toBeNull();
  });

  it('gives each of many reads at once its own row (shared in one statement on PostgreSQL)', async () => {
    const owners = Array.from({ length: 6 }, () => randomUUID());
    const created = await Promise.all(
      owners.map((ownerId, index) =>
        forms.create({ ...newForm(ownerId), formName: `Own ${index}` }),
      ),
    );
    const [bodies, states] = await Promise.all([
      Promise.all(created.map((form, index) => forms.readAnswer(form.id, owners[index] ?? ''))),
      Promise.all(created.map((form, index) => forms.readEditState(form.id, owners[index] ?? ''))),
    ]);
    expect(
      bodies.map(
        (body) => (JSON.parse(String(body)) as { data: { formName: string } }).data.formName,
      ),
    ).toEqual(created.map((_, index) => `Own ${index}`));
    expect(states.map((state) => state?.id)).toEqual(created.map((form) => form.id));
  });
});

describe.each(databases)('FormRepository on $name', (database) => {
  let handle: DatabaseHandle;
  let forms: FormRepository;

  beforeAll(async () => {
    handle = await database.open();
    forms = new FormRepository(handle.db);
  });
  afterAll(async () => handle?.close());

  it('creates an assessment with every column of a new one', async () => {
    const before = new Date().toISOString();
    const created = await forms.create({
      ownerId: 'cara',
      formTypeCode: 'CARERS',
      formName: 'For my mum',
      title: 'Care and Support Assessment Form',
      pageCount: 5,
    });
    const after = new Date().toISOString();
    const row = await storedRow(handle, created.id);
    expect(row).toEqual({
      id: created.id,
      owner_id: 'cara',
      form_type_code: 'CARERS',
      form_name: 'For my mum',
      title: 'Care and Support Assessment Form',
      status: null,
      dirty_fields: '{}',
      submitted_fields: null,
      care_act_outcomes: null,
      care_act_unmet_count: null,
      care_act_threshold_reached: null,
      date_created: row.date_created,
      last_updated: row.date_created,
      date_submitted: null,
      page_count: 5,
      last_valid_page: 0,
      all_pages_validated: 0,
      version: 1,
      reference: null,
      // Written only at submission: what the resident was shown, and who took a phone call.
      content_version: null,
      questionnaire_version: null,
      taken_by_id: null,
      taken_by_name: null,
    });
    expect(row.date_created >= before && row.date_created <= after).toBe(true);
    expect(await forms.get(created.id, 'cara')).toEqual(created);
  });

  it('lists one owner’s assessments newest first, the same time by id, from the offset, with one row beyond the limit', async () => {
    const created = [];
    for (let index = 0; index < 4; index += 1) created.push(await forms.create(newForm('bob')));
    await forms.create(newForm('bob', 'CARERS'));
    await forms.create(newForm('carol'));
    const times = [
      '2026-01-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ];
    const [first, second, third, fourth] = created.map((form, index) => ({
      ...form,
      dateCreated: times[Math.min(index, 2)] ?? '',
    }));
    if (!first || !second || !third || !fourth) throw new Error('setup');
    for (const form of [first, second, third, fourth]) {
      await handle.db
        .updateTable('form')
        .set((eb) => ({ date_created: form.dateCreated, version: eb('version', '+', 1) }))
        .where('id', '=', form.id)
        .execute();
    }
    const tied = [third, fourth].sort((a, b) => (a.id < b.id ? -1 : 1));
    const newestFirst = [second, ...tied, first].map((form) => form.id);

    const ids = async (page: { offset: number; limit: number }) =>
      (await forms.listPageByOwner('bob', { ...page, formTypeCode: 'CSA' })).map((row) => row.id);
    expect(await ids({ offset: 0, limit: 10 })).toEqual(newestFirst);
    expect(await ids({ offset: 0, limit: 1 })).toEqual(newestFirst.slice(0, 2));
    expect(await ids({ offset: 1, limit: 2 })).toEqual(newestFirst.slice(1, 4));
    expect(await forms.listPageByOwner('bob', { offset: 0, limit: 10 })).toHaveLength(5);
    expect(await forms.listPageByOwner('nobody', { offset: 0, limit: 10 })).toEqual([]);
  });

  it('lists the summary columns, with the submitted answers once submitted', async () => {
    const open = await forms.create(newForm('dora'));
    await forms.save(open.id, 'dora', 1, { dirtyFields: '{"draft":1}' });
    const submitted = await forms.create(newForm('dora'));
    await forms.save(submitted.id, 'dora', 1, { dirtyFields: '{"draft":2}' });
    expect(await forms.markSubmitted(submitted.id, 'dora', submission('CSA-L-1'), 2)).toBe(true);
    const rows = await forms.listPageByOwner('dora', { offset: 0, limit: 10 });
    const stored = await forms.get(submitted.id, 'dora');
    expect(rows.find((row) => row.id === submitted.id)).toEqual({
      id: submitted.id,
      form_type_code: 'CSA',
      form_name: 'Self-assessment',
      title: 'Care and Support Assessment Form',
      date_created: submitted.dateCreated,
      last_updated: stored?.lastUpdated,
      status: null,
      date_submitted: stored?.dateSubmitted,
      version: 3,
      reference: 'CSA-L-1',
      answers: '{"personalDetails":{"firstName":"Frozen"}}',
    });
    expect(rows.find((row) => row.id === open.id)?.answers).toBe('{"draft":1}');
  });

  it('counts only the owner’s open assessments of the pathway: not submitted, closed or of the other pathway', async () => {
    const open = await forms.create(newForm('eve'));
    const closed = await forms.create(newForm('eve'));
    const submitted = await forms.create(newForm('eve'));
    await forms.create(newForm('eve', 'CARERS'));
    await forms.create(newForm('someone-else'));
    expect(await forms.countOpen('eve', 'CSA')).toBe(3);
    expect(await forms.abandon(closed.id, 'eve')).toBe(true);
    expect(await forms.markSubmitted(submitted.id, 'eve', submission('CSA-C-1'), 1)).toBe(true);
    expect(await forms.countOpen('eve', 'CSA')).toBe(1);
    expect(await forms.countOpen('eve', 'CARERS')).toBe(1);
    expect(await forms.get(open.id, 'eve')).toMatchObject({ status: null, submittedFields: null });
  });

  it('closes an assessment: its status, the time and the version change, nothing else', async () => {
    const created = await forms.create(newForm('gus'));
    await forms.save(created.id, 'gus', 1, { dirtyFields: '{"kept":1}', lastValidPage: 2 });
    const before = await storedRow(handle, created.id);
    const start = new Date().toISOString();
    expect(await forms.abandon(created.id, 'gus')).toBe(true);
    const closed = await storedRow(handle, created.id);
    expect(closed).toEqual({
      ...before,
      status: 'ABANDONED',
      last_updated: closed.last_updated,
      version: 3,
    });
    expect(closed.last_updated >= start).toBe(true);
  });

  it('freezes a submission: the frozen answers replace the draft, the time, the reference and the version change, nothing else', async () => {
    const created = await forms.create(newForm('hal'));
    await forms.save(created.id, 'hal', 1, { dirtyFields: '{"draft":1}' });
    const before = await storedRow(handle, created.id);
    const dateSubmitted = '2026-05-06T07:08:09.000Z';
    expect(
      await forms.markSubmitted(
        created.id,
        'hal',
        {
          ...submission('CSA-S-1', dateSubmitted),
          careActUnmetCount: 3,
          careActThresholdReached: true,
        },
        2,
      ),
    ).toBe(true);
    expect(await storedRow(handle, created.id)).toEqual({
      ...before,
      submitted_fields: '{"personalDetails":{"firstName":"Frozen"}}',
      dirty_fields: '{"personalDetails":{"firstName":"Frozen"}}',
      care_act_outcomes: '{}',
      care_act_unmet_count: 3,
      care_act_threshold_reached: 1,
      date_submitted: dateSubmitted,
      last_updated: dateSubmitted,
      reference: 'CSA-S-1',
      version: 3,
    });
  });

  it('lets only one of two saves of the same version win', async () => {
    const created = await forms.create(newForm('erin'));
    const results = await Promise.all([
      forms.save(created.id, 'erin', 1, { dirtyFields: '{"tab":1}' }),
      forms.save(created.id, 'erin', 1, { dirtyFields: '{"tab":2}' }),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['conflict', 'updated']);
  });
});
