import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import type { RetentionCounts } from './run-retention.ts';

const taskName = 'retention';

export interface RetentionScheduleOptions {
  /** How often the job runs across all processes (an hour). */
  intervalMs: number;
  /** How often each process looks whether it is due. */
  checkMs: number;
  /** A claim older than this is taken to belong to a process that died. */
  leaseMs: number;
}

export const defaultRetentionSchedule: RetentionScheduleOptions = {
  intervalMs: 3_600_000,
  checkMs: 300_000,
  leaseMs: 1_800_000,
};

/**
 * Runs the retention job about once an hour however many server processes there are. Each
 * process looks every few minutes; the first whose conditional update of the `scheduled_task`
 * row succeeds (nobody holds it, and the last run started an interval ago) runs it, and the
 * others see the row taken. The rules are idempotent as well, so even two runs at once would
 * do nothing twice; the claim just saves the work.
 */
export class RetentionSchedule {
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly runAt: (now: Date) => Promise<RetentionCounts>,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly options: RetentionScheduleOptions = defaultRetentionSchedule,
  ) {}

  start(): void {
    if (this.timer) return;
    const check = () => {
      if (this.inFlight) return;
      this.inFlight = this.runIfDue()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'retention job failed; it will be tried again');
        })
        .finally(() => {
          this.inFlight = null;
        });
    };
    this.timer = setInterval(check, this.options.checkMs);
    this.timer.unref();
    check();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** Runs the job if this process wins the claim; the counts, or null when it was not due. */
  async runIfDue(): Promise<RetentionCounts | null> {
    const startedAt = this.now();
    if (!(await this.claim(startedAt))) {
      this.log.debug('retention job not due, or running in another process');
      return null;
    }
    this.log.debug('retention job starting');
    try {
      const counts = await this.runAt(startedAt);
      await this.db
        .updateTable('scheduled_task')
        .set({
          locked_until: null,
          last_finished_at: this.now().toISOString(),
          last_result: JSON.stringify(counts),
        })
        .where('name', '=', taskName)
        .execute();
      this.log.info({ ...counts }, 'retention job done');
      return counts;
    } catch (error) {
      // Let another process (or this one, at its next check) try again soon.
      await this.db
        .updateTable('scheduled_task')
        .set({ locked_until: null, last_started_at: null })
        .where('name', '=', taskName)
        .execute();
      throw error;
    }
  }

  private async claim(now: Date): Promise<boolean> {
    await this.db
      .insertInto('scheduled_task')
      .values({ name: taskName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const iso = now.toISOString();
    const dueIfStartedBefore = new Date(now.getTime() - this.options.intervalMs).toISOString();
    const result = await this.db
      .updateTable('scheduled_task')
      .set({
        locked_until: new Date(now.getTime() + this.options.leaseMs).toISOString(),
        last_started_at: iso,
      })
      .where('name', '=', taskName)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso)]))
      .where((eb) =>
        eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', dueIfStartedBefore)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
