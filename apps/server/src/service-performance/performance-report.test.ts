import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment, PerformanceReport } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  completePersonalDetails,
  createTestAssessment,
  createTestSession,
  fillAreaAnswers,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const day = 86_400_000;
const journeysAt = new Date('2026-03-10T10:00:00.000Z');
const hygiene = pathwayFor('CSA').topics.find((topic) => topic.id === 'personalHygiene')!;

describe.each(databases)('the performance figures on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let carersCentre: TestSession;
  let serviceManager: TestSession;
  let admin: TestSession;
  // Sessions keep real time, so moving the journeys' clock keeps the sign-ins.
  const sessionStart = new Date();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(
      database,
      { MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000', RATE_LIMIT_PER_MINUTE: '100000' },
      undefined,
      { sessionNow: () => sessionStart },
    ));
    resident = await createTestSession(app);
    carersCentre = await createTestSession(app, { roleNames: ['carers-centre'] });
    serviceManager = await createTestSession(app, { roleNames: ['service-manager'] });
    admin = await createTestSession(app, { roleNames: ['admin'] });
  });
  afterAll(async () => close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function post(session: TestSession, url: string, payload?: object) {
    const response = await app.inject({ method: 'POST', url, headers: session.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function enterMonth(formTypeCode: string, paperAndOther: number, costPence: number) {
    const response = await app.inject({
      method: 'PUT',
      url: '/internal/v1/admin/performance/months',
      headers: admin.headers,
      payload: {
        month: '2026-03',
        formTypeCode,
        paperAndOtherSubmissions: paperAndOther,
        costPence,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function report(query: string): Promise<PerformanceReport> {
    const response = await app.inject({
      method: 'GET',
      url: `/internal/v1/admin/performance?${query}`,
      headers: serviceManager.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PerformanceReport }>().data;
  }

  it('gives exactly the figures of a set of journeys, with small counts as "fewer than 5"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(journeysAt);
    // Six CSA submissions, each through the preview, each needing more help with hygiene, each
    // rated (3 very satisfied, 2 satisfied, 1 neither with a suggestion).
    const csaRatings = [
      'very-satisfied',
      'very-satisfied',
      'very-satisfied',
      'satisfied',
      'satisfied',
    ];
    for (let index = 0; index < 6; index += 1) {
      const form = await createTestAssessment(app, resident, 'My assessment');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: resident.headers,
        payload: {
          version: form.version,
          dirtyFields: {
            personalHygiene: {
              answers: fillAreaAnswers(hygiene, { needsHelp: true }),
              lastStepIndex: 1,
              isComplete: true,
            },
            personalDetails: completePersonalDetails('CSA'),
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await post(resident, `/internal/v1/form/${form.id}/previewReached`);
      await post(resident, `/internal/v1/form/${form.id}/remoteSubmission`);
      const rating = csaRatings[index];
      await post(
        resident,
        `/internal/v1/form/${form.id}/satisfaction`,
        rating ? { rating } : { rating: 'neither', comment: '  Shorter questions, please.  ' },
      );
    }
    // Five CSA assessments closed after starting hygiene.
    for (let index = 0; index < 5; index += 1) {
      const form = await createTestAssessment(app, resident, 'My assessment');
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${form.id}`,
        headers: resident.headers,
        payload: {
          version: form.version,
          dirtyFields: { personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false } },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await post(resident, `/internal/v1/form/${form.id}/abandonAssessment`);
    }
    // Six carers' submissions: five contacted within the 2 weeks (after 1, 2, 3, 4 and 13
    // days), one not yet.
    const carers: Assessment[] = [];
    for (let index = 0; index < 6; index += 1) {
      carers.push(await submitTestAssessment(app, resident, 'CARERS'));
    }
    // Five rated dissatisfied; one skipped the question.
    for (const form of carers.slice(1)) {
      await post(resident, `/internal/v1/form/${form.id}/satisfaction`, { rating: 'dissatisfied' });
    }
    for (const [index, days] of [1, 2, 3, 4, 13].entries()) {
      vi.setSystemTime(new Date(journeysAt.getTime() + days * day));
      await post(carersCentre, `/internal/v1/staff/submissions/${carers[index]!.id}/status`, {
        previousStatus: 'new',
        status: 'in-progress',
      });
    }
    await enterMonth('CSA', 9, 160_000);
    await enterMonth('CARERS', 0, 40_000);

    const both = await report('from=2026-03-01&to=2026-03-31');
    expect(both.kpis).toEqual({
      completionRate: { started: 17, submitted: 12, percent: 70.6 },
      digitalTakeUp: { online: 12, phone: 0, paperAndOther: 9, percent: 57.1 },
      costPerTransaction: {
        costPence: 200_000,
        transactions: 21,
        pencePerTransaction: 9524,
        monthsWithoutCost: [],
      },
      userSatisfaction: {
        answered: 11,
        ratings: [
          { rating: 'very-satisfied', label: 'Very satisfied', count: 'fewer than 5' },
          { rating: 'satisfied', label: 'Satisfied', count: 'fewer than 5' },
          {
            rating: 'neither',
            label: 'Neither satisfied or dissatisfied',
            count: 'fewer than 5',
          },
          { rating: 'dissatisfied', label: 'Dissatisfied', count: 5 },
          { rating: 'very-dissatisfied', label: 'Very dissatisfied', count: 0 },
        ],
        percentSatisfied: 45.5,
      },
    });
    expect(both.comments).toEqual([
      {
        day: '2026-03-10',
        formTypeCode: 'CSA',
        rating: 'neither',
        comment: 'Shorter questions, please.',
      },
    ]);
    expect(both.ends).toEqual({
      submitted: 12,
      closed: 5,
      deletedWhileOpen: 0,
      deletedAfterClosing: 0,
    });
    expect(both.contact).toEqual([
      {
        month: '2026-03',
        formTypeCode: 'CSA',
        promiseDays: null,
        submitted: 6,
        contactedWithinPromise: 0,
        contactedLater: 0,
        notYetContacted: 6,
        medianDaysToContact: null,
      },
      {
        month: '2026-03',
        formTypeCode: 'CARERS',
        promiseDays: 14,
        submitted: 6,
        contactedWithinPromise: 5,
        contactedLater: 0,
        notYetContacted: 'fewer than 5',
        medianDaysToContact: 3,
      },
    ]);
    expect(both.timeToSubmit.find((bucket) => bucket.bucket === 'under-1-hour')?.count).toBe(12);

    const csa = await report('from=2026-03-01&to=2026-03-31&formTypeCode=CSA');
    expect(csa.kpis.completionRate).toEqual({ started: 11, submitted: 6, percent: 54.5 });
    expect(csa.kpis.digitalTakeUp).toEqual({
      online: 6,
      phone: 0,
      paperAndOther: 9,
      percent: 40,
    });
    expect(csa.kpis.costPerTransaction.pencePerTransaction).toBe(10_667);
    expect(csa.kpis.userSatisfaction.answered).toBe(6);
    expect(csa.kpis.userSatisfaction.percentSatisfied).toBe(83.3);
    const shown = (step: PerformanceReport['funnel'][number]) =>
      step.reached !== 0 || step.droppedOff !== 0;
    expect(csa.funnel.filter(shown).map(({ label: _label, ...step }) => step)).toEqual([
      { step: 'started', formTypeCode: null, reached: 11, completed: null, droppedOff: 0 },
      {
        step: 'personalHygiene',
        formTypeCode: 'CSA',
        reached: 11,
        completed: 6,
        droppedOff: 5,
      },
      { step: 'personalDetails', formTypeCode: null, reached: 6, completed: null, droppedOff: 0 },
      { step: 'preview', formTypeCode: null, reached: 6, completed: null, droppedOff: 0 },
      { step: 'submitted', formTypeCode: null, reached: 6, completed: null, droppedOff: 0 },
    ]);
    expect(
      csa.demand.filter((row) => row.count !== 0).map(({ label: _label, ...row }) => row),
    ).toEqual([{ month: '2026-03', formTypeCode: 'CSA', area: 'personalHygiene', count: 6 }]);

    // The carers' pathway alone: every journey count is under 5 but the submissions.
    const carersOnly = await report('from=2026-03-01&to=2026-03-31&formTypeCode=CARERS');
    expect(carersOnly.kpis.completionRate).toEqual({ started: 6, submitted: 6, percent: 100 });
    expect(carersOnly.kpis.digitalTakeUp.percent).toBe(100);

    // A range before any of it counts nothing.
    const february = await report('from=2026-02-01&to=2026-02-28');
    expect(february.kpis.completionRate).toEqual({ started: 0, submitted: 0, percent: null });
    expect(february.kpis.costPerTransaction).toEqual({
      costPence: null,
      transactions: 0,
      pencePerTransaction: null,
      monthsWithoutCost: ['2026-02'],
    });
  });

  it('suppresses a count under 5 and every share made from it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-12T10:00:00.000Z'));
    for (let index = 0; index < 3; index += 1) {
      await createTestAssessment(app, resident, 'My assessment');
    }
    const may = await report('from=2026-05-01&to=2026-05-31');
    expect(may.kpis.completionRate).toEqual({
      started: 'fewer than 5',
      submitted: 0,
      percent: null,
    });
    expect(may.funnel[0]).toMatchObject({ step: 'started', reached: 'fewer than 5' });
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/internal/v1/admin/performance?from=2026-03-31&to=2026-03-01',
      headers: serviceManager.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field?: string }[] }>().errors[0]?.field).toContain('from');
  });
});
