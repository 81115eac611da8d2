import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './build-test-app.ts';
import { createTestSession, type TestSession } from './create-test-session.ts';
import type { TestDatabase } from './test-databases.ts';

/** The app on a test database with one signed-in resident, who may keep as many assessments
 * open as the tests need (the per-pathway limit is lifted). */
export async function appWithResident(database: TestDatabase): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
  resident: TestSession;
}> {
  const { app, close } = await buildTestApp(database, { MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000' });
  try {
    return { app, close, resident: await createTestSession(app) };
  } catch (error) {
    // As buildTestApp does, a failed set-up leaves nothing behind for afterAll to close.
    await close();
    throw error;
  }
}
