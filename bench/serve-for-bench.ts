import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestSession,
  testDatabases,
} from '../apps/server/src/testing/index.ts';

/** The real service listening on loopback over a throw-away database of each kind available
 * (SQLite always, PostgreSQL when reachable), for load scripts that speak HTTP to it. */
export async function serveForBench(environment: Record<string, string>): Promise<
  {
    name: string;
    app: FastifyInstance;
    baseUrl: string;
    newResident: () => Promise<{ authorization: string }>;
    close: () => Promise<void>;
  }[]
> {
  const served = [];
  for (const database of await testDatabases()) {
    const { app, close } = await buildTestApp(database, {
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_OPEN_ASSESSMENTS_PER_PATHWAY: '1000',
      ...environment,
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    served.push({
      name: database.name,
      app,
      baseUrl: address,
      newResident: async () => (await createTestSession(app)).headers,
      close,
    });
  }
  return served;
}
