import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './database-schema.ts';

/** A read by key that many callers make at once, written once as SQL over `wanted`, the keys
 * asked for in one turn: `wanted.<key>` for each key column, joined to what is read. */
export interface BatchedRead {
  /** The key columns each read gives, in the order `read` takes them, with their types. */
  keys: Record<string, 'text' | 'integer'>;
  /** What each read selects. */
  columnsSql: string;
  /** Joined to `wanted`: a key with no row joined is read as undefined. */
  joinSql: string;
}

interface PendingRead<Row> {
  key: readonly unknown[];
  resolve: (row: Row | undefined) => void;
  reject: (reason: unknown) => void;
}

export interface ReadBatchLimits {
  /** Statements of this kind sent and not yet answered; later reads wait and go together. */
  maxInFlight: number;
  /** Reads in one statement; more wait for the next. */
  maxBatch: number;
}

/**
 * Shared reads on PostgreSQL (docs/decisions/0060, "PostgreSQL: prepared statements, read and
 * save batches"): under load, most of a key read's cost on two cores is not the lookup but the
 * round trip around it (a write to the socket, waking a database backend, the protocol on both
 * sides), so the reads of one turn of the event loop go together once every socket that was
 * ready has been read, as one statement over `unnest(…)` of their keys; reads that arrive while
 * `maxInFlight` statements are already out wait and then go together. A read alone waits only
 * for the end of its turn. Each key is joined exactly as a single read would join it, so a batch
 * gives each read the row it would have had alone.
 */
export class PostgresReadBatch<Row> {
  readonly #queue: PendingRead<Row>[] = [];
  readonly #sql: string;
  readonly #keyCount: number;
  #inFlight = 0;
  #isScheduled = false;
  /** Statements sent and the reads in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, reads: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    read: BatchedRead,
    private readonly limits: ReadBatchLimits = { maxInFlight: 2, maxBatch: 100 },
  ) {
    const keys = Object.entries(read.keys);
    this.#keyCount = keys.length;
    const arrays = keys.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
    const names = keys.map(([name]) => name).join(', ');
    this.#sql = `select wanted.position::integer as "wantedPosition", ${read.columnsSql}
    from unnest(${arrays}) with ordinality as wanted(${names}, position)
    ${read.joinSql}`;
  }

  /** The row of `key` (one value per key column, in order), or undefined when none joins. */
  read(...key: readonly unknown[]): Promise<Row | undefined> {
    const row = new Promise<Row | undefined>((resolve, reject) => {
      this.#queue.push({ key, resolve, reject });
    });
    this.#schedule();
    return row;
  }

  #schedule(): void {
    // Stryker disable ConditionalExpression,BooleanLiteral: without the flag each read asks for a turn's end of its own, and every one after the first finds nothing left to send
    if (this.#isScheduled) return;
    this.#isScheduled = true;
    // Stryker restore all
    // After the poll phase: every request parsed in this turn has asked.
    setImmediate(() => {
      this.#isScheduled = false;
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#inFlight < this.limits.maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.limits.maxBatch);
      this.#inFlight += 1;
      void this.#send(batch).finally(() => {
        this.#inFlight -= 1;
        this.#dispatch();
      });
    }
  }

  async #send(batch: PendingRead<Row>[]): Promise<void> {
    try {
      const parameters = Array.from({ length: this.#keyCount }, (_, index) =>
        batch.map((pending) => pending.key[index]),
      );
      const { rows } = await this.db.executeQuery<Row & { wantedPosition: number }>(
        CompiledQuery.raw(this.#sql, parameters),
      );
      const byPosition = new Map(
        rows.map(({ wantedPosition, ...row }) => [wantedPosition, row as Row]),
      );
      // `with ordinality` counts from 1.
      batch.forEach((pending, index) => pending.resolve(byPosition.get(index + 1)));
      this.counts.batches += 1;
      this.counts.reads += batch.length;
    } catch (error) {
      // One statement: if it failed, every read in it failed.
      for (const pending of batch) pending.reject(error);
    }
  }
}
