import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether `db` talks to PostgreSQL rather than the embedded SQLite: for the migrations, which
 * write some statements (triggers, indexes) each database's own way, and the migrator. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
