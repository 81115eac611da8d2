import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../testing/index.ts';

const databases = await testDatabases();

describe.each(databases)('the hourly retention job inside the server on $name', (database) => {
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
      await expect.poll(finished, { timeout: 10_000 }).toBe(now.toISOString());
    } finally {
      await close();
    }
  });

  it('does not run it when RETENTION_SCHEDULE is off', async () => {
    const { app, close } = await buildTestApp(database, { RETENTION_SCHEDULE: 'off' });
    try {
      // The in-process job looks at once when the server is ready (the test above): by now
      // it would have claimed the task.
      await new Promise((resolve) => setTimeout(resolve, 200));
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
});
