// What database/ offers the rest of the server; its other files are its own (eslint.config.js).
export { backupSchedulePlugin } from './backup-schedule-plugin.ts';
export {
  createDatabase,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
} from './create-database.ts';
export type {
  AccountTokenTable,
  AuditEventTable,
  ContentVersionTable,
  Database,
  DeliveryJobTable,
  FormTable,
  MobileCodeTable,
  UserTable,
} from './database-schema.ts';
export { readFirstRow, sqlForEachDatabase, type SqlForEachDatabase } from './first-row.ts';
export { isPostgres } from './is-postgres.ts';
export { migrateToLatest } from './migrate.ts';
export {
  type BatchedRead,
  PostgresReadBatch,
  type ReadBatchLimits,
} from './postgres-read-batch.ts';
export { readSqlite, type SqliteAccess, type StatementCache } from './sqlite-connection.ts';
