import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  completeHygiene,
  completePersonalDetails,
  createTestAssessment,
  createTestSession,
  fillAreaAnswers,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const minute = 60_000;
const day = 24 * 60 * minute;
const start = new Date('2026-03-02T10:00:00.000Z');

describe.each(databases)('service performance counting on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  // Sessions keep real time, so moving the assessments' clock by days keeps the sign-in.
  const sessionStart = new Date();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      { RETENTION_OPEN_DAYS: '30', RETENTION_CLOSED_DAYS: '400', RETENTION_SCHEDULE: 'off' },
      undefined,
      { sessionNow: () => sessionStart },
    ));
    resident = await createTestSession(app);
  });
  afterAll(async () => close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (time: Date) => vi.setSystemTime(time);

  async function save(form: Assessment, dirtyFields: object): Promise<Assessment> {
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: { version: form.version, dirtyFields },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ data: Assessment }>().data;
  }

  async function call(form: Assessment, action: string, expected = 200) {
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/${action}`,
      headers: resident.headers,
    });
    expect(response.statusCode, response.body).toBe(expected);
  }

  function carersAreas() {
    const pathway = pathwayFor('CARERS');
    const areas: Record<string, object> = {};
    for (const id of ['carerRole', 'carerManageNutrition']) {
      const topic = pathway.topics.find((candidate) => candidate.id === id)!;
      areas[id] = { answers: fillAreaAnswers(topic), lastStepIndex: 1, isComplete: true };
    }
    return areas;
  }

  async function countRows() {
    return app.db
      .selectFrom('performance_count')
      .select(['day', 'form_type_code', 'measure', 'subject', 'count'])
      .orderBy('form_type_code')
      .orderBy('measure')
      .orderBy('subject')
      .orderBy('day')
      .execute();
  }

  it('counts each step of a set of journeys once, on its day, and keeps nothing of them when they end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(start);
    const create = (formTypeCode: FormTypeCode = 'CSA') =>
      createTestAssessment(app, resident, 'My assessment', formTypeCode);

    // Started an area, then closed it.
    const closedEarly = await create();
    await save(closedEarly, {
      personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false },
    });
    await call(closedEarly, 'abandonAssessment');

    // Submitted half an hour after starting, opening the preview on the way.
    const submitted = await create();
    at(new Date(start.getTime() + 30 * minute));
    const ready = await save(submitted, {
      personalHygiene: completeHygiene,
      personalDetails: completePersonalDetails('CSA'),
    });
    await call(ready, 'previewReached', 204);
    await call(ready, 'remoteSubmission');

    // Never saved; deleted by retention.
    await create();

    // Reached the preview twice, then closed.
    const closedAtPreview = await create();
    const previewed = await save(closedAtPreview, {
      personalHygiene: completeHygiene,
      personalDetails: completePersonalDetails('CSA'),
    });
    await call(previewed, 'previewReached', 204);
    await call(previewed, 'previewReached', 204);
    await call(previewed, 'abandonAssessment');

    // A carer's assessment submitted three days after it was started, without the preview
    // call (counted as reached by the submission).
    at(start);
    const carers = await create('CARERS');
    at(new Date(start.getTime() + 3 * day));
    await save(carers, { ...carersAreas(), personalDetails: completePersonalDetails('CARERS') });
    await call(carers, 'remoteSubmission');

    const retentionDay = new Date(start.getTime() + 31 * day);
    at(retentionDay);
    await app.retention.run({ now: retentionDay });

    const row = (
      dayText: string,
      formTypeCode: string,
      measure: string,
      subject: string,
      count: number,
    ) => ({
      day: dayText,
      form_type_code: formTypeCode,
      measure,
      subject,
      count,
    });
    const rows = (await countRows()).map((counted) => ({
      ...counted,
      count: Number(counted.count),
    }));
    expect(rows).toEqual([
      row('2026-03-05', 'CARERS', 'area-completed', 'carerManageNutrition', 1),
      row('2026-03-05', 'CARERS', 'area-completed', 'carerRole', 1),
      row('2026-03-05', 'CARERS', 'area-started', 'carerManageNutrition', 1),
      row('2026-03-05', 'CARERS', 'area-started', 'carerRole', 1),
      row('2026-03-05', 'CARERS', 'personal-details-completed', '', 1),
      row('2026-03-05', 'CARERS', 'preview-reached', '', 1),
      row('2026-03-02', 'CARERS', 'started', '', 1),
      row('2026-03-05', 'CARERS', 'submitted', 'online', 1),
      row('2026-03-05', 'CARERS', 'time-to-submit', '1-to-7-days', 1),
      row('2026-03-02', 'CSA', 'area-completed', 'personalHygiene', 2),
      row('2026-03-02', 'CSA', 'area-started', 'personalHygiene', 3),
      row('2026-03-02', 'CSA', 'closed', '', 2),
      row('2026-04-02', 'CSA', 'deleted-by-retention', 'open', 1),
      row('2026-03-02', 'CSA', 'dropped-off', 'personalHygiene', 1),
      row('2026-03-02', 'CSA', 'dropped-off', 'preview', 1),
      row('2026-04-02', 'CSA', 'dropped-off', 'start', 1),
      row('2026-03-02', 'CSA', 'personal-details-completed', '', 2),
      row('2026-03-02', 'CSA', 'preview-reached', '', 2),
      row('2026-03-02', 'CSA', 'started', '', 4),
      row('2026-03-02', 'CSA', 'submitted', 'online', 1),
      row('2026-03-02', 'CSA', 'time-to-submit', 'under-1-hour', 1),
    ]);
    const kept = await app.db.selectFrom('performance_journey_step').selectAll().execute();
    expect(kept).toEqual([]);
  });

  it('counts nothing for a save refused for a stale version', async () => {
    const form = await createTestAssessment(app, resident, 'My assessment');
    const before = await countRows();
    const refused = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: { version: form.version + 1, dirtyFields: { personalHygiene: completeHygiene } },
    });
    expect(refused.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
    const kept = await app.db
      .selectFrom('performance_journey_step')
      .selectAll()
      .where('form_id', '=', form.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses the preview call for an assessment that is not the resident’s', async () => {
    const stranger = await createTestSession(app);
    const form = await createTestAssessment(app, resident, 'My assessment');
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/previewReached`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
