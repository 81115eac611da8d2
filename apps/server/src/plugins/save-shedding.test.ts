import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestAssessment } from '../testing/create-test-assessment.ts';
import { createTestSession, type TestSession } from '../testing/create-test-session.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const sqlite = (await testDatabases()).filter((database) => database.name === 'sqlite');
/** A quiet sample can take a while on a loaded machine (the whole suite beside other work). */
const quietSampleTimeoutMs = 15_000;

/** Holds the event loop for `ms`, as a burst of work too big for the server would. */
function holdEventLoop(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

describe.each(sqlite)('saves shed while the event loop is delayed, on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let resident: TestSession;
  let formId: string;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: '50' }));
    resident = await createTestSession(app);
    ({ id: formId } = await createTestAssessment(app, resident, 'Shed'));
  });
  afterAll(async () => close?.());

  const save = (version: number) =>
    app.inject({
      method: 'PUT',
      url: `/internal/v1/form/${formId}`,
      headers: resident.headers,
      payload: { version, dirtyFields: {} },
    });

  it(
    'refuses a save with 503 and Retry-After while delayed, serves everything else, then saves again',
    { timeout: 2 * quietSampleTimeoutMs + 10_000 },
    async () => {
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), {
        timeout: quietSampleTimeoutMs,
      });
      holdEventLoop(1000);
      // The plugin's sample was due during the hold and runs before this timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(app.isUnderPressure()).toBe(true);

      const refused = await save(1);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({
        status: 503,
        errors: [{ code: 'BUSY' }],
        message:
          'The service is very busy and your answers have not been saved yet. Please try again in a moment.',
      });
      // Nothing else is refused: a health check, the resident's read.
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const read = await app.inject({
        url: `/internal/v1/form/${formId}`,
        headers: resident.headers,
      });
      expect(read.statusCode).toBe(200);
      // The refused save changed nothing.
      expect(read.json()).toMatchObject({ data: { version: 1 } });

      // Once a quiet sample has been taken, the same save lands.
      await vi.waitFor(() => expect(app.isUnderPressure()).toBe(false), {
        timeout: quietSampleTimeoutMs,
      });
      const saved = await save(1);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ data: { version: 2 } });
    },
  );
});

describe.each(sqlite)("saves with shedding off (a test app's default), on $name", (database) => {
  it('are never refused: no pressure is measured at all', async () => {
    // A limit set high did not turn shedding off: on a loaded machine the whole suite's saves
    // were refused 503 (53 tests in one run), since under-pressure takes a sample with no
    // delay recorded in it as an infinite delay, whatever the limit.
    const { app, close } = await buildTestApp(database);
    try {
      expect(app.hasDecorator('isUnderPressure')).toBe(false);
      const resident = await createTestSession(app);
      const { id } = await createTestAssessment(app, resident, 'Not shed');
      holdEventLoop(1000);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const saved = await app.inject({
        method: 'PUT',
        url: `/internal/v1/form/${id}`,
        headers: resident.headers,
        payload: { version: 1, dirtyFields: {} },
      });
      expect(saved.statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
