import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { checkSqliteBackup, type BackupContents } from './check-sqlite-backup.ts';
import { syncFile, syncFolder } from './sync-to-disk.ts';

export interface BackupReport extends BackupContents {
  file: string;
  bytes: number;
  /** When the copy's snapshot was taken: every commit before this is in it. */
  startedAt: string;
  ms: number;
}

/** Pages per step of SQLite's online backup: all of them, in one step (see below). */
const allPages = 0x7fffffff;

/**
 * Copies the embedded database while the service keeps running, with SQLite's online backup
 * API on a connection of its own. The copy is made in one step, inside one read transaction:
 * in WAL mode that blocks no writer, and the copy is the database exactly as of one commit, so
 * every save acknowledged before the backup began is in it. (In smaller steps, any commit by
 * the service between two steps would start the copy over, and under steady saves it might
 * never finish.)
 *
 * The copy is written beside `target` under a temporary name, switched to a rollback journal
 * so that it is one self-contained file, checked (checkSqliteBackup), flushed to disk and only
 * then renamed to `target`: a file with the target's name is always a complete, checked copy.
 */
export async function backupSqlite(
  databaseFile: string,
  target: string,
  clock: () => Date = () => new Date(),
): Promise<BackupReport> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists; give a new file name`);
  if (!fs.existsSync(databaseFile)) throw new Error(`there is no database at ${databaseFile}`);
  const partial = `${target}.partial-${process.pid}`;
  const startedAt = clock();
  const started = performance.now();
  try {
    const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(partial, { progress: () => allPages });
    } finally {
      source.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const contents = checkSqliteBackup(partial);
    syncFile(partial);
    fs.renameSync(partial, target);
    syncFolder(path.dirname(target));
    return {
      file: target,
      bytes: fs.statSync(target).size,
      ...contents,
      startedAt: startedAt.toISOString(),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
