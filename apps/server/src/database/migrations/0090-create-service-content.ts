import type { Kysely } from 'kysely';

/**
 * Council-editable help links and wording (docs/decisions/0140):
 * - content_version: each published version, never changed once written. The newest is what
 *   residents see; rolling back writes a new row copying an earlier one (republished_from).
 * - content_draft: the council's one draft, with a revision that every save must name, so
 *   two admins cannot overwrite each other's changes without knowing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('version', 'integer', (column) => column.primaryKey())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addColumn('published_by_id', 'text')
    .addColumn('published_by_email', 'text')
    .addColumn('republished_from', 'integer')
    .execute();
  await db.schema
    .createTable('content_draft')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull())
    .addColumn('based_on_version', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'text', (column) => column.notNull())
    .addColumn('saved_by_email', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_draft').execute();
  await db.schema.dropTable('content_version').execute();
}
