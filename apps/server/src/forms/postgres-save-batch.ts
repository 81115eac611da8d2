import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/index.ts';
import { postgresAnswerBodySql } from './assessment-answer-body.ts';
import { type JourneyProgress, performanceDay } from '../service-performance/index.ts';

/** One resident's save, as the repository passes it on. */
export interface BatchedSave {
  id: string;
  ownerId: string;
  expectedVersion: number;
  dirtyFields: string;
  pageCount: number | null;
  lastValidPage: number | null;
  allPagesValidated: number | null;
  lastUpdated: string;
  /** The steps the answers reach, counted the first time each is reached. */
  journey?: JourneyProgress | null;
}

/** A save that landed: the new version, and the saved assessment as the body a resident's read
 * sends, written by PostgreSQL in the same statement (decision 0060). */
export interface SavedBody {
  id: string;
  version: number;
  body: string;
}

interface PendingSave {
  save: BatchedSave;
  resolve: (saved: SavedBody | undefined) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit on PostgreSQL (docs/decisions/0060): the saves that arrive while the previous
 * batch is being committed go to the database together, as one `update … from unnest(…)`
 * statement, one transaction and one WAL flush, instead of one of each per save. Each save
 * still changes its assessment only if the owner and the stored version match its own, and is
 * answered only after the statement has committed, so an acknowledged save is durable exactly
 * as before. A batch holds each assessment at most once: a second save of the same one (a
 * double click) waits for the next batch, where its version check decides it.
 */
export class PostgresSaveBatch {
  readonly #queue: PendingSave[] = [];
  readonly #unsettled = new Set<Promise<unknown>>();
  #isRunning = false;
  /** Batches committed and the saves in them, for the load benchmark and tests. */
  readonly counts = { batches: 0, writes: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 64,
  ) {}

  /** The saved assessment, or undefined when no row had this id, owner and version. */
  save(save: BatchedSave): Promise<SavedBody | undefined> {
    const saved = new Promise<SavedBody | undefined>((resolve, reject) => {
      this.#queue.push({ save, resolve, reject });
    });
    const settled = saved.then(
      () => undefined,
      () => undefined,
    );
    this.#unsettled.add(settled);
    void settled.then(() => this.#unsettled.delete(settled));
    if (!this.#isRunning) {
      this.#isRunning = true;
      // After this turn's other requests: saves whose bodies arrived together join one batch.
      setImmediate(() => void this.#drain());
    }
    return saved;
  }

  /** Resolves once every save queued so far has been committed or has failed. */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.#unsettled]);
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#takeBatch();
      try {
        const rows = await this.#commit(batch.map((pending) => pending.save));
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const pending of batch) pending.resolve(byId.get(pending.save.id));
        this.counts.batches += 1;
        this.counts.writes += batch.length;
      } catch (error) {
        // One statement: if it failed, none of its saves happened.
        for (const pending of batch) pending.reject(error);
      }
    }
    this.#isRunning = false;
  }

  /** Up to maxBatch saves in arrival order, each assessment once; the rest keep their place. */
  #takeBatch(): PendingSave[] {
    const batch: PendingSave[] = [];
    const ids = new Set<string>();
    for (let index = 0; index < this.#queue.length && batch.length < this.maxBatch;) {
      const pending = this.#queue[index] as PendingSave;
      if (ids.has(pending.save.id)) {
        index += 1;
        continue;
      }
      ids.add(pending.save.id);
      batch.push(pending);
      this.#queue.splice(index, 1);
    }
    return batch;
  }

  async #commit(saves: BatchedSave[]): Promise<SavedBody[]> {
    const column = <T>(pick: (save: BatchedSave) => T) => saves.map(pick);
    const steps = saves.flatMap((save) =>
      (save.journey?.steps ?? []).map((step) => ({ save, ...step })),
    );
    const stepColumn = <T>(pick: (step: (typeof steps)[number]) => T) => steps.map(pick);
    // The journey's steps are counted in the same statement, for the saves that landed only:
    // a step is added to its day's count when its row is new (service-performance/).
    const result = await sql<SavedBody>`with saved as (update form set
        dirty_fields = batch.dirty_fields,
        page_count = coalesce(batch.page_count, form.page_count),
        last_valid_page = coalesce(batch.last_valid_page, form.last_valid_page),
        all_pages_validated = coalesce(batch.all_pages_validated, form.all_pages_validated),
        last_updated = batch.last_updated,
        version = form.version + 1
      from unnest(
        ${column((save) => save.id)}::text[],
        ${column((save) => save.ownerId)}::text[],
        ${column((save) => save.expectedVersion)}::integer[],
        array[${sql.join(answersOf(saves))}]::text[],
        ${column((save) => save.pageCount)}::integer[],
        ${column((save) => save.lastValidPage)}::integer[],
        ${column((save) => save.allPagesValidated)}::integer[],
        ${column((save) => save.lastUpdated)}::text[]
      ) as batch(id, owner_id, expected_version, dirty_fields, page_count, last_valid_page,
        all_pages_validated, last_updated)
      where form.id = batch.id
        and form.owner_id = batch.owner_id
        and form.version = batch.expected_version
      returning form.id, form.version, ${sql.raw(postgresAnswerBodySql)} as body),
      reached as (insert into performance_journey_step (form_id, measure, subject, reached_at)
        select step.form_id, step.measure, step.subject, step.reached_at
        from unnest(
          ${stepColumn((step) => step.save.id)}::text[],
          ${stepColumn((step) => step.measure)}::text[],
          ${stepColumn((step) => step.subject)}::text[],
          ${stepColumn((step) => step.save.lastUpdated)}::text[]
        ) as step(form_id, measure, subject, reached_at)
        where step.form_id in (select id from saved)
        on conflict do nothing
        returning form_id, measure, subject),
      counted as (insert into performance_count (day, form_type_code, measure, subject, count)
        select journey.day, journey.form_type_code, reached.measure, reached.subject, count(*)
        from reached inner join unnest(
          ${column((save) => save.id)}::text[],
          ${column((save) => performanceDay(new Date(save.lastUpdated)))}::text[],
          ${column((save) => save.journey?.formTypeCode ?? null)}::text[]
        ) as journey(form_id, day, form_type_code) on journey.form_id = reached.form_id
        group by journey.day, journey.form_type_code, reached.measure, reached.subject
        on conflict (day, form_type_code, measure, subject)
        do update set count = performance_count.count + excluded.count)
      select id, version, body from saved`.execute(this.db);
    return result.rows;
  }
}

/**
 * Each save's page of answers as a parameter of its own, padded with nulls to a power of two.
 * Sent inside one text[] parameter, pg wrote them as an array literal, escaping every quote in
 * JavaScript, and PostgreSQL parsed it back: about 15 µs of the service's CPU and 14 µs of the
 * database's for each 7 KB page (docs/decisions/0060, "PostgreSQL: prepared statements, read and
 * save batches"). Padding keeps the number of statement texts, each prepared once per
 * connection, to one per power of two; `unnest` pads the shorter arrays with nulls, and a row
 * whose id is null matches no assessment.
 */
function answersOf(saves: BatchedSave[]): (string | null)[] {
  let size = 1;
  while (size < saves.length) size *= 2;
  return Array.from({ length: size }, (_, index) => saves[index]?.dirtyFields ?? null);
}
