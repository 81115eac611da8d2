import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/**
 * On SQLite, an index of each assessment's id, owner and version (docs/decisions/0060, "answers
 * kept by version"). A resident's read whose body the service already holds needs only these
 * three of the row; SQLite then reads them from the index and never seeks the row itself, whose
 * version comes after the answers and so behind their overflow pages. PostgreSQL keeps large
 * answers out of the row (TOAST), so there the row is read cheaply and no index is added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index form_version_idx on form (id, owner_id, version)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index form_version_idx`.execute(db);
}
