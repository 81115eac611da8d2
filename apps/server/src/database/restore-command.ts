import path from 'node:path';
import { embeddedDatabaseOrExit } from './embedded-database-or-exit.ts';
import { restoreSqlite } from './restore-sqlite.ts';

/**
 * `npm run restore -- <file>`: with the service stopped, checks a backup and makes it the
 * database of DATA_DIR, keeping the one it replaces beside it; one JSON line says what was put
 * where. The service migrates an older backup forward when it next starts.
 */
const { file, dataDir } = embeddedDatabaseOrExit('restore');
try {
  console.log(JSON.stringify(restoreSqlite(dataDir, path.resolve(file))));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
