import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './database-schema.ts';
import { PreparedPostgresPool } from './prepared-postgres-pool.ts';
import { SqliteReadBatch } from './sqlite-read-batch.ts';
import {
  SqliteGroupCommit,
  SqliteLock,
  StatementCache,
  sqliteDialect,
  type SqliteAccess,
} from './sqlite-connection.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** On SQLite, the connection's lock, prepared statements and group commit, for the hot
   * paths that bypass Kysely; null on PostgreSQL. */
  sqlite: SqliteAccess | null;
  /** On PostgreSQL, the connection pool's state now; null on SQLite, which has no pool. */
  poolUse: (() => PoolUse) | null;
  close: () => Promise<void>;
}

export interface PoolUse {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection because all are in use. */
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; empty means the embedded SQLite file. */
  databaseUrl: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  postgresSchema?: string;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.postgresSchema)
    : createSqlite(options.dataDir);
}

function createSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'assessments.sqlite'));
  // WAL lets readers continue during a write; synchronous=FULL makes each commit reach the disk
  // before it returns, so a save that returned success survives a crash or power cut.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII letters only, so staff searching for "émile" missed
  // "Émile"; PostgreSQL's folds every letter. No index is built on lower(), so replacing it
  // changes no stored data.
  file.function('lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  const lock = new SqliteLock();
  const statements = new StatementCache(file);
  const groupCommit = new SqliteGroupCommit(file, lock, statements);
  const reads = new SqliteReadBatch(file, lock, statements);
  const db = new Kysely<Database>({ dialect: sqliteDialect(file, lock, statements) });
  return {
    db,
    kind: 'sqlite',
    sqlite: { lock, statements, groupCommit, reads },
    poolUse: null,
    close: async () => {
      // Reads first: a save's first read comes before its write.
      await reads.whenIdle();
      await groupCommit.whenIdle();
      await db.destroy();
    },
  };
}

const require = createRequire(import.meta.url);

function createPostgres(connectionString: string, schema?: string): DatabaseHandle {
  // Loaded only here: a service on the embedded database never holds the driver in memory
  // (docs/decisions/0064).
  const { Pool } = require('pg') as typeof pg;
  // No parallel workers: every query of the service is a keyed read or a bounded scan, and
  // starting a worker (3 ms measured) cost an address search as much as its own work and
  // took the other core from residents' requests (docs/decisions/0063).
  const settings = ['-c max_parallel_workers_per_gather=0'];
  if (schema) settings.push(`-c search_path=${schema}`);
  const pool = new Pool({ connectionString, max: 10, options: settings.join(' ') });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PreparedPostgresPool(pool) }),
  });
  const poolUse = () => ({
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, kind: 'postgres', sqlite: null, poolUse, close: () => db.destroy() };
}
