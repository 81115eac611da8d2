import type { SqliteLock, StatementCache } from './sqlite-connection.ts';

/** Something to run synchronously on the connection: a read or a write. */
export type SqliteWork = (statements: StatementCache) => unknown;

/** How one piece of work of a batch ended. */
export type SqliteOutcome = { value: unknown } | { error: unknown };

interface Pending {
  work: SqliteWork;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Work for the one SQLite connection gathered over a turn of the event loop and run together
 * after its poll phase, once every request that arrived in that turn has asked: the group
 * commit's writes and the read batch's reads (docs/decisions/0060). `runBatch` runs a batch
 * synchronously, under the connection's lock, and says how each piece of it ended. At most
 * `maxBatch` run in a turn; the rest wait for the next, so other requests (health checks) are
 * served between batches.
 */
export class SqliteTurnQueue {
  readonly #queue: Pending[] = [];
  #isScheduled = false;
  #idle: (() => void)[] = [];

  constructor(
    private readonly lock: SqliteLock,
    private readonly runBatch: (batch: SqliteWork[]) => SqliteOutcome[],
    private readonly maxBatch: number,
  ) {}

  /** Runs `work` in this turn's batch, or a later one; settles with its own outcome. */
  run<T>(work: (statements: StatementCache) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  /** Resolves once everything asked for so far has run. Work is only ever queued with a batch
   * scheduled, so nothing scheduled means nothing queued. */
  whenIdle(): Promise<void> {
    if (!this.#isScheduled) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #schedule() {
    if (this.#isScheduled) return;
    this.#isScheduled = true;
    setImmediate(() => void this.#flush());
  }

  async #flush() {
    await this.lock.acquire();
    const batch = this.#queue.splice(0, this.maxBatch);
    let outcomes: SqliteOutcome[];
    try {
      outcomes = this.runBatch(batch.map((pending) => pending.work));
    } finally {
      this.lock.release();
    }
    this.#isScheduled = false;
    if (this.#queue.length > 0) this.#schedule();
    else for (const resolve of this.#idle.splice(0)) resolve();
    batch.forEach((pending, index) => {
      const outcome = outcomes[index] as SqliteOutcome;
      if ('value' in outcome) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}
