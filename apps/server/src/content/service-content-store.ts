import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContentDraft, ContentVersionSummary, ServiceContent } from '@csa/questionnaire';
import type { ContentVersionTable, Database } from '../database/index.ts';
import { AppError } from '../errors/index.ts';
import { AuditLog, type StaffActor } from '../audit/index.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The council runs its own database, so it has one draft. */
const draftId = 'council';

export const staleDraftMessage =
  'Someone else saved this draft after you opened it. Reload the draft to see their changes, then make yours again.';
const versionRaceMessage =
  'Another version was published at the same moment. Reload the versions and try again.';
const firstVersionNote = 'The help links and wording the service shipped with';

export interface PublishedContent {
  version: number;
  content: ServiceContent;
}

interface Change {
  actor: StaffActor;
  clientAddress: string | null;
  note: string;
}

/** A primary key refused a row, on PostgreSQL (23505) or SQLite. */
function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function toSummary(
  row: Omit<Selectable<ContentVersionTable>, 'content'>,
  current: number,
): ContentVersionSummary {
  return {
    version: row.version,
    note: row.note,
    publishedAt: row.published_at,
    publishedByEmail: row.published_by_email,
    republishedFrom: row.republished_from,
    isCurrent: row.version === current,
  };
}

/**
 * A council's help links and wording as versions (docs/decisions/0140). The newest version is
 * the published one; a version is never changed, and rolling back publishes an earlier one
 * again as the newest. Version 1 is the shipped content, written the first time anything asks.
 * Each process keeps the parsed newest version and asks the database only which number is
 * newest, so a publish in one process reaches residents of every process at their next call.
 */
export class ServiceContentStore {
  private cached: PublishedContent | undefined;
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly shipped: ServiceContent,
    private readonly now: () => Date,
  ) {
    this.audit = new AuditLog(db);
  }

  /** What residents are shown now. */
  async published(): Promise<PublishedContent> {
    const version = await this.currentVersion();
    if (this.cached?.version === version) return this.cached;
    const row = await this.db
      .selectFrom('content_version')
      .select('content')
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    // Checked by the schema when it was published; a version is never changed after.
    this.cached = { version, content: JSON.parse(row.content) as ServiceContent };
    return this.cached;
  }

  async currentVersion(executor: Executor = this.db): Promise<number> {
    const newest = await this.newestVersion(executor);
    if (newest !== null) return newest;
    await executor
      .insertInto('content_version')
      .values({
        version: 1,
        content: JSON.stringify(this.shipped),
        note: firstVersionNote,
        published_at: this.now().toISOString(),
        published_by_id: null,
        published_by_email: null,
        republished_from: null,
      })
      .onConflict((conflict) => conflict.column('version').doNothing())
      .execute();
    return 1;
  }

  private async newestVersion(executor: Executor): Promise<number | null> {
    const row = await executor
      .selectFrom('content_version')
      .select((eb) => eb.fn.max('version').as('newest'))
      .executeTakeFirst();
    return row?.newest === null || row?.newest === undefined ? null : Number(row.newest);
  }

  /** The saved draft, or the published version as a draft not yet saved (revision 0). */
  async draft(): Promise<ContentDraft> {
    const row = await this.db
      .selectFrom('content_draft')
      .selectAll()
      .where('id', '=', draftId)
      .executeTakeFirst();
    if (row) {
      return {
        revision: row.revision,
        basedOnVersion: row.based_on_version,
        savedAt: row.saved_at,
        savedByEmail: row.saved_by_email,
        content: JSON.parse(row.content) as ServiceContent,
      };
    }
    const published = await this.published();
    return {
      revision: 0,
      basedOnVersion: published.version,
      savedAt: null,
      savedByEmail: null,
      content: published.content,
    };
  }

  /** Saves the draft if nobody saved it since `revision`; otherwise refuses (409) so that no
   * admin's changes are overwritten unseen. */
  async saveDraft(request: {
    revision: number;
    content: ServiceContent;
    actor: StaffActor;
  }): Promise<ContentDraft> {
    const savedAt = this.now().toISOString();
    const content = JSON.stringify(request.content);
    const revision = request.revision + 1;
    let changed: bigint;
    if (request.revision === 0) {
      const basedOnVersion = await this.currentVersion();
      const result = await this.db
        .insertInto('content_draft')
        .values({
          id: draftId,
          content,
          revision,
          based_on_version: basedOnVersion,
          saved_at: savedAt,
          saved_by_email: request.actor.email,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      changed = result.numInsertedOrUpdatedRows ?? 0n;
    } else {
      const result = await this.db
        .updateTable('content_draft')
        .set({ content, revision, saved_at: savedAt, saved_by_email: request.actor.email })
        .where('id', '=', draftId)
        .where('revision', '=', request.revision)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
    }
    if (changed === 0n) throw AppError.conflict(staleDraftMessage);
    return this.draft();
  }

  /** Publishes the draft as it was at `revision` as the next version, and audits it. */
  async publish(request: Change & { revision: number }): Promise<ContentVersionSummary> {
    return this.writeVersion('content.publish', request, async (transaction) => {
      const draft = await transaction
        .selectFrom('content_draft')
        .select(['content', 'revision'])
        .where('id', '=', draftId)
        .executeTakeFirst();
      if (!draft || draft.revision !== request.revision) {
        throw AppError.conflict(staleDraftMessage);
      }
      const removed = await transaction
        .deleteFrom('content_draft')
        .where('id', '=', draftId)
        .where('revision', '=', request.revision)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw AppError.conflict(staleDraftMessage);
      return { content: draft.content, republishedFrom: null };
    });
  }

  /** Rolls back: publishes an earlier version again as the next one, and audits it. */
  async republish(request: Change & { version: number }): Promise<ContentVersionSummary> {
    return this.writeVersion('content.rollback', request, async (transaction) => {
      const earlier = await transaction
        .selectFrom('content_version')
        .select('content')
        .where('version', '=', request.version)
        .executeTakeFirst();
      if (!earlier) throw AppError.notFound('There is no such version.');
      return { content: earlier.content, republishedFrom: request.version };
    });
  }

  private async writeVersion(
    action: 'content.publish' | 'content.rollback',
    change: Change,
    read: (
      transaction: Transaction<Database>,
    ) => Promise<{ content: string; republishedFrom: number | null }>,
  ): Promise<ContentVersionSummary> {
    await this.currentVersion();
    const at = this.now();
    try {
      return await this.db.transaction().execute(async (transaction) => {
        const { content, republishedFrom } = await read(transaction);
        const version = ((await this.newestVersion(transaction)) ?? 0) + 1;
        const row = {
          version,
          content,
          note: change.note,
          published_at: at.toISOString(),
          published_by_id: change.actor.id,
          published_by_email: change.actor.email,
          republished_from: republishedFrom,
        };
        await transaction.insertInto('content_version').values(row).execute();
        const detail =
          republishedFrom === null
            ? `version ${version}: ${change.note}`
            : `version ${version}, a copy of version ${republishedFrom}: ${change.note}`;
        await this.audit.record(
          {
            actor: change.actor,
            action,
            formId: null,
            clientAddress: change.clientAddress,
            detail,
            at,
          },
          transaction,
        );
        return toSummary(row, version);
      });
    } catch (error) {
      // Two publishes took the same number: the primary key let one through.
      if (isDuplicateKey(error)) throw AppError.conflict(versionRaceMessage);
      throw error;
    }
  }

  /** Newest first. */
  async listVersions(): Promise<ContentVersionSummary[]> {
    const current = await this.currentVersion();
    const rows = await this.db
      .selectFrom('content_version')
      .select([
        'version',
        'note',
        'published_at',
        'published_by_id',
        'published_by_email',
        'republished_from',
      ])
      .orderBy('version', 'desc')
      .execute();
    return rows.map((row) => toSummary(row, current));
  }

  async version(
    version: number,
  ): Promise<(ContentVersionSummary & { content: ServiceContent }) | undefined> {
    const current = await this.currentVersion();
    const row = await this.db
      .selectFrom('content_version')
      .selectAll()
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...toSummary(row, current), content: JSON.parse(row.content) as ServiceContent };
  }
}
