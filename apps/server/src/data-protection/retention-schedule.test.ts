import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../database/create-database.ts';
import { testDatabases } from '../testing/index.ts';
import {
  RetentionSchedule,
  defaultRetentionSchedule,
  type RetentionScheduleOptions,
} from './retention-schedule.ts';
import type { RetentionCounts } from './run-retention.ts';

const [database] = await testDatabases();

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

const counts: RetentionCounts = {
  reminded: 1,
  deleted: 2,
  erased: 3,
  accountsDeleted: 4,
  expiredCredentialsDeleted: 5,
  commentsCleared: 6,
};

const minute = 60_000;
const start = new Date('2031-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (timers on a loaded machine fire late), at most 10 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 10_000) throw new Error('condition never held');
    await wait(5);
  }
}

describe('the hourly retention job across processes', () => {
  let handle: DatabaseHandle;
  let lines: LogLine[];
  let clock: Date;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    handle = await database.open();
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    lines = [];
    clock = start;
    await handle.db.deleteFrom('scheduled_task').execute();
  });

  function scheduleFor(
    runAt: (now: Date) => Promise<RetentionCounts>,
    options: RetentionScheduleOptions = defaultRetentionSchedule,
    now: () => Date = () => clock,
  ): RetentionSchedule {
    const log = Fastify({
      logger: {
        level: 'debug',
        stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
      },
    }).log;
    return new RetentionSchedule(handle.db, runAt, now, log, options);
  }

  const task = () =>
    handle.db.selectFrom('scheduled_task').selectAll().where('name', '=', 'retention').execute();

  it('holds the job for 30 minutes while it runs, then records when it finished and what it did', async () => {
    let duringRun: unknown;
    const schedule = scheduleFor(async (now) => {
      expect(now).toEqual(start);
      duringRun = await task();
      clock = later(5 * minute);
      return counts;
    });
    expect(await schedule.runIfDue()).toEqual(counts);
    expect(duringRun).toEqual([
      expect.objectContaining({
        locked_until: later(30 * minute).toISOString(),
        last_started_at: start.toISOString(),
      }),
    ]);
    expect(await task()).toEqual([
      expect.objectContaining({
        locked_until: null,
        last_started_at: start.toISOString(),
        last_finished_at: later(5 * minute).toISOString(),
        last_result: JSON.stringify(counts),
      }),
    ]);
    expect(lines.map((line) => line.msg)).toEqual(['retention job starting', 'retention job done']);
    expect(lines[1]).toMatchObject({ level: 30, ...counts });
  });

  it('is due again exactly an hour after the last run started, not a millisecond before', async () => {
    const runs: Date[] = [];
    const schedule = scheduleFor(async (now) => {
      runs.push(now);
      return counts;
    });
    await schedule.runIfDue();
    clock = later(60 * minute - 1);
    expect(await schedule.runIfDue()).toBeNull();
    expect(lines.at(-1)).toMatchObject({
      level: 20,
      msg: 'retention job not due, or running in another process',
    });
    clock = later(60 * minute);
    expect(await schedule.runIfDue()).toEqual(counts);
    expect(runs).toEqual([start, later(60 * minute)]);
  });

  it('takes over a job whose process died once its 30-minute lease has run out', async () => {
    // A process claimed the job two hours ago… and never finished it.
    const crashed = later(-120 * minute);
    await handle.db
      .insertInto('scheduled_task')
      .values({
        name: 'retention',
        locked_until: later(30 * minute).toISOString(),
        last_started_at: crashed.toISOString(),
      })
      .execute();
    const schedule = scheduleFor(async () => counts);
    clock = later(30 * minute - 1);
    expect(await schedule.runIfDue()).toBeNull();
    clock = later(30 * minute);
    expect(await schedule.runIfDue()).toEqual(counts);
  });

  it('lets go of a failed run at once, so the next check tries again', async () => {
    let isFailing = true;
    const schedule = scheduleFor(async () => {
      if (isFailing) throw new Error('database went away');
      return counts;
    });
    await expect(schedule.runIfDue()).rejects.toThrow('database went away');
    expect(await task()).toEqual([
      expect.objectContaining({ locked_until: null, last_started_at: null }),
    ]);
    isFailing = false;
    clock = later(minute);
    expect(await schedule.runIfDue()).toEqual(counts);
  });

  it('looks at once when started, not only after the first interval', async () => {
    const runs: Date[] = [];
    const schedule = scheduleFor(
      async (now) => {
        runs.push(now);
        return counts;
      },
      { ...defaultRetentionSchedule, checkMs: 3_600_000 },
    );
    schedule.start();
    await until(() => runs.length === 1);
    await schedule.stop();
    expect(runs).toEqual([start]);
  });

  it('looks at every check, one run at a time, until stopped', async () => {
    const runs: string[] = [];
    let finishRun = () => {};
    // The checks are an interval timer: faked, so every check a test moves past has happened,
    // however late a loaded machine would have fired it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const schedule = scheduleFor(
      (now) => {
        runs.push(now.toISOString());
        return new Promise((resolve) => {
          finishRun = () => resolve(counts);
        });
      },
      // Due at every check, and the claim lapses at once: only the schedule's own rule keeps
      // two runs of this process apart.
      { intervalMs: 1, checkMs: 10, leaseMs: 1 },
      () => new Date(),
    );
    const looks = vi.spyOn(schedule, 'runIfDue');
    try {
      // Started twice (onReady and a test, say): still one timer, which stop() clears.
      schedule.start();
      schedule.start();
      expect(vi.getTimerCount()).toBe(1);
      await until(() => runs.length === 1);
      // Ten checks while the run is in progress start nothing.
      vi.advanceTimersByTime(100);
      expect(looks).toHaveBeenCalledTimes(1);
      expect(runs).toHaveLength(1);
      finishRun();
      await until(() => {
        vi.advanceTimersByTime(10);
        return runs.length === 2;
      });
      let isStopped = false;
      const stopping = schedule.stop().then(() => {
        isStopped = true;
      });
      // Every callback already queued has run: stop() is still waiting for the run in progress.
      await new Promise((resolve) => setImmediate(resolve));
      expect(isStopped).toBe(false);
      finishRun();
      await stopping;
      const looksWhenStopped = looks.mock.calls.length;
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(100);
      expect(looks).toHaveBeenCalledTimes(looksWhenStopped);
      expect(runs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      await schedule.stop();
    }
  });

  it('logs a failed run and carries on checking', async () => {
    let attempts = 0;
    const schedule = scheduleFor(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database went away');
        return counts;
      },
      { intervalMs: 1, checkMs: 10, leaseMs: 60_000 },
      () => new Date(),
    );
    schedule.start();
    await until(() => attempts > 1);
    await schedule.stop();
    const failure = lines.find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: 'retention job failed; it will be tried again',
      err: expect.objectContaining({ message: 'database went away' }),
    });
  });
});
