import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether `db` talks to PostgreSQL rather than the embedded SQLite: for the migrations, which
 * write some statements (triggers, indexes) each database's own way, the migrator, and the
 * queries the service builds with SQL of each database's own. */
export function isPostgres<Tables>(db: Kysely<Tables>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
