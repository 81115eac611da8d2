import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * A pg pool for Kysely whose parameterised queries run as named prepared statements: PostgreSQL
 * parses and plans each query text once per connection instead of on every call. The two
 * queries of every signed-in read (the session and the assessment) and the save are short, so
 * parsing and planning were a large part of their cost (docs/decisions/0060).
 *
 * Only queries with parameters are named: Kysely's `begin`/`commit` gain nothing, and a
 * migration may send several statements in one text, which a prepared statement cannot hold.
 * Names are kept per SQL text for the whole process, so a connection never sees one name with
 * two texts; past `maxNamed` texts (a query with a variable number of parameters makes new
 * ones) the rest run unnamed, so no connection holds an unbounded number of statements.
 */
export class PreparedPostgresPool implements PostgresPool {
  readonly #names = new Map<string, string>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxNamed = 200,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    const state = { inTransaction: false, discard: false };
    const query = (sql: string, parameters: readonly unknown[]) =>
      this.#query(client, state, sql, parameters);
    return {
      // Kysely's cursor overload is used only for streaming, which this service never asks for
      // (no `cursor` in the dialect's configuration).
      query: query as unknown as PostgresPoolClient['query'],
      // A connection holding a stale statement is closed rather than reused (see below).
      release: () => client.release(state.discard ? true : undefined),
    };
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  #nameFor(sql: string): string | undefined {
    const known = this.#names.get(sql);
    if (known !== undefined || this.#names.size >= this.maxNamed) return known;
    const name = `csa_${this.#names.size + 1}`;
    this.#names.set(sql, name);
    return name;
  }

  async #query(
    client: pg.PoolClient,
    state: ConnectionState,
    sql: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<never>> {
    const values = [...parameters];
    const name = values.length > 0 ? this.#nameFor(sql) : undefined;
    if (name === undefined) {
      trackTransaction(state, sql);
      return client.query(sql, values) as never;
    }
    try {
      return (await client.query({ name, text: sql, values })) as never;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // A migration changed a table under a prepared `select *` (a rolling upgrade). This
      // connection keeps the stale statement until it closes, so it is closed on release and
      // the next one prepares afresh. Outside a transaction this call is answered unprepared;
      // inside one the transaction has already failed and its caller sees the error.
      state.discard = true;
      if (state.inTransaction) throw error;
      return client.query(sql, values) as never;
    }
  }
}

interface ConnectionState {
  inTransaction: boolean;
  discard: boolean;
}

/** Kysely opens and closes transactions with these plain statements on the connection
 * (`start transaction …` when given an isolation level or access mode); a savepoint's
 * `rollback to …` leaves the transaction open. Nothing else in the service sends them on
 * PostgreSQL, so their exact texts are matched, not anything that mentions them. */
function trackTransaction(state: ConnectionState, sql: string): void {
  if (sql === 'begin' || sql.startsWith('start transaction')) state.inTransaction = true;
  else if (sql === 'commit' || sql === 'rollback') state.inTransaction = false;
}

/** PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared ("cached plan must not change result type", SQLSTATE 0A000). */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}
