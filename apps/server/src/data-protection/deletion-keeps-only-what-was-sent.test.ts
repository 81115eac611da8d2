import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Assessment } from '@csa/contracts';
import type { Topic } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { signUpForTest, testEnvironment } from '../accounts/account-test-helpers.ts';
import {
  buildTestApp,
  completePersonalDetails,
  createTestAssessment,
  fillAreaAnswers,
  testDatabases,
} from '../testing/index.ts';

const databases = await testDatabases();

const topics = pathwayFor('CSA').topics;
const submittedArea = topics.find((topic) => topic.id === 'personalHygiene');
// Any other area: on the submitted assessment it stays a draft, never sent.
const draftArea = topics.find((topic) => topic.id !== 'personalHygiene');
if (!submittedArea || !draftArea) throw new Error('the CSA content has too few areas');

interface TextColumn {
  table: string;
  column: string;
}

/**
 * What is kept of a deleted account is only what the resident sent: the submitted areas and
 * personal details. Answers they never sent (an unsubmitted assessment, an area left as a
 * draft on a submitted one) go with the account, from every table, found through the
 * database's own catalogue so that a table added later is searched too.
 */
describe.each(databases)('deletion keeps only what was sent on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      ...testEnvironment,
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
  });
  afterAll(async () => close());

  async function textColumns(): Promise<TextColumn[]> {
    if (app.databaseKind === 'postgres') {
      const { rows } = await sql<TextColumn>`select table_name as "table", column_name as "column"
        from information_schema.columns
        where table_schema = current_schema()
          and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(
        app.db,
      );
      return rows;
    }
    // SQLite keeps text in a column of any declared type; every column is searched as text.
    const { rows } = await sql<TextColumn>`select m.name as "table", p.name as "column"
      from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table' and m.name not like 'sqlite_%'`.execute(app.db);
    return rows;
  }

  /** Where each needle is found: `table.column` names, by needle. */
  async function find(needles: string[]): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = Object.fromEntries(needles.map((n) => [n, []]));
    const columns = await textColumns();
    for (const { table, column } of columns) {
      const { rows } = await sql<{
        value: string | null;
      }>`select cast(${sql.ref(column)} as text) as value from ${sql.table(table)}`.execute(app.db);
      for (const { value } of rows) {
        for (const needle of needles) {
          if (value?.includes(needle)) found[needle]?.push(`${table}.${column}`);
        }
      }
    }
    return found;
  }

  async function save(
    owner: { headers: Record<string, string> },
    form: Assessment,
    fields: Record<string, unknown>,
  ) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: owner.headers,
      payload: { version: form.version, dirtyFields: fields },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ data: Assessment }>().data;
  }

  const areaOf = (topic: Topic, marker: string, isComplete: boolean) => ({
    answers: fillAreaAnswers(topic, {
      needsHelp: true,
      chooseAll: true,
      text: (itemId) => `${marker} about ${itemId}`,
    }),
    lastStepIndex: 1,
    isComplete,
  });

  it('leaves no unsent answer anywhere after "Delete my account"', async () => {
    const unique = randomBytes(4).toString('hex');
    const sent = { name: `Sentname${unique}`, answer: `Sentanswer${unique}` };
    const unsent = {
      draftOnSubmitted: `Draftonly${unique}`,
      draftName: `Unsentname${unique}`,
      draftAnswer: `Unsentanswer${unique}`,
      earlierDraft: `Earlierdraft${unique}`,
    };
    const owner = await signUpForTest(app);

    // Submitted: a complete area and personal details, plus an area left as a draft.
    const toSubmit = await save(owner, await createTestAssessment(app, owner, 'Sent'), {
      personalDetails: { ...completePersonalDetails('CSA'), firstName: sent.name },
      personalHygiene: areaOf(submittedArea, sent.answer, true),
      [draftArea.id]: areaOf(draftArea, unsent.draftOnSubmitted, false),
    });
    const submit = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${toSubmit.id}/remoteSubmission`,
      headers: owner.headers,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const submitted = submit.json<{ data: Assessment }>().data;
    // The resident's own copy of a submission is what was sent, drafts and all left out.
    expect(submitted.dirtyFields).toBe(submitted.submittedFields);
    expect(submitted.dirtyFields).toContain(sent.answer);
    expect(submitted.dirtyFields).not.toContain(unsent.draftOnSubmitted);

    // A submission kept with its drafts, as every submission was before they were dropped.
    const earlier = await save(owner, await createTestAssessment(app, owner, 'Earlier'), {
      personalDetails: completePersonalDetails('CSA'),
      personalHygiene: areaOf(submittedArea, `Earliersent${unique}`, true),
    });
    const earlierSubmit = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${earlier.id}/remoteSubmission`,
      headers: owner.headers,
    });
    expect(earlierSubmit.statusCode, earlierSubmit.body).toBe(200);
    await app.db
      .updateTable('form')
      .set((eb) => ({
        dirty_fields: JSON.stringify({
          [draftArea.id]: areaOf(draftArea, unsent.earlierDraft, false),
        }),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', earlier.id)
      .execute();

    // Never submitted.
    await save(owner, await createTestAssessment(app, owner, 'Unsent'), {
      personalDetails: { ...completePersonalDetails('CSA'), firstName: unsent.draftName },
      personalHygiene: areaOf(submittedArea, unsent.draftAnswer, true),
    });
    await app.delivery.worker.drain();

    const unsentNeedles = Object.values(unsent);
    const sentNeedles = Object.values(sent);
    // The search finds every answer where the journeys put it; the draft left on the
    // submitted assessment went when it was sent.
    const before = await find([...unsentNeedles, ...sentNeedles]);
    for (const needle of [...unsentNeedles, ...sentNeedles]) {
      if (needle === unsent.draftOnSubmitted) expect(before[needle], needle).toEqual([]);
      else expect(before[needle], needle).toContain('form.dirty_fields');
    }

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/internal/v1/user',
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const after = await find([...unsentNeedles, ...sentNeedles]);
    for (const needle of unsentNeedles) expect(after[needle], needle).toEqual([]);
    // What was sent stays with the council, as it was sent.
    for (const needle of sentNeedles)
      expect(after[needle], needle).toContain('form.submitted_fields');
    const kept = await app.db
      .selectFrom('form')
      .select(['id', 'owner_id', 'dirty_fields', 'submitted_fields'])
      .orderBy('id')
      .execute();
    expect(kept).toHaveLength(2);
    for (const form of kept) {
      expect(form.owner_id).toBeNull();
      expect(form.dirty_fields).toBe(form.submitted_fields);
    }
  });
});
