import SQLite from 'better-sqlite3';

/** The file cannot be restored: damaged, not SQLite, or not this service's database. */
export class UnusableBackupError extends Error {}

export interface BackupContents {
  integrity: 'ok';
  /** Rows in each of the service's tables, by table name. */
  tables: Record<string, number>;
}

/** Tables every version of the service's database has: the migrations' own record and the
 * assessments. A file without them is some other database. */
const requiredTables = ['kysely_migration', 'form'];

/**
 * Opens a backup read-only and checks it the way a restore needs: SQLite's full
 * `integrity_check` (every page, every index against its table), the service's tables present,
 * and the rows in each counted, so an operator can see what the copy holds.
 */
export function checkSqliteBackup(file: string): BackupContents {
  let database: SQLite.Database;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new UnusableBackupError(`${file} is not a usable backup: ${messageOf(error)}`);
  }
  try {
    let tables: string[];
    try {
      const problems = database.prepare('pragma integrity_check').pluck().all() as string[];
      if (problems.length !== 1 || problems[0] !== 'ok') {
        throw new UnusableBackupError(
          `${file} is not a usable backup: ${problems.slice(0, 5).join('; ')}`,
        );
      }
      tables = database
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .pluck()
        .all() as string[];
    } catch (error) {
      if (error instanceof UnusableBackupError) throw error;
      throw new UnusableBackupError(`${file} is not a usable backup: ${messageOf(error)}`);
    }
    const missing = requiredTables.filter((table) => !tables.includes(table));
    if (missing.length > 0) {
      throw new UnusableBackupError(
        `${file} is not a backup of this service: it has no ${missing.join(' or ')} table`,
      );
    }
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = database
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number;
    }
    return { integrity: 'ok', tables: counts };
  } finally {
    database.close();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
