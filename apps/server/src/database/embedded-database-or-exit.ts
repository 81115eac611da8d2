import { ConfigurationError, loadConfig } from '../config/index.ts';
import { sqliteFileIn } from './sqlite-file.ts';

/**
 * What `npm run backup` and `npm run restore` share: one file argument, and the embedded
 * database's file from the service's own configuration. Exits with 2 on a wrong call, and with
 * 1 on a configuration problem or a service on PostgreSQL, whose backups are not this
 * command's to make.
 */
export function embeddedDatabaseOrExit(command: 'backup' | 'restore'): {
  file: string;
  dataDir: string;
  databaseFile: string;
} {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error(`usage: npm run ${command} -- <file>`);
    process.exit(2);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigurationError ? error.message : String(error));
    process.exit(1);
  }
  if (config.DATABASE_URL) {
    console.error(
      `DATABASE_URL is set, so the service's data is in PostgreSQL: its backups are the point-in-time recovery of the council's PostgreSQL (docs/operations.md, "Backups"), not npm run ${command}.`,
    );
    process.exit(1);
  }
  return { file, dataDir: config.DATA_DIR, databaseFile: sqliteFileIn(config.DATA_DIR) };
}
