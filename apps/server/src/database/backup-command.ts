import path from 'node:path';
import { backupSqlite } from './backup-sqlite.ts';
import { embeddedDatabaseOrExit } from './embedded-database-or-exit.ts';

/**
 * `npm run backup -- <file>`: a consistent copy of the embedded database, taken while the
 * service runs, checked, and described in one JSON line (the file, its size, the integrity
 * check and the rows per table). Configured like the service (DATA_DIR).
 */
const { file, databaseFile } = embeddedDatabaseOrExit('backup');
try {
  console.log(JSON.stringify(await backupSqlite(databaseFile, path.resolve(file))));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
