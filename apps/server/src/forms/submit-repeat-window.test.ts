import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { alreadySubmittedMessage, type Assessment } from '@csa/contracts';
import { appWithResident, testDatabases, type TestSession } from '../testing/index.ts';
import { submitTestAssessment } from '../testing/submit-test-assessment.ts';
import { submitAssessment } from './submit-assessment.ts';

const databases = await testDatabases();

// A repeated submit within two minutes is the same click (a retry after a dropped connection)
// and gets the submission already made; after that it is refused (docs/decisions/0006).
describe.each(databases)('a repeated submit on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close, resident } = await appWithResident(database));
  });
  afterAll(async () => close?.());

  /** A submitted assessment whose submission is dated `secondsAgo` in the past. */
  async function submittedSecondsAgo(secondsAgo: number): Promise<Assessment> {
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    await app.db
      .updateTable('form')
      .set((eb) => ({
        date_submitted: new Date(Date.now() - secondsAgo * 1000).toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', submitted.id)
      .execute();
    return submitted;
  }

  function submitAgain(form: Assessment) {
    return app.inject({
      method: 'POST',
      url: `/internal/v1/form/${form.id}/remoteSubmission`,
      headers: resident.headers,
    });
  }

  async function jobCount(formId: string): Promise<number> {
    const jobs = await app.db
      .selectFrom('delivery_job')
      .select('id')
      .where('form_id', '=', formId)
      .execute();
    return jobs.length;
  }

  it('answers a submit 90 seconds after the first with the same submission', async () => {
    const submitted = await submittedSecondsAgo(90);
    const again = await submitAgain(submitted);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.reference).toBe(submitted.reference);
    expect(await jobCount(submitted.id)).toBe(1);
  });

  it('takes a submit exactly two minutes after the first as the same click, and one a millisecond later as a new one', async () => {
    const submitted = await submitTestAssessment(app, resident, 'CSA');
    const at = (milliseconds: number) =>
      submitAssessment(app.db, {
        formId: submitted.id,
        ownerId: resident.userId,
        flavour: 'london-borough',
        now: new Date(Date.parse(submitted.dateSubmitted ?? '') + milliseconds),
      });
    expect((await at(120_000)).reference).toBe(submitted.reference);
    await expect(at(120_001)).rejects.toThrow(alreadySubmittedMessage);
  });

  it('refuses a submit 150 seconds after the first with the spec message', async () => {
    const submitted = await submittedSecondsAgo(150);
    const again = await submitAgain(submitted);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alreadySubmittedMessage);
    expect(await jobCount(submitted.id)).toBe(1);
  });
});
