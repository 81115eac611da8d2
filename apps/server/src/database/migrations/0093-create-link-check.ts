import type { Kysely } from 'kysely';

/**
 * The help link checker (docs/decisions/0141): `link_check_failure` holds each published
 * address whose last check failed, with what failed (an HTTP status or a kind of error), when
 * it was first seen failing and when it was last checked. A link that answers again loses its
 * row, so the table is what an admin needs to look at. When the checker last ran is the
 * `scheduled_task` row named `link-check`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_check_failure')
    .addColumn('url', 'text', (column) => column.primaryKey())
    .addColumn('status', 'integer')
    .addColumn('error_kind', 'text')
    .addColumn('first_failed_at', 'text', (column) => column.notNull())
    .addColumn('last_checked_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_check_failure').execute();
}
