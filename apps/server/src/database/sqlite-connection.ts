import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { SqliteReadBatch } from './sqlite-read-batch.ts';
import { SqliteTurnQueue, type SqliteOutcome, type SqliteWork } from './sqlite-turn-queue.ts';

/**
 * The one SQLite connection, shared fairly: whoever asked first gets it next. Kysely's own
 * SQLite driver wakes every waiter on each release and lets them race for it, which under
 * load costs work per query for every request waiting; this hands the connection straight to
 * the longest waiter. Everything that uses the connection goes through it: Kysely's queries
 * and transactions, the repository's prepared statements and the group commit, so nothing
 * ever runs inside another caller's open transaction.
 */
export class SqliteLock {
  #isHeld = false;
  readonly #waiting: (() => void)[] = [];

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  tryAcquire(): boolean {
    if (this.#isHeld) return false;
    this.#isHeld = true;
    return true;
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#isHeld = false;
  }
}

/**
 * Prepared statements kept by SQL text: better-sqlite3 compiles a statement on every
 * `prepare`, and Kysely prepares on every query. The least recently used are dropped past
 * `capacity` (queries with a variable number of parameters make new texts). A statement is
 * never used by two callers at once because the connection is behind the lock; no caller
 * streams (iterates) results, which would hold a statement open across awaits, and none
 * changes a statement's mode (`pluck`, `raw`, `expand`), which would change it for everyone:
 * statements in raw mode (rows as arrays) are kept apart, by `prepareRaw`.
 */
export class StatementCache {
  readonly #statements = new Map<string, SQLite.Statement>();
  readonly #rawStatements = new Map<string, SQLite.Statement>();

  constructor(
    private readonly file: SQLite.Database,
    private readonly capacity = 256,
  ) {}

  prepare(sql: string): SQLite.Statement {
    return this.#take(this.#statements, sql, () => this.file.prepare(sql));
  }

  /** A statement whose rows are arrays of the selected columns' values, in order: for reads
   * of many rows, where building an object per row is most of the cost. */
  prepareRaw(sql: string): SQLite.Statement {
    return this.#take(this.#rawStatements, sql, () => this.file.prepare(sql).raw(true));
  }

  #take(
    statements: Map<string, SQLite.Statement>,
    sql: string,
    create: () => SQLite.Statement,
  ): SQLite.Statement {
    const cached = statements.get(sql);
    if (cached) {
      // Most recently used last, so the first key is the one to drop.
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = create();
    statements.set(sql, statement);
    if (statements.size > this.capacity) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  }
}

class FairSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly lock: SqliteLock,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.lock.release();
  }

  /**
   * Transactions take the write lock when they begin. A deferred transaction reads first and
   * asks for the lock at its first write; if another process (the delivery worker) has written
   * meanwhile, SQLite cannot upgrade it and fails at once with SQLITE_BUSY, which a submission
   * racing the worker's polling met as a 500. An immediate one waits its turn (busy_timeout).
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect with cached prepared statements and the fair lock. */
export function sqliteDialect(file: SQLite.Database, lock: SqliteLock, statements: StatementCache) {
  const database: SqliteDatabase = {
    close: () => file.close(),
    prepare: (sql: string) => statements.prepare(sql),
  };
  const config: SqliteDialectConfig = { database };
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new FairSqliteDriver(config, lock);
    }
  })(config);
}

/**
 * Group commit: writes that arrive while the event loop is busy (typically while the previous
 * commit's fsync blocks it) are run together in one transaction, each in its own savepoint so
 * one failing write does not undo the others, and share one commit, one fsync. Each caller is
 * answered only after that commit has returned, so a write that was acknowledged is on disk
 * (synchronous=FULL) exactly as with one commit per write. A batch is at most `maxBatch`
 * writes; the rest wait for the next turn of the event loop (sqlite-turn-queue.ts).
 */
export class SqliteGroupCommit {
  readonly #writes: SqliteTurnQueue;
  /** Batches committed and writes in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, writes: 0 };

  constructor(
    private readonly file: SQLite.Database,
    lock: SqliteLock,
    private readonly statements: StatementCache,
    maxBatch = 64,
  ) {
    this.#writes = new SqliteTurnQueue(lock, (batch) => this.#commit(batch), maxBatch);
  }

  /** Runs `work` (synchronous, on the connection) in the next batch; resolves after its
   * commit. */
  run<T>(work: (statements: StatementCache) => T): Promise<T> {
    return this.#writes.run(work);
  }

  /** Resolves once every write asked for so far has been committed or failed. */
  whenIdle(): Promise<void> {
    return this.#writes.whenIdle();
  }

  /** Runs the batch synchronously and says how each write ended; if the transaction itself
   * fails (begin, commit), every write in it has failed. */
  #commit(batch: SqliteWork[]): SqliteOutcome[] {
    const { statements } = this;
    const outcomes: SqliteOutcome[] = [];
    try {
      statements.prepare('begin immediate').run();
      for (const write of batch) {
        statements.prepare('savepoint write').run();
        try {
          outcomes.push({ value: write(statements) });
          statements.prepare('release write').run();
        } catch (error) {
          statements.prepare('rollback to write').run();
          statements.prepare('release write').run();
          outcomes.push({ error: asError(error) });
        }
      }
      statements.prepare('commit').run();
    } catch (error) {
      try {
        this.file.exec('rollback');
      } catch {
        // No transaction was open (`begin` itself failed), or the connection is unusable;
        // every write of the batch has failed either way.
      }
      return batch.map(() => ({ error: asError(error) }));
    }
    this.counts.batches += 1;
    this.counts.writes += batch.length;
    return outcomes;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error('SQLite write failed', { cause: error });
}

/** What the repository's hot paths use on SQLite instead of Kysely. */
export interface SqliteAccess {
  lock: SqliteLock;
  statements: StatementCache;
  groupCommit: SqliteGroupCommit;
  reads: SqliteReadBatch;
}

/**
 * Runs a synchronous read on the connection with the other reads of this turn
 * (sqlite-read-batch.ts), once no one else holds it: never inside another caller's transaction.
 */
export function readSqlite<T>(
  access: SqliteAccess,
  read: (statements: StatementCache) => T,
): Promise<T> {
  return access.reads.run(read);
}
