import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './database-schema.ts';
import { readSqlite, type SqliteAccess } from './sqlite-connection.ts';

/** One statement written once as SQL text for each database: the same columns, with SQLite's
 * `?` or PostgreSQL's `$1`, `$2`… as placeholders. */
export interface SqlForEachDatabase {
  sqlite: string;
  postgres: string;
}

/** `sqlWith` called with each database's placeholders, `count` of them. */
export function sqlForEachDatabase(
  sqlWith: (...placeholders: string[]) => string,
  count: number,
): SqlForEachDatabase {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return {
    sqlite: sqlWith(...numbers.map(() => '?')),
    postgres: sqlWith(...numbers.map((number) => `$${number}`)),
  };
}

/**
 * The first row of a constant statement, on whichever database the service runs. For the reads
 * of every signed-in request (decision 0060): on SQLite a cached prepared statement, on
 * PostgreSQL the text sent as it is (`CompiledQuery.raw`), so Kysely builds nothing and the
 * pool finds the named prepared statement by a string whose hash V8 already holds.
 */
export async function readFirstRow<Row>(
  db: Kysely<Database>,
  sqlite: SqliteAccess | null,
  sql: SqlForEachDatabase,
  parameters: readonly unknown[],
): Promise<Row | undefined> {
  if (sqlite) {
    return readSqlite(
      sqlite,
      (statements) => statements.prepare(sql.sqlite).get(...parameters) as Row | undefined,
    );
  }
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(sql.postgres, [...parameters]));
  return rows[0];
}
