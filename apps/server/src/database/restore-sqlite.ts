import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { checkSqliteBackup, type BackupContents } from './check-sqlite-backup.ts';
import { sqliteFileIn } from './sqlite-file.ts';
import { syncFile, syncFolder } from './sync-to-disk.ts';

/** Another process (the service, the delivery worker, a command) has the database open. */
export class DatabaseInUseError extends Error {}

export interface RestoreReport extends BackupContents {
  restored: string;
  database: string;
  /** Where the database it replaced was kept; null when the folder had none. */
  kept: string | null;
}

/**
 * Puts a checked backup in place as the data folder's database, keeping the one it replaces
 * beside it (`assessments.sqlite.before-restore-<time>`).
 *
 * It refuses while any other process has the database open. Every connection to a database in
 * WAL mode holds a shared lock on it from its first read for as long as it is open, idle or not
 * (the service reads at once, to migrate), so leaving WAL mode
 * (`journal_mode = DELETE`) succeeds only when this is the sole connection, and otherwise fails
 * at once with SQLITE_BUSY. That is the test: it covers the service, a stand-alone delivery
 * worker and a command alike, and, unlike a pid file, cannot be left stale by a process that
 * was killed. Leaving WAL mode also folds the old database's log into its file, so the copy
 * kept is one self-contained file. The exclusive lock is then held until the new file is in
 * place, so a service starting meanwhile waits instead of opening the old one.
 */
export function restoreSqlite(
  dataDir: string,
  backupFile: string,
  clock: () => Date = () => new Date(),
): RestoreReport {
  const contents = checkSqliteBackup(backupFile);
  const databaseFile = sqliteFileIn(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const current = fs.existsSync(databaseFile) ? holdAlone(databaseFile) : null;
  const incoming = `${databaseFile}.restoring-${process.pid}`;
  try {
    for (const log of [`${databaseFile}-wal`, `${databaseFile}-shm`]) {
      // With the database held alone in rollback mode its log is gone; one left without a
      // database belongs to nothing this restore can vouch for.
      if (fs.existsSync(log)) throw new Error(`${log} is left from an earlier run; move it away`);
    }
    fs.copyFileSync(backupFile, incoming);
    syncFile(incoming);
    const kept = current ? `${databaseFile}.before-restore-${compactTime(clock())}` : null;
    if (kept) fs.renameSync(databaseFile, kept);
    fs.renameSync(incoming, databaseFile);
    syncFolder(dataDir);
    return { restored: backupFile, database: databaseFile, kept, ...contents };
  } finally {
    fs.rmSync(incoming, { force: true });
    current?.close();
  }
}

/** Opens the database as its only user and keeps it locked until closed; DatabaseInUseError if
 * another process has it open. */
function holdAlone(databaseFile: string): SQLite.Database {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    database.pragma('journal_mode = DELETE');
    database.exec('begin exclusive');
    return database;
  } catch (error) {
    database.close();
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new DatabaseInUseError(
        `${databaseFile} is in use by another process: stop the service, any delivery worker and any command using it, then restore`,
      );
    }
    throw error;
  }
}

/** 2026-11-29T05:01:02Z as 20261129T050102Z: sorts by time and suits any file system. */
export function compactTime(time: Date): string {
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
