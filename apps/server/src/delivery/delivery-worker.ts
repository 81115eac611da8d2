import type { DeliveryJob } from '../outbox/index.ts';
import { retryDelayMs } from './retry-delay.ts';
import { runDeliveryJob, type DeliveryContext } from './run-delivery-job.ts';

export interface DeliveryWorkerOptions {
  maxAttempts: number;
  retryBaseMs: number;
  retryCapMs: number;
  leaseMs: number;
  pollMs: number;
  /** Jobs this process works on at once: most of a job is waiting on mail and HTTP. */
  concurrency: number;
  random?: () => number;
}

/**
 * Drains the outbox in this process: claims the job due longest, runs it, and either completes
 * it or schedules a retry (backoff with full jitter) until it has used its attempts and is
 * dead. It sleeps between polls unless nudged (a submission in this process wakes it at once).
 * `stop` lets the job in hand finish, so a graceful shutdown never abandons a step half-done.
 */
export class DeliveryWorker {
  private isRunning = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly context: DeliveryContext,
    private readonly options: DeliveryWorkerOptions,
  ) {}

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.loops = Array.from({ length: this.options.concurrency }, () => this.run());
  }

  /** Looks for work now rather than at the next poll. */
  nudge(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  async stop(): Promise<void> {
    this.isRunning = false;
    this.nudge();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Runs due jobs until none is left; for the command line and tests. Returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runNext()) count += 1;
    return count;
  }

  /** Claims and runs one due job; false when none was due. */
  async runNext(): Promise<boolean> {
    const job = await this.context.jobs.claimDue(this.context.now(), this.options.leaseMs);
    if (!job) return false;
    await this.attempt(job);
    return true;
  }

  private async run(): Promise<void> {
    while (this.isRunning) {
      let didWork = false;
      try {
        didWork = await this.runNext();
      } catch (error) {
        // The database is unreachable or similar: the jobs are safe in it; try again later.
        this.context.log.warn({ err: error }, 'delivery worker could not claim a job');
      }
      if (!didWork && this.isRunning) await this.sleep(this.options.pollMs);
    }
  }

  private async attempt(job: DeliveryJob): Promise<void> {
    const { jobs, log } = this.context;
    let failures: string[];
    const heartbeat = this.keepLeased(job.id);
    try {
      ({ failures } = await runDeliveryJob(this.context, job));
    } catch (error) {
      failures = [`job: ${error instanceof Error ? error.message : String(error)}`];
    } finally {
      await heartbeat.stop();
    }
    if (failures.length === 0) {
      await jobs.complete(job.id, this.context.now());
      log.info({ jobId: job.id, team: job.team, attempts: job.attempts }, 'delivery job done');
      return;
    }
    const lastError = failures.join('; ');
    if (job.attempts >= this.options.maxAttempts) {
      await jobs.recordFailure(job.id, lastError, null);
      log.error(
        { jobId: job.id, team: job.team, attempts: job.attempts, lastError },
        'delivery job is dead: retry it from the admin delivery-jobs call once the cause is fixed',
      );
      return;
    }
    const delay = retryDelayMs(
      job.attempts,
      { baseMs: this.options.retryBaseMs, capMs: this.options.retryCapMs },
      this.options.random,
    );
    const retryAt = new Date(this.context.now().getTime() + delay);
    await jobs.recordFailure(job.id, lastError, retryAt);
    log.warn(
      { jobId: job.id, team: job.team, attempts: job.attempts, lastError, retryAt },
      'delivery attempt failed; will retry',
    );
  }

  /**
   * Renews the lease every third of it while the job runs, so a slow step (a PDF on a busy
   * machine) is never taken for a dead process's job; if this process dies, renewal stops and
   * the job is due again within one lease.
   */
  private keepLeased(jobId: string): { stop: () => Promise<void> } {
    const { leaseMs } = this.options;
    let renewal = Promise.resolve();
    const timer = setInterval(() => {
      const until = new Date(this.context.now().getTime() + leaseMs);
      renewal = this.context.jobs.extendLease(jobId, until).catch((error: unknown) => {
        this.context.log.warn({ err: error, jobId }, 'could not renew a delivery lease');
      });
    }, leaseMs / 3);
    // A renewal still in flight must land before the job's outcome is written, not after it.
    return { stop: () => (clearInterval(timer), renewal) };
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
