import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment, DirtyFields } from '@csa/contracts';
import {
  buildTestApp,
  completeHygiene,
  completePersonalDetails,
  createSubmittableForm,
  createTestSession,
  testDatabases,
  type TestSession,
} from '../testing/index.ts';

const databases = await testDatabases();
const trials = 200;

describe.each(databases)('a save racing a submission on $name', (database) => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let resident: TestSession;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '100000',
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
    }));
    resident = await createTestSession(app);
  });
  afterAll(async () => close?.());

  function submittableForm(): Promise<Assessment> {
    return createSubmittableForm(app, resident, 'Race');
  }

  /** The submission leaves at the same moment as the save, or a turn of the event loop or two
   * milliseconds later: saves on SQLite are written together at the end of the turn (group
   * commit), so a submission sent at the very same moment would always be first. */
  const submitAfter: (() => Promise<unknown>)[] = [
    () => Promise.resolve(),
    () => new Promise((resolve) => setImmediate(resolve)),
    () => new Promise((resolve) => setTimeout(resolve, 2)),
  ];

  it(`never freezes older answers than a save it acknowledged (${trials} trials)`, async () => {
    const lost: string[] = [];
    let savesFirst = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const form = await submittableForm();
      const newName = `Trial${trial}`;
      const [save, submission] = await Promise.all([
        app.inject({
          method: 'PUT',
          url: `/internal/v1/form/${form.id}`,
          headers: resident.headers,
          payload: {
            version: form.version,
            dirtyFields: {
              personalHygiene: completeHygiene,
              personalDetails: { ...completePersonalDetails('CSA'), firstName: newName },
            },
          },
        }),
        (submitAfter[trial % submitAfter.length] ?? (() => Promise.resolve()))().then(() =>
          app.inject({
            method: 'POST',
            url: `/internal/v1/form/${form.id}/remoteSubmission`,
            headers: resident.headers,
            payload: { formModel: {}, dirtyModel: {}, pdfHtml: '' },
          }),
        ),
      ]);
      expect(submission.statusCode, submission.body).toBe(200);
      if (save.statusCode !== 200) {
        // Refused because the submission froze first: the resident is told, nothing is lost.
        expect(save.statusCode, save.body).toBe(409);
        continue;
      }
      savesFirst += 1;
      const frozen = JSON.parse(
        (submission.json().data as Assessment).submittedFields ?? '{}',
      ) as DirtyFields;
      if (frozen.personalDetails?.firstName !== newName) lost.push(form.id);
    }
    expect(lost).toEqual([]);
    // The race must really have been run both ways for the check above to mean anything.
    expect(savesFirst).toBeGreaterThan(0);
  }, 180_000);
});
