import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  appWithResident,
  createTestAssessment,
  createTestSession,
  submitTestAssessment,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('telling us how the service felt on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close());

  const rate = (formId: string, payload: object, session = resident) =>
    app.inject({
      method: 'POST',
      url: `/internal/v1/form/${formId}/satisfaction`,
      headers: session.headers,
      payload,
    });

  it('keeps one answer per submission, apart from it, with only its day and pathway', async () => {
    const submitted = await submitTestAssessment(app, resident, 'CARERS');
    const first = await rate(submitted.id, { rating: 'satisfied', comment: 'Clear questions.' });
    expect(first.statusCode, first.body).toBe(204);
    const again = await rate(submitted.id, { rating: 'very-dissatisfied' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: { code?: string }[] }>().errors[0]?.code).toBe('ALREADY_ANSWERED');

    const answers = await app.db.selectFrom('performance_satisfaction').selectAll().execute();
    const answer = answers.find((row) => row.comment === 'Clear questions.');
    expect(answer).toMatchObject({ form_type_code: 'CARERS', rating: 'satisfied' });
    expect(Object.keys(answer ?? {}).sort()).toEqual(
      ['comment', 'day', 'form_type_code', 'id', 'rating'].sort(),
    );
    expect(JSON.stringify(answers)).not.toContain(submitted.id);
    expect(JSON.stringify(answers)).not.toContain(submitted.reference ?? submitted.id);
  });

  it('answers 409 before the assessment is sent, and 404 for another person’s', async () => {
    const open = await createTestAssessment(app, resident, 'My assessment');
    const early = await rate(open.id, { rating: 'satisfied' });
    expect(early.statusCode).toBe(409);
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    const stranger = await createTestSession(app);
    expect((await rate(submitted.id, { rating: 'satisfied' }, stranger)).statusCode).toBe(404);
  });

  it('names the field at fault: no rating, or a suggestion over 1,200 characters', async () => {
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    const missing = await rate(submitted.id, { comment: 'Nothing chosen' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Select how you felt about the service');
    const long = await rate(submitted.id, { rating: 'satisfied', comment: 'x'.repeat(1201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('1,200 characters or fewer');
    // Neither refusal used up the one answer.
    expect((await rate(submitted.id, { rating: 'satisfied' })).statusCode).toBe(204);
  });
});
