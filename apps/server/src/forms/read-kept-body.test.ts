import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../database/create-database.ts';
import { appWithResident } from '../testing/app-with-resident.ts';
import { createTestAssessment } from '../testing/create-test-assessment.ts';
import { storedResidentWithAssessment } from '../testing/stored-session.ts';
import { repositoryOptions, residentReadPaths } from '../testing/form-repository-paths.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { AnswerBodyCache } from './answer-body-cache.ts';
import { FormRepository } from './form-repository.ts';

// A resident's read with kept bodies (decision 0060, "answers kept by version"), on each way the
// service reads: SQLite's prepared statement, PostgreSQL's single and shared statements.
const paths = residentReadPaths(await testDatabases());

describe.each(paths)('a read with kept bodies on $name', (path) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await path.database.open();
  });
  afterAll(async () => handle?.close());

  /** A repository keeping bodies in `cache`, built in the test so a mutation run judges it. */
  const repository = (cache: AnswerBodyCache) =>
    new FormRepository(handle.db, { ...repositoryOptions(path, handle), answerBodies: cache });

  const residentWithAssessment = (forms: FormRepository, name = 'Kept') =>
    storedResidentWithAssessment(handle, forms, name);

  const nameIn = (body: unknown) =>
    (JSON.parse(String(body)) as { data: { formName: string } }).data.formName;

  it('sends the kept body again while the assessment is at the same version', async () => {
    const cache = new AnswerBodyCache();
    const forms = repository(cache);
    const own = await residentWithAssessment(forms);
    const first = await forms.readAnswer(own.formId, own.userId);
    expect(nameIn(first)).toBe('Kept');
    expect(cache.versionOf(own.formId)).toBe(1);
    const again = await forms.readAnswer(own.formId, own.userId);
    // The very bytes kept: the database sent no body this time.
    expect(again).toBe(first);
  });

  it('reads the body afresh once a save has moved the assessment on', async () => {
    const cache = new AnswerBodyCache();
    const forms = repository(cache);
    const own = await residentWithAssessment(forms);
    const first = await forms.readAnswer(own.formId, own.userId);
    const saved = await forms.save(own.formId, own.userId, 1, { dirtyFields: '{"saved":true}' });
    expect(saved.outcome).toBe('updated');
    const after = await forms.readAnswer(own.formId, own.userId);
    expect(after).not.toBe(first);
    expect(JSON.parse(String(after))).toMatchObject({
      data: { dirtyFields: '{"saved":true}', version: 2 },
    });
    expect(cache.versionOf(own.formId)).toBe(2);
  });

  it("keeps a save's own body, so the read after it sends that body without the database writing one", async () => {
    const cache = new AnswerBodyCache();
    const forms = repository(cache);
    const own = await residentWithAssessment(forms);
    const saved = await forms.save(own.formId, own.userId, 1, { dirtyFields: '{"kept":true}' });
    if (saved.outcome !== 'updated') throw new Error('not saved');
    expect(cache.versionOf(own.formId)).toBe(2);
    const after = await forms.readAnswer(own.formId, own.userId);
    // The very bytes the save answered with.
    expect(after).toBe(saved.body);
    expect(JSON.parse(String(after))).toMatchObject({
      data: { dirtyFields: '{"kept":true}', version: 2 },
    });
  });

  it('sends no one else the kept body: the database checks the owner on every read', async () => {
    const cache = new AnswerBodyCache();
    const forms = repository(cache);
    const own = await residentWithAssessment(forms);
    await forms.readAnswer(own.formId, own.userId);
    expect(await forms.readAnswer(own.formId, randomUUID())).toBeNull();
  });

  it('reads the body again when another read let the kept one go meanwhile', async () => {
    const keepsNothing = repository(new AnswerBodyCache(0));
    const a = await residentWithAssessment(keepsNothing, 'First');
    const b = await residentWithAssessment(keepsNothing, 'Second');
    const sizeOf = async (own: typeof a) =>
      String(await keepsNothing.readAnswer(own.formId, own.userId)).length;
    // Room for one body only: keeping b's lets a's go.
    const room = Math.max(await sizeOf(a), await sizeOf(b));
    const cache = new AnswerBodyCache(room);
    const shared = repository(cache);
    await shared.readAnswer(a.formId, a.userId);
    expect(cache.versionOf(a.formId)).toBe(1);
    // b's read is answered first and its body replaces a's before a's read looks for it.
    const [ofB, ofA] = await Promise.all([
      shared.readAnswer(b.formId, b.userId),
      shared.readAnswer(a.formId, a.userId),
    ]);
    expect(nameIn(ofB)).toBe('Second');
    expect(nameIn(ofA)).toBe('First');
  });
});

// The service itself keeps bodies: shown by taking the version guard away and changing a row
// behind the service's back without a new version, which the guard exists to refuse.
describe.each(await testDatabases())('the service on $name', (database) => {
  it('sends the body it kept while the version stands, and a new one once it moves', async () => {
    // Built here, not in beforeAll, so that a change to how the routes read meets this test.
    const { app, close, resident } = await appWithResident(database);
    try {
      const { id } = await createTestAssessment(app, resident, 'Kept name');
      const read = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/internal/v1/form/${id}`,
            headers: resident.headers,
          })
        ).json<{ data: { formName: string } }>().data.formName;
      expect(await read()).toBe('Kept name');

      await sql
        .raw(dropGuardSql[database.name === 'postgres' ? 'postgres' : 'sqlite'])
        .execute(app.db);
      await app.db.updateTable('form').set({ form_name: 'Unseen' }).where('id', '=', id).execute();
      expect(await read()).toBe('Kept name');
      await app.db
        .updateTable('form')
        .set((eb) => ({ form_name: 'Seen', version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      expect(await read()).toBe('Seen');
    } finally {
      await close();
    }
  });
});

describe.each(await testDatabases())('a save through the service on $name', (database) => {
  it('answers with the very bytes the read after it sends', async () => {
    const { app, close, resident } = await appWithResident(database);
    try {
      const { id } = await createTestAssessment(app, resident, 'Saved name');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${id}`,
        headers: resident.headers,
        payload: { version: 1, dirtyFields: { personalDetails: { firstName: 'Zoë 王芳' } } },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(saved.json()).toMatchObject({ data: { id, version: 2 } });
      const read = await app.inject({
        method: 'GET',
        url: `/internal/v1/form/${id}`,
        headers: resident.headers,
      });
      expect(read.body).toBe(saved.body);
    } finally {
      await close();
    }
  });
});

const dropGuardSql = {
  sqlite: 'drop trigger form_version_guard',
  postgres: 'drop trigger form_version_guard on form',
};
