import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PerformanceReport } from '@csa/contracts';
import {
  buildTestApp,
  createTestAssessment,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('assessments deleted with an account on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let serviceManager: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    serviceManager = await createTestSession(app, { roleNames: ['service-manager'] });
  });
  afterAll(async () => close());

  async function request(
    session: TestSession,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await app.inject({ method, url, headers: session.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  }

  /** A draft with personal hygiene started and nothing else. */
  async function startHygiene(resident: TestSession) {
    const form = await createTestAssessment(app, resident, 'My assessment');
    await request(resident, 'PUT', `/internal/v1/form/${form.id}`, {
      version: form.version,
      dirtyFields: { personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false } },
    });
    return form;
  }

  it('counts them as deleted before submission, open or closed, and the open ones in drop-off', async () => {
    for (let index = 0; index < 5; index += 1) {
      const resident = await createTestSession(app);
      await startHygiene(resident);
      const closed = await startHygiene(resident);
      await request(resident, 'POST', `/internal/v1/form/${closed.id}/abandonAssessment`);
      await request(resident, 'DELETE', '/internal/v1/user');
    }

    const rows = await app.db
      .selectFrom('performance_count')
      .select(['measure', 'subject', 'count'])
      .where('measure', 'in', ['deleted-with-account', 'dropped-off'])
      .orderBy('measure')
      .orderBy('subject')
      .execute();
    expect(rows.map((row) => [row.measure, row.subject, Number(row.count)])).toEqual([
      ['deleted-with-account', 'closed', 5],
      ['deleted-with-account', 'open', 5],
      // Five when closed, five more for the open drafts deleted with the account.
      ['dropped-off', 'personalHygiene', 10],
    ]);
    expect(await app.db.selectFrom('performance_journey_step').selectAll().execute()).toEqual([]);

    const response = await app.inject({
      method: 'GET',
      url: '/internal/v1/admin/performance?formTypeCode=CSA',
      headers: serviceManager.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: PerformanceReport }>().data;
    expect(report.ends).toMatchObject({ deletedWhileOpen: 5, deletedAfterClosing: 5 });
    const hygiene = report.funnel.find((step) => step.step === 'personalHygiene');
    expect(hygiene).toMatchObject({ reached: 10, droppedOff: 10 });
  });
});
