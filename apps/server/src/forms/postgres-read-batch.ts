import { CompiledQuery, type Kysely } from 'kysely';
import { sessionColumnsSql, type SessionRow } from '../accounts/index.ts';
import type { Database } from '../database/index.ts';

/** How the along columns name the version of the assessment the caller already holds. */
export const knownVersionSql = 'wanted.known_version';

interface PendingRead<Along> {
  sessionId: string;
  formId: string;
  knownVersion: number;
  resolve: (row: (SessionRow & Along) | undefined) => void;
  reject: (reason: unknown) => void;
}

export interface ReadBatchLimits {
  /** Statements of this kind sent and not yet answered; later reads wait and go together. */
  maxInFlight: number;
  /** Reads in one statement; more wait for the next. */
  maxBatch: number;
}

/**
 * Shared reads on PostgreSQL (docs/decisions/0060): a resident's read or save begins by reading
 * the session and the assessment in one query. Under load, most of a query's cost on two cores
 * is not the two key lookups but the round trip around them (a write to the socket, waking a
 * database backend, the protocol on both sides), so the reads of one turn of the event loop go
 * together once every socket that was ready has been read, as one statement over `unnest(…)`
 * of their (assessment, session) pairs; reads that arrive while `maxInFlight` statements are
 * already out wait and then go together. A read alone waits only for the end of its turn
 * (decision 0060, "PostgreSQL: prepared statements, read and save batches"). Each pair is
 * joined exactly as the single read joins it (the session, its user, and the assessment only
 * if that user owns it), so a batch gives each read the row it would have had alone.
 */
export class PostgresReadBatch<Along> {
  readonly #queue: PendingRead<Along>[] = [];
  readonly #sql: string;
  #inFlight = 0;
  #isScheduled = false;
  /** Statements sent and the reads in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, reads: 0 };

  /** `alongColumnsSql` selects what each read wants of `form` beside the session's columns;
   * `form` is null-joined when the assessment is missing or another user's. */
  constructor(
    private readonly db: Kysely<Database>,
    alongColumnsSql: string,
    private readonly limits: ReadBatchLimits = { maxInFlight: 2, maxBatch: 100 },
  ) {
    this.#sql = `select wanted.position::integer as "wantedPosition", ${sessionColumnsSql},
      ${alongColumnsSql}
    from unnest($1::text[], $2::text[], $3::integer[])
      with ordinality as wanted(form_id, session_id, known_version, position)
    inner join app_session on app_session.id = wanted.session_id
    inner join app_user on app_user.id = app_session.user_id
    left join form on form.id = wanted.form_id
      and form.owner_id = coalesce(app_session.acting_for_user_id, app_session.user_id)`;
  }

  /** The session `sessionId` with `Along`'s columns of the assessment `formId` (null when the
   * session's user does not own it), or undefined when there is no such session. The along
   * columns may compare the assessment's version with `knownVersion` (`knownVersionSql`). */
  read(
    sessionId: string,
    formId: string,
    knownVersion = 0,
  ): Promise<(SessionRow & Along) | undefined> {
    const row = new Promise<(SessionRow & Along) | undefined>((resolve, reject) => {
      this.#queue.push({ sessionId, formId, knownVersion, resolve, reject });
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

  async #send(batch: PendingRead<Along>[]): Promise<void> {
    try {
      const { rows } = await this.db.executeQuery<SessionRow & Along & { wantedPosition: number }>(
        CompiledQuery.raw(this.#sql, [
          batch.map((pending) => pending.formId),
          batch.map((pending) => pending.sessionId),
          batch.map((pending) => pending.knownVersion),
        ]),
      );
      const byPosition = new Map(
        rows.map(({ wantedPosition, ...row }) => [wantedPosition, row as SessionRow & Along]),
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
