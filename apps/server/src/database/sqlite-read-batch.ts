import type SQLite from 'better-sqlite3';
import type { SqliteLock, StatementCache } from './sqlite-connection.ts';

interface PendingRead {
  read: (statements: StatementCache) => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

type Outcome = { value: unknown } | { error: unknown };

/**
 * Reads that arrive in one turn of the event loop run together once every socket that was
 * ready has been read, in one read transaction, as the group commit does for writes
 * (docs/decisions/0060, fifteenth pass). Under load this is most of what a resident's read
 * costs on SQLite: a read alone takes and drops SQLite's lock on the shared WAL index (two
 * system calls), and answering each request as soon as it was parsed woke the client for every
 * answer; together, the lock is taken once and the answers go out together, as they do on
 * PostgreSQL. The reads of a batch see one snapshot. At most `maxBatch` reads run in a turn; the
 * rest wait for the next, so other requests (health checks) are served between batches.
 */
export class SqliteReadBatch {
  readonly #queue: PendingRead[] = [];
  #isScheduled = false;
  /** Batches run and reads in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, reads: 0 };

  constructor(
    private readonly file: SQLite.Database,
    private readonly lock: SqliteLock,
    private readonly statements: StatementCache,
    private readonly maxBatch = 64,
  ) {}

  /** Runs `read` (synchronous, on the connection) in this turn's batch. */
  run<T>(read: (statements: StatementCache) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ read, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#isScheduled) return;
    this.#isScheduled = true;
    // After the poll phase, as the group commit: every request parsed in this turn has asked.
    setImmediate(() => void this.#flush());
  }

  async #flush() {
    await this.lock.acquire();
    const batch = this.#queue.splice(0, this.maxBatch);
    let outcomes: Outcome[];
    try {
      outcomes = this.#readAll(batch);
    } finally {
      this.lock.release();
    }
    this.#isScheduled = false;
    if (this.#queue.length > 0) this.#schedule();
    batch.forEach((pending, index) => {
      const outcome = outcomes[index] as Outcome;
      if ('value' in outcome) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  /** Runs the batch synchronously and says how each read ended; if the transaction itself
   * fails (begin, commit), every read in it has failed. */
  #readAll(batch: PendingRead[]): Outcome[] {
    this.counts.batches += 1;
    this.counts.reads += batch.length;
    let began = false;
    try {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a lone read in a transaction of its own reads the same rows; alone, it spares two statements
      if (batch.length > 1) {
        this.statements.prepare('begin').run();
        began = true;
      }
      const outcomes = batch.map(({ read }): Outcome => {
        try {
          return { value: read(this.statements) };
        } catch (error) {
          return { error };
        }
      });
      // A statement that fails for want of memory or disk has SQLite end the transaction.
      if (began && this.file.inTransaction) this.statements.prepare('commit').run();
      return outcomes;
    } catch (error) {
      // Only the transaction this batch began: one it could not begin is another's.
      if (began && this.file.inTransaction) this.file.exec('rollback');
      return batch.map(() => ({ error }));
    }
  }
}
