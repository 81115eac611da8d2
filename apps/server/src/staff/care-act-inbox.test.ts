import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StaffSubmissionSummary } from '@csa/contracts';
import { pathwayFor } from '@csa/questionnaire/content';
import {
  buildTestApp,
  completePersonalDetails,
  createTestAssessment,
  createTestSession,
  fillAreaAnswers,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const cannot = 'I cannot do this independently';

/** An area answered as managing it, or with the resident unable to do `itemId` on their own. */
function area(areaId: string, itemId: string, isUnable: boolean) {
  const topic = pathwayFor('CSA').topics.find((candidate) => candidate.id === areaId);
  if (!topic) throw new Error(`no area ${areaId}`);
  const answers = isUnable
    ? { ...fillAreaAnswers(topic, { needsHelp: true, chooseAll: true }), [itemId]: cannot }
    : fillAreaAnswers(topic);
  return { answers, lastStepIndex: 1, isComplete: true };
}

describe.each(databases)('the Care Act figures in the staff inbox on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let customerServices: TestSession;
  const ids: Record<'none' | 'oneFirst' | 'two' | 'oneLater' | 'notKept', string> = {
    none: '',
    oneFirst: '',
    two: '',
    oneLater: '',
    notKept: '',
  };

  async function submit(unableToDress: boolean, unableToWash: boolean): Promise<string> {
    const form = await createTestAssessment(app, resident, 'My assessment', 'CSA');
    const saved = await app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${form.id}`,
      headers: resident.headers,
      payload: {
        version: form.version,
        dirtyFields: {
          appropriatelyClothed: area('appropriatelyClothed', 'dressUpperBody', unableToDress),
          personalHygiene: area('personalHygiene', 'washYourself', unableToWash),
          personalDetails: completePersonalDetails('CSA'),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Each submission a moment after the last, so "oldest first" is one order; the inbox
    // reads the case's copy of the time.
    const submittedAt = new Date(
      Date.UTC(2026, 0, 1 + Object.values(ids).filter(Boolean).length),
    ).toISOString();
    await app.db
      .updateTable('form')
      .set((eb) => ({ version: eb('version', '+', 1), date_submitted: submittedAt }))
      .where('id', '=', form.id)
      .execute();
    await app.db
      .updateTable('staff_case')
      .set({ submitted_at: submittedAt })
      .where('form_id', '=', form.id)
      .execute();
    return form.id;
  }

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    resident = await createTestSession(app, { name: 'Resident' });
    customerServices = await createTestSession(app, {
      name: 'Cara Services',
      loginEmail: 'cara.inbox@council.test',
      roleNames: ['customer-services'],
      hasSecondFactor: true,
    });
    // Submitted in an order that is not the order of their unmet outcomes.
    ids.none = await submit(false, false);
    ids.oneFirst = await submit(true, false);
    ids.two = await submit(true, true);
    ids.oneLater = await submit(false, true);
    ids.notKept = await submit(true, true);
    // As a case submitted before the outcomes were kept (whose case migration 0072 filled
    // from the form, figures null).
    await app.db
      .updateTable('form')
      .set({
        care_act_outcomes: null,
        care_act_unmet_count: null,
        care_act_threshold_reached: null,
      })
      .where('id', '=', ids.notKept)
      .execute();
    await app.db
      .updateTable('staff_case')
      .set({ care_act_unmet_count: null, care_act_threshold_reached: null })
      .where('form_id', '=', ids.notKept)
      .execute();
  });
  afterAll(async () => close());

  async function list(query: string): Promise<StaffSubmissionSummary[]> {
    const response = await app.inject({
      url: `/internal/v1/staff/submissions${query}`,
      headers: customerServices.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StaffSubmissionSummary[] }>().data;
  }

  it('shows each case the number of outcomes appearing unmet and whether it reaches the threshold', async () => {
    const rows = await list('');
    expect(
      rows.map((row) => [row.id, row.careActUnmetCount, row.reachesIndicativeThreshold]),
    ).toEqual([
      [ids.none, 0, false],
      [ids.oneFirst, 1, false],
      [ids.two, 2, true],
      [ids.oneLater, 1, false],
      [ids.notKept, null, null],
    ]);
  });

  it('the case page carries the same figures', async () => {
    const response = await app.inject({
      url: `/internal/v1/staff/submissions/${ids.two}`,
      headers: customerServices.headers,
    });
    expect(response.json().data).toMatchObject({
      careActUnmetCount: 2,
      reachesIndicativeThreshold: true,
    });
  });

  it('filters to the cases that reach the indicative threshold, and counts only them', async () => {
    const response = await app.inject({
      url: '/internal/v1/staff/submissions?threshold=reached',
      headers: customerServices.headers,
    });
    expect(response.json().data.map((row: StaffSubmissionSummary) => row.id)).toEqual([ids.two]);
    expect(response.json().meta.total).toBe(1);
    // An empty filter is no filter, as the inbox's form sends it.
    expect(await list('?threshold=')).toHaveLength(5);
  });

  it('sorts by the outcomes appearing unmet, oldest first among equals and unrecorded last', async () => {
    expect((await list('?sort=most-unmet')).map((row) => row.id)).toEqual([
      ids.two,
      ids.oneFirst,
      ids.oneLater,
      ids.none,
      ids.notKept,
    ]);
    expect((await list('?sort=oldest')).map((row) => row.id)).toEqual([
      ids.none,
      ids.oneFirst,
      ids.two,
      ids.oneLater,
      ids.notKept,
    ]);
    expect((await list('?sort=most-unmet&pageSize=2&page=2')).map((row) => row.id)).toEqual([
      ids.oneLater,
      ids.none,
    ]);
  });

  it('combines the filter with the sort and a search', async () => {
    expect((await list('?threshold=reached&sort=most-unmet')).map((row) => row.id)).toEqual([
      ids.two,
    ]);
    const reference = (await list('')).find((row) => row.id === ids.oneFirst)?.reference ?? '';
    expect(await list(`?threshold=reached&q=${encodeURIComponent(reference)}`)).toEqual([]);
  });

  it('refuses a sort or a filter it does not know', async () => {
    for (const query of ['?sort=newest', '?threshold=yes']) {
      const response = await app.inject({
        url: `/internal/v1/staff/submissions${query}`,
        headers: customerServices.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
