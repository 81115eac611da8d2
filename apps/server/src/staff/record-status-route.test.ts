import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('recording a case status on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let carersCentre: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    resident = await createTestSession(app, { name: 'Resident' });
    carersCentre = await createTestSession(app, {
      name: 'Carl Centre',
      roleNames: ['carers-centre'],
      hasSecondFactor: true,
    });
  });
  afterAll(async () => close());

  const setStatus = (formId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/internal/v1/staff/submissions/${formId}/status`,
      headers: carersCentre.headers,
      payload,
    });

  it('audits each change as the status it left and the one it set', async () => {
    const form = await submitTestAssessment(app, resident, 'CARERS');
    const first = await setStatus(form.id, { status: 'in-progress' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      status: 'in-progress',
      history: [expect.objectContaining({ status: 'in-progress', note: null })],
    });
    const second = await setStatus(form.id, { status: 'closed', note: 'Moved away' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.history).toEqual([
      expect.objectContaining({ status: 'in-progress', note: null, actorName: 'Carl Centre' }),
      expect.objectContaining({ status: 'closed', note: 'Moved away', actorName: 'Carl Centre' }),
    ]);
    const audit = await app.db
      .selectFrom('audit_event')
      .select(['action', 'detail', 'actor_id'])
      .where('form_id', '=', form.id)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'submission.status', detail: 'new → in-progress', actor_id: carersCentre.userId },
        {
          action: 'submission.status',
          detail: 'in-progress → closed',
          actor_id: carersCentre.userId,
        },
      ]),
    );
  });
});
