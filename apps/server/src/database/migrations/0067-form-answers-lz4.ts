import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/** The columns that hold a resident's answers, about 7 KB for a page of them. */
export const compressedColumns = ['dirty_fields', 'submitted_fields'] as const;

/**
 * On PostgreSQL, the answers are compressed with lz4 instead of the default pglz
 * (docs/decisions/0060, "PostgreSQL: prepared statements, read and save batches"). Every save
 * writes a page of answers, which PostgreSQL compresses out of the row (TOAST); pglz took about
 * 55 µs of the database's CPU for each such update, lz4 about 32 µs, for files of the same size.
 * Values written before stay as they are until their next save. A server built without lz4 does
 * not list it among `default_toast_compression`'s values; there nothing changes. SQLite does not
 * compress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db) || !(await hasLz4(db))) return;
  await setCompression(db, 'lz4');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db) || !(await hasLz4(db))) return;
  await setCompression(db, 'pglz');
}

async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  const found = await sql<{ found: number }>`select 1 as found from pg_settings
    where name = 'default_toast_compression' and 'lz4' = any(enumvals)`.execute(db);
  return found.rows.length > 0;
}

async function setCompression(db: Kysely<unknown>, method: 'lz4' | 'pglz'): Promise<void> {
  const changes = compressedColumns.map(
    (column) => `alter column ${column} set compression ${method}`,
  );
  await sql.raw(`alter table form ${changes.join(', ')}`).execute(db);
}
