import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { constants, type Assessment, type FormTypeCode } from '@csa/contracts';
import {
  type Database,
  type FormTable,
  isPostgres,
  PostgresReadBatch,
  readFirstRow,
  readSqlite,
  sqlForEachDatabase,
  type SqlForEachDatabase,
  type SqliteAccess,
} from '../database/index.ts';
import {
  postgresAnswerBodySql,
  sqliteAnswerBodySql,
  type AnswerBody,
} from './assessment-answer-body.ts';
import type { AnswerBodyCache } from './answer-body-cache.ts';
import type { PostgresSaveBatch } from './postgres-save-batch.ts';
import type { SummaryRow } from './summarise-assessment.ts';
import {
  type JourneyProgress,
  recordJourneySteps,
  recordJourneyStepsOnSqlite,
} from '../service-performance/index.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

export interface NewForm {
  ownerId: string;
  formTypeCode: FormTypeCode;
  formName: string;
  title: string;
  pageCount: number;
}

/** What a resident's save may change (PUT /internal/v1/form/{id}). */
export interface SaveChanges {
  dirtyFields: string;
  pageCount?: number | undefined;
  lastValidPage?: number | undefined;
  allPagesValidated?: boolean | undefined;
  /** The steps the saved answers reach, counted in the save's own transaction the first time
   * each is reached (service-performance/). */
  journey?: JourneyProgress | undefined;
}

/** What a save checks before it validates: whose form type's rules apply, whether the
 * assessment can still change, and the version the client must have seen.
 * `submittedFields` says only whether the assessment was submitted ('' when it was). */
export type EditState = Pick<
  Assessment,
  'id' | 'formTypeCode' | 'status' | 'submittedFields' | 'version'
>;

export type UpdateResult =
  /** The saved assessment as the body a resident's read of it sends, written by the database
   * in the save's own statement (decision 0060, "Answers written by the database and kept by
   * version"). */
  | { outcome: 'updated'; version: number; body: Buffer }
  | { outcome: 'not-found' }
  | { outcome: 'conflict'; current: Assessment };

export function toAssessment(row: Selectable<FormTable>): Assessment {
  return {
    id: row.id,
    formTypeCode: row.form_type_code as FormTypeCode,
    formName: row.form_name,
    title: row.title,
    dateCreated: row.date_created,
    lastUpdated: row.last_updated,
    status: row.status,
    dirtyFields: row.dirty_fields,
    submittedFields: row.submitted_fields,
    dateSubmitted: row.date_submitted,
    pageCount: row.page_count,
    lastValidPage: row.last_valid_page,
    allPagesValidated: row.all_pages_validated === 1,
    version: row.version,
    reference: row.reference,
  };
}

const selectOwnSql = 'select * from form where id = ? and owner_id = ?';

/** The columns of a resident's read: the assessment's version, and the answer's body written
 * by the database unless the caller already holds the body of that version (`known`). */
const answerColumnsSql = (bodySql: string, knownVersion: string) =>
  `form.version as "formVersion",
  case when form.version = ${knownVersion} then null else ${bodySql} end as body`;
type AnswerColumns = { formVersion: number; body: AnswerBody | null };

/** A resident's read, with the body written by `bodySql`, from `formSql`: its parameters are
 * the version of the assessment the caller holds, then the assessment's id and owner. */
const selectAnswerWith = (bodySql: string, formSql: string) =>
  sqlForEachDatabase(
    (knownVersion, id, ownerId) => `select ${answerColumnsSql(bodySql, knownVersion)}
  from ${formSql} where form.id = ${id} and form.owner_id = ${ownerId}`,
    3,
  );

/** A resident's read, written once as text rather than built by Kysely on every read, so
 * PostgreSQL's prepared statement is found without hashing a new string (decision 0060). On
 * SQLite through the version index (migration 0066): by the primary key, the planner's own
 * choice, a read whose body is kept would still walk the answers' overflow pages to the
 * version behind them. */
export const selectAnswerSql: SqlForEachDatabase = {
  sqlite: selectAnswerWith(sqliteAnswerBodySql, 'form indexed by form_version_idx').sqlite,
  postgres: selectAnswerWith(postgresAnswerBodySql, 'form').postgres,
};

/** What a save checks before it validates, without the answers: a submitted assessment's
 * frozen answers are not read, only whether there are any (''). */
const editStateColumnsSql = `form.id as "id", form.form_type_code as "formTypeCode",
  form.status as "status",
  case when form.submitted_fields is null then null else '' end as "submittedFields",
  form.version as "version"`;
const selectEditStateSql = sqlForEachDatabase(
  (id, ownerId) => `select ${editStateColumnsSql}
  from form where form.id = ${id} and form.owner_id = ${ownerId}`,
  2,
);

/** A resident's two reads on PostgreSQL, each shared by the reads that arrive together. */
export interface PostgresReads {
  answer: PostgresReadBatch<AnswerColumns>;
  editState: PostgresReadBatch<EditState>;
}

const ownFormJoinSql =
  'inner join form on form.id = wanted.form_id and form.owner_id = wanted.owner_id';

export function postgresReadsFor(db: Kysely<Database>): PostgresReads {
  return {
    answer: new PostgresReadBatch(db, {
      keys: { known_version: 'integer', form_id: 'text', owner_id: 'text' },
      columnsSql: answerColumnsSql(postgresAnswerBodySql, 'wanted.known_version'),
      joinSql: ownFormJoinSql,
    }),
    editState: new PostgresReadBatch(db, {
      keys: { form_id: 'text', owner_id: 'text' },
      columnsSql: editStateColumnsSql,
      joinSql: ownFormJoinSql,
    }),
  };
}

/** The saved assessment as the database writes a resident's read of it: its new version and
 * its body (the answer's bytes, never decoded into JavaScript and encoded again). */
interface SavedColumns {
  version: number;
  body: AnswerBody;
}

/** One statement: the answers and page counters change only if the stored version is still the
 * one the client saw, and the saved assessment comes back as a read's body. */
const saveSql = `update form set
  dirty_fields = ?,
  page_count = coalesce(?, page_count),
  last_valid_page = coalesce(?, last_valid_page),
  all_pages_validated = coalesce(?, all_pages_validated),
  last_updated = ?,
  version = version + 1
  where id = ? and owner_id = ? and version = ?
  returning version, ${sqliteAnswerBodySql} as body`;

/** What a repository may use besides the database: each is optional, and without any the
 * repository builds every query with Kysely. */
export interface FormRepositoryOptions {
  /** On SQLite, the connection's prepared statements and group commit. */
  sqlite?: SqliteAccess | null;
  /** On PostgreSQL, saves that share statements and commits. */
  postgresSaves?: PostgresSaveBatch | null;
  /** On PostgreSQL, a resident's reads that share statements. */
  postgresReads?: PostgresReads | null;
  /** The bodies of recent reads, sent again while the database finds them current. */
  answerBodies?: AnswerBodyCache | null;
}

/**
 * Assessments, always scoped to their owner: every read and write names the owner, so a
 * caller cannot reach another person's assessment by guessing its id. Each method takes an
 * optional transaction for multi-step writes. On SQLite, given the connection's `sqlite`
 * access, the two hottest calls (a resident's read and save) use prepared statements held on
 * the connection instead of building a Kysely query each time, and saves share commits
 * (group commit); on PostgreSQL, given a save batch, saves share statements and commits too.
 */
export class FormRepository {
  private readonly sqlite: SqliteAccess | null;
  private readonly postgresSaves: PostgresSaveBatch | null;
  private readonly postgresReads: PostgresReads | null;
  private readonly answerBodies: AnswerBodyCache | null;

  constructor(
    private readonly db: Kysely<Database>,
    options: FormRepositoryOptions = {},
  ) {
    this.sqlite = options.sqlite ?? null;
    this.postgresSaves = options.postgresSaves ?? null;
    this.postgresReads = options.postgresReads ?? null;
    this.answerBodies = options.answerBodies ?? null;
  }

  async create(input: NewForm, executor: Executor = this.db): Promise<Assessment> {
    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      owner_id: input.ownerId,
      form_type_code: input.formTypeCode,
      form_name: input.formName,
      title: input.title,
      status: null,
      dirty_fields: '{}',
      submitted_fields: null,
      care_act_outcomes: null,
      care_act_unmet_count: null,
      care_act_threshold_reached: null,
      date_created: now,
      last_updated: now,
      date_submitted: null,
      page_count: input.pageCount,
      last_valid_page: 0,
      all_pages_validated: 0,
      version: 1,
      reference: null,
      taken_by_id: null,
      taken_by_name: null,
      content_version: null,
      questionnaire_version: null,
    };
    await executor.insertInto('form').values(row).execute();
    return toAssessment(row);
  }

  async get(id: string, ownerId: string, executor: Executor = this.db): Promise<Assessment | null> {
    // Stryker disable next-line BlockStatement: emptied, the Kysely query below reads the same row; the prepared statement only spares building it
    if (this.sqlite && executor === this.db) {
      const own = await readSqlite(
        this.sqlite,
        (statements) =>
          statements.prepare(selectOwnSql).get(id, ownerId) as Selectable<FormTable> | undefined,
      );
      return own ? toAssessment(own) : null;
    }
    const row = await executor
      .selectFrom('form')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row ? toAssessment(row) : null;
  }

  /**
   * The assessment `id` of `ownerId` as the body of a resident's read (`AnswerBody`), or null
   * when there is none. Given kept bodies, the query names the version kept, and the database
   * writes the body only if the assessment has moved on since.
   */
  async readAnswer(id: string, ownerId: string): Promise<Buffer | null> {
    const row = await this.#readAnswer(id, ownerId, this.answerBodies?.versionOf(id) ?? 0);
    if (!row) return null;
    if (row.body === null) {
      const kept = this.answerBodies?.take(id, row.formVersion);
      if (kept) return kept;
      // Replaced or let go by another read meanwhile: ask for the body itself.
      const written = await this.#readAnswer(id, ownerId, 0);
      return written?.body ? this.#keep(id, written.formVersion, written.body) : null;
    }
    return this.#keep(id, row.formVersion, row.body);
  }

  /** A body the database wrote for `id` at `version`, as bytes, kept for the next read. */
  #keep(id: string, version: number, written: AnswerBody): Buffer {
    const body = typeof written === 'string' ? Buffer.from(written) : written;
    this.answerBodies?.keep(id, version, body);
    return body;
  }

  #readAnswer(
    id: string,
    ownerId: string,
    knownVersion: number,
  ): Promise<AnswerColumns | undefined> {
    // Stryker disable next-line ConditionalExpression: made false, PostgreSQL's reads go alone with the same rows (the shared reads only spare round trips); made true, SQLite's fail
    if (this.postgresReads) return this.postgresReads.answer.read(knownVersion, id, ownerId);
    return readFirstRow<AnswerColumns>(this.db, this.sqlite, selectAnswerSql, [
      knownVersion,
      id,
      ownerId,
    ]);
  }

  /** What a save of the assessment `id` of `ownerId` checks first (`EditState`), without the
   * stored answers, which it replaces; null when there is none. */
  async readEditState(id: string, ownerId: string): Promise<EditState | null> {
    // Stryker disable next-line ConditionalExpression: made false, PostgreSQL's reads go alone with the same rows (the shared reads only spare round trips); made true, SQLite's fail
    const row = this.postgresReads
      ? await this.postgresReads.editState.read(id, ownerId)
      : await readFirstRow<EditState>(this.db, this.sqlite, selectEditStateSql, [id, ownerId]);
    return row ?? null;
  }

  /** One page of the owner's assessments, newest first, with one row more than asked so the
   * caller can tell whether another page follows. Only the answers the summary needs are read
   * (the submitted copy once submitted). */
  async listPageByOwner(
    ownerId: string,
    page: { formTypeCode?: FormTypeCode | undefined; offset: number; limit: number },
    executor: Executor = this.db,
  ): Promise<SummaryRow[]> {
    let query = executor
      .selectFrom('form')
      .select((eb) => [
        'id',
        'form_type_code',
        'form_name',
        'title',
        'date_created',
        'last_updated',
        'status',
        'date_submitted',
        'version',
        'reference',
        eb.fn.coalesce('submitted_fields', 'dirty_fields').as('answers'),
      ])
      .where('owner_id', '=', ownerId);
    if (page.formTypeCode) query = query.where('form_type_code', '=', page.formTypeCode);
    return query
      .orderBy('date_created', 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit + 1)
      .execute();
  }

  /** Assessments of one pathway that are neither submitted nor closed. */
  async countOpen(
    ownerId: string,
    formTypeCode: FormTypeCode,
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .selectFrom('form')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('form_type_code', '=', formTypeCode)
      .where('submitted_fields', 'is', null)
      .where((eb) =>
        eb.or([eb('status', 'is', null), eb('status', '!=', constants.abandonedStatus)]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Closes an open assessment (status ABANDONED). Submitted assessments are left alone: the
   * caller reads the form again to say why nothing changed.
   */
  async abandon(id: string, ownerId: string, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('form')
      .set((eb) => ({
        status: constants.abandonedStatus,
        last_updated: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('submitted_fields', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Freezes the submission, in place of the work in progress, only if the assessment is still
   * open, unsubmitted and at the version whose answers were frozen; false means another request got there first (a double
   * click, a save that landed after the answers were read) or it was closed meanwhile.
   */
  async markSubmitted(
    id: string,
    ownerId: string,
    submission: {
      submittedFields: string;
      careActOutcomes: string;
      careActUnmetCount: number;
      careActThresholdReached: boolean;
      dateSubmitted: string;
      reference: string;
      /** The member of staff who took it for a council-held resident; null for a resident's. */
      takenBy?: { id: string; name: string } | null;
    },
    readVersion: number,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('form')
      .set((eb) => ({
        submitted_fields: submission.submittedFields,
        // The kept row holds only what was sent: areas left as drafts go when it is sent.
        dirty_fields: submission.submittedFields,
        care_act_outcomes: submission.careActOutcomes,
        // The inbox lists, filters and sorts by these without reading the JSON.
        care_act_unmet_count: submission.careActUnmetCount,
        care_act_threshold_reached: submission.careActThresholdReached ? 1 : 0,
        date_submitted: submission.dateSubmitted,
        reference: submission.reference,
        taken_by_id: submission.takenBy?.id ?? null,
        taken_by_name: submission.takenBy?.name ?? null,
        last_updated: submission.dateSubmitted,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('version', '=', readVersion)
      .where('submitted_fields', 'is', null)
      .where((eb) =>
        eb.or([eb('status', 'is', null), eb('status', '!=', constants.abandonedStatus)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * A resident's save: the answers (and page counters when given) replace the stored ones only
   * if the stored version is still `expectedVersion`, in one statement that returns the saved
   * row. Answered once the save is committed; on SQLite it shares its commit with the saves
   * that arrived with it (group commit), each still checked against its own version.
   */
  async save(
    id: string,
    ownerId: string,
    expectedVersion: number,
    changes: SaveChanges,
  ): Promise<UpdateResult> {
    const at = new Date();
    const now = at.toISOString();
    const allPagesValidated =
      changes.allPagesValidated === undefined ? null : changes.allPagesValidated ? 1 : 0;
    const { journey } = changes;
    if (this.sqlite) {
      const { saved, current } = await this.sqlite.groupCommit.run((statements) => {
        const row = statements
          .prepare(saveSql)
          .get(
            changes.dirtyFields,
            changes.pageCount ?? null,
            changes.lastValidPage ?? null,
            allPagesValidated,
            now,
            id,
            ownerId,
            expectedVersion,
          ) as SavedColumns | undefined;
        if (row) {
          if (journey) recordJourneyStepsOnSqlite(statements, id, journey, at);
          return { saved: row, current: undefined };
        }
        const stored = statements.prepare(selectOwnSql).get(id, ownerId) as
          Selectable<FormTable> | undefined;
        return { saved: undefined, current: stored };
      });
      if (saved) return this.#updated(id, saved);
      return current
        ? { outcome: 'conflict', current: toAssessment(current) }
        : { outcome: 'not-found' };
    }
    const saved = this.postgresSaves
      ? await this.postgresSaves.save({
          id,
          ownerId,
          expectedVersion,
          dirtyFields: changes.dirtyFields,
          pageCount: changes.pageCount ?? null,
          lastValidPage: changes.lastValidPage ?? null,
          allPagesValidated,
          lastUpdated: now,
          journey: journey ?? null,
        })
      : await this.#saveOne(id, ownerId, expectedVersion, changes, allPagesValidated, at);
    if (saved) return this.#updated(id, saved);
    const current = await this.get(id, ownerId);
    return current ? { outcome: 'conflict', current } : { outcome: 'not-found' };
  }

  /** A landed save's answer, kept for the resident's next read: the save wrote the very body
   * that read would ask the database to write (the same expression, the same version). */
  #updated(id: string, saved: SavedColumns): UpdateResult {
    return {
      outcome: 'updated',
      version: saved.version,
      body: this.#keep(id, saved.version, saved.body),
    };
  }

  /** One save through Kysely: the saved assessment, or undefined when id, owner or version
   * differ. */
  async #saveOne(
    id: string,
    ownerId: string,
    expectedVersion: number,
    changes: SaveChanges,
    allPagesValidated: number | null,
    at: Date,
  ): Promise<SavedColumns | undefined> {
    const values: Updateable<FormTable> = {
      dirty_fields: changes.dirtyFields,
      last_updated: at.toISOString(),
    };
    // Stryker disable next-line ConditionalExpression: made true, Kysely leaves out a column set to undefined, which keeps the stored value
    if (changes.pageCount !== undefined) values.page_count = changes.pageCount;
    // Stryker disable next-line ConditionalExpression: as above
    if (changes.lastValidPage !== undefined) values.last_valid_page = changes.lastValidPage;
    if (allPagesValidated !== null) values.all_pages_validated = allPagesValidated;
    const bodySql = isPostgres(this.db) ? postgresAnswerBodySql : sqliteAnswerBodySql;
    return this.db.transaction().execute(async (transaction) => {
      const saved = await transaction
        .updateTable('form')
        .set({ ...values, version: expectedVersion + 1 })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('version', '=', expectedVersion)
        .returning(['version', sql<AnswerBody>`${sql.raw(bodySql)}`.as('body')])
        .executeTakeFirst();
      if (saved && changes.journey) {
        await recordJourneySteps(transaction, id, changes.journey, at);
      }
      return saved;
    });
  }
}
