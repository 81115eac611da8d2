import type SQLite from 'better-sqlite3';
import type { SqliteLock, StatementCache } from './sqlite-connection.ts';
import { SqliteTurnQueue, type SqliteOutcome, type SqliteWork } from './sqlite-turn-queue.ts';

/**
 * Reads that arrive in one turn of the event loop run together once every socket that was ready
 * has been read, in one read transaction, as the group commit does for writes
 * (docs/decisions/0060, "SQLite: group commit and read batch"). Under load this is most of what
 * a resident's read costs on SQLite: a read alone takes and drops SQLite's lock on the shared
 * WAL index (two system calls), and answering each request as soon as it was parsed woke the
 * client for every answer; together, the lock is taken once and the answers go out together, as
 * they do on PostgreSQL. The reads of a batch see one snapshot. At most `maxBatch` reads run in
 * a turn; the rest wait for the next (sqlite-turn-queue.ts).
 */
export class SqliteReadBatch {
  readonly #reads: SqliteTurnQueue;
  /** Batches run and reads in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, reads: 0 };

  constructor(
    private readonly file: SQLite.Database,
    lock: SqliteLock,
    private readonly statements: StatementCache,
    maxBatch = 64,
  ) {
    this.#reads = new SqliteTurnQueue(lock, (batch) => this.#readAll(batch), maxBatch);
  }

  /** Runs `read` (synchronous, on the connection) in this turn's batch. */
  run<T>(read: (statements: StatementCache) => T): Promise<T> {
    return this.#reads.run(read);
  }

  /** Resolves once every read asked for so far has been answered. */
  whenIdle(): Promise<void> {
    return this.#reads.whenIdle();
  }

  /** Runs the batch synchronously and says how each read ended; if the transaction itself
   * fails (begin, commit), every read in it has failed. */
  #readAll(batch: SqliteWork[]): SqliteOutcome[] {
    this.counts.batches += 1;
    this.counts.reads += batch.length;
    let began = false;
    try {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a lone read in a transaction of its own reads the same rows; alone, it spares two statements
      if (batch.length > 1) {
        this.statements.prepare('begin').run();
        began = true;
      }
      const outcomes = batch.map((read): SqliteOutcome => {
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
