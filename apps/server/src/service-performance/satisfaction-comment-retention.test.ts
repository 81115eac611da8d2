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

describe.each(databases)('satisfaction suggestions under retention on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let clock = new Date('2026-01-10T15:00:00.000Z');
  // Sessions keep real time, so moving the answers' clock by months keeps the sign-in.
  const sessionStart = new Date();

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }, undefined, {
      now: () => clock,
      sessionNow: () => sessionStart,
    }));
    resident = await createTestSession(app);
  }, 60_000);
  afterAll(async () => close());

  async function rateAt(at: string, rating: string, comment: string) {
    clock = new Date(at);
    const form = await submitTestAssessment(app, resident, 'CSA');
    const response = await app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/satisfaction`,
      headers: resident.headers,
      payload: { rating, comment },
    });
    expect(response.statusCode, response.body).toBe(204);
  }

  const answers = () =>
    app.db
      .selectFrom('performance_satisfaction')
      .select(['day', 'rating', 'comment'])
      .orderBy('day')
      .execute();

  it('clears a suggestion a year after the day it was given and keeps its rating', async () => {
    await rateAt('2026-01-10T15:00:00.000Z', 'dissatisfied', 'Ask Mrs Example at number 4.');
    await rateAt('2026-01-11T09:00:00.000Z', 'satisfied', 'Clear questions.');

    // 365 days after the first answer's day: its suggestion goes, the next day's stays.
    const at = new Date('2027-01-10T12:00:00.000Z');
    const dry = await app.retention.run({ now: at, isDryRun: true });
    expect(dry.commentsCleared).toBe(1);
    expect((await answers())[0]?.comment).toBe('Ask Mrs Example at number 4.');

    const real = await app.retention.run({ now: at });
    expect(real.commentsCleared).toBe(1);
    expect(await answers()).toEqual([
      { day: '2026-01-10', rating: 'dissatisfied', comment: null },
      { day: '2026-01-11', rating: 'satisfied', comment: 'Clear questions.' },
    ]);
    expect((await app.retention.run({ now: at })).commentsCleared).toBe(0);

    const later = await app.retention.run({ now: new Date('2027-01-11T12:00:00.000Z') });
    expect(later.commentsCleared).toBe(1);
    expect((await answers()).map((answer) => answer.comment)).toEqual([null, null]);
    // The ratings still count.
    expect((await answers()).map((answer) => answer.rating)).toEqual(['dissatisfied', 'satisfied']);
  });
});
