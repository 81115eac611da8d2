import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';

const databases = await testDatabases();
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene');
if (!hygiene) throw new Error('personalHygiene is missing from the CSA content');

describe.each(databases)('bounds on the assessment list on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '3',
      MAX_ASSESSMENT_BYTES: '40000',
    }));
  });
  afterAll(async () => close?.());

  async function create(session: TestSession, formTypeCode = 'CSA') {
    return app.inject({
      method: 'POST',
      url: '/internal/v1/form',
      headers: session.headers,
      payload: { formTypeCode, formName: 'Mine', pageCount: 3 },
    });
  }

  async function closeForm(session: TestSession, id: string) {
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${id}/abandonAssessment`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
  }

  it('lists a summary (no answers), with per-area completion and need for help', async () => {
    const resident = await createTestSession(app);
    const form = (await create(resident)).json().data as Assessment;
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: {
        version: form.version,
        dirtyFields: {
          personalHygiene: {
            answers: fillAreaAnswers(hygiene, { needsHelp: true, chooseAll: true }),
            lastStepIndex: 5,
            isComplete: true,
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await app.inject({ url: '/internal/v1/form', headers: resident.headers });
    expect(response.statusCode).toBe(200);
    const [summary] = response.json().data as Record<string, unknown>[];
    expect(summary).not.toHaveProperty('dirtyFields');
    expect(summary).not.toHaveProperty('submittedFields');
    expect(summary).toMatchObject({
      id: form.id,
      formTypeCode: 'CSA',
      status: null,
      dateSubmitted: null,
      reference: null,
      areas: [{ id: 'personalHygiene', isComplete: true, needsHelp: true }],
    });
  });

  it('pages the list, newest first, and refuses pages larger than the limit', async () => {
    const resident = await createTestSession(app);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const form = (await create(resident)).json().data as Assessment;
      ids.push(form.id);
      await closeForm(resident, form.id);
    }
    const first = await app.inject({
      url: '/internal/v1/form?pageSize=2',
      headers: resident.headers,
    });
    expect(first.json().page).toEqual({ number: 1, size: 2, hasMore: true });
    const last = await app.inject({
      url: '/internal/v1/form?pageSize=2&page=3',
      headers: resident.headers,
    });
    expect(last.json().page).toEqual({ number: 3, size: 2, hasMore: false });
    const exactlyAll = await app.inject({
      url: '/internal/v1/form?pageSize=5',
      headers: resident.headers,
    });
    expect(exactlyAll.json().data).toHaveLength(5);
    expect(exactlyAll.json().page).toEqual({ number: 1, size: 5, hasMore: false });
    const seen = [first, last].flatMap((page) =>
      (page.json().data as { id: string }[]).map((item) => item.id),
    );
    expect(seen).toHaveLength(3);
    expect(new Set([...seen, ...ids]).size).toBe(5);
    const tooLarge = await app.inject({
      url: '/internal/v1/form?pageSize=500',
      headers: resident.headers,
    });
    expect(tooLarge.statusCode).toBe(400);
  });

  it('allows a limited number of open assessments per pathway, with a clear 409 beyond it', async () => {
    const resident = await createTestSession(app);
    const open: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await create(resident);
      expect(response.statusCode).toBe(201);
      open.push((response.json().data as Assessment).id);
    }
    const refused = await create(resident);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('TOO_MANY_OPEN');
    expect(refused.json().message).toBe(
      'You already have 3 assessments in progress. Continue one of them, or close one you no longer need, before starting another.',
    );
    expect((await create(resident, 'CARERS')).statusCode).toBe(201);
    await closeForm(resident, open[0]!);
    expect((await create(resident)).statusCode).toBe(201);
  });

  it('refuses to store an assessment larger than the configured size', async () => {
    const resident = await createTestSession(app);
    const form = (await create(resident)).json().data as Assessment;
    const huge = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: {
        version: form.version,
        dirtyFields: {
          personalHygiene: {
            answers: fillAreaAnswers(hygiene, {
              needsHelp: true,
              chooseAll: true,
              text: () => 'x'.repeat(4000),
            }),
            lastStepIndex: 5,
            isComplete: true,
          },
        },
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].code).toBe('TOO_LARGE');
    expect(huge.json().message).toBe(
      'This assessment has become too large to save. Please shorten some of your longer answers.',
    );
  });

  it('stores an assessment of exactly the configured size, and refuses one byte more', async () => {
    const resident = await createTestSession(app);
    let form = (await create(resident)).json().data as Assessment;
    const textareaIds: string[] = [];
    fillAreaAnswers(hygiene, {
      needsHelp: true,
      chooseAll: true,
      text: (itemId) => (textareaIds.push(itemId), 'x'),
    });
    /** Saves every textarea answered 'x', plus `extra` more x's spread over them, each answer
     * staying within the 5,000 characters an answer may have. */
    const save = (extra: number) => {
      const lengths = new Map<string, number>();
      let left = extra;
      for (const itemId of textareaIds) {
        const added = Math.min(left, 4999);
        lengths.set(itemId, 1 + added);
        left -= added;
      }
      expect(left, 'too few textareas to pad').toBe(0);
      return app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: resident.headers,
        payload: {
          version: form.version,
          dirtyFields: {
            personalHygiene: {
              answers: fillAreaAnswers(hygiene, {
                needsHelp: true,
                chooseAll: true,
                text: (itemId) => 'x'.repeat(lengths.get(itemId) ?? 1),
              }),
              lastStepIndex: 5,
              isComplete: true,
            },
          },
        },
      });
    };
    const small = await save(0);
    expect(small.statusCode, small.body).toBe(200);
    form = small.json().data as Assessment;
    // Each added x adds one byte to the stored JSON text; the limit is 40,000 bytes.
    const room = 40000 - Buffer.byteLength(form.dirtyFields);
    const exact = await save(room);
    expect(exact.statusCode, exact.body).toBe(200);
    form = exact.json().data as Assessment;
    expect(Buffer.byteLength(form.dirtyFields)).toBe(40000);
    const over = await save(room + 1);
    expect(over.statusCode).toBe(413);
  });
});
