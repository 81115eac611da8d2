import { describe, expect, it } from 'vitest';
import { buildTestApp, logLines, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

/** The load balancer's checks: liveness is the process, readiness also its database. */
describe.each(databases)('health checks on $name', (database) => {
  it('reports not ready, with a 503, once the database cannot be reached, and says why in the log', async () => {
    const log = logLines();
    const { app, close } = await buildTestApp(database, {}, undefined, {
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok', database: 'ok' });
      await app.db.destroy();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      // Operators learn from the warning what the database said, not only that it failed.
      const warnings = log.lines.filter((line) => line.msg === 'database not reachable');
      expect(warnings).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'database not reachable',
          err: expect.objectContaining({ message: expect.stringMatching(/./) }),
        }),
      ]);
      const live = await app.inject('/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await close();
    }
  });
});
