import path from 'node:path';

/** The embedded database's file in the data folder, as create-database.ts opens it; SQLite keeps
 * its write-ahead log beside it under the same name with `-wal` and `-shm` added. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'assessments.sqlite');
}
