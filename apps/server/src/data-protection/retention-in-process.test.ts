import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

// Building the app takes seconds on a loaded machine.
describe.each(databases)(
  'the hourly retention job inside the server on $name',
  { timeout: 120_000 },
  (database) => {
    it('runs once the server is ready when RETENTION_SCHEDULE is in-process', async () => {
      const now = new Date('2031-06-01T09:00:00.000Z');
      const { app, close } = await buildTestApp(
        database,
        { RETENTION_SCHEDULE: 'in-process' },
        undefined,
        { now: () => now },
      );
      try {
        const finished = async () =>
          (
            await app.db
              .selectFrom('scheduled_task')
              .select(['last_started_at', 'last_finished_at'])
              .where('name', '=', 'retention')
              .executeTakeFirst()
          )?.last_finished_at ?? null;
        // Fails if not seen in a minute: far longer than a loaded machine needs to run it.
        await expect.poll(finished, { timeout: 60_000 }).toBe(now.toISOString());
      } finally {
        await close();
      }
    });

    it('does not run it when RETENTION_SCHEDULE is off', async () => {
      let starts: MockInstance | undefined;
      const { app, close } = await buildTestApp(
        database,
        { RETENTION_SCHEDULE: 'off' },
        (built) => {
          starts = vi.spyOn(built.retention.schedule, 'start');
        },
      );
      try {
        // The schedule would be started once the server is ready (and look at once, as the test
        // above shows): by now, ready, it has not been.
        expect(starts).toBeDefined();
        expect(starts).not.toHaveBeenCalled();
        const task = await app.db
          .selectFrom('scheduled_task')
          .selectAll()
          .where('name', '=', 'retention')
          .executeTakeFirst();
        expect(task).toBeUndefined();
      } finally {
        await close();
      }
    });
  },
);
