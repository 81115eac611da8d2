import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrateToLatest,
  type SqliteAccess,
} from '../database/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseHandle['kind'];
    /** SQLite's lock, prepared statements and group commit; null on PostgreSQL. */
    sqlite: SqliteAccess | null;
    /** The PostgreSQL pool's state, for metrics; null on SQLite. */
    databasePoolUse: DatabaseHandle['poolUse'];
  }
}

/** Opens the database, runs pending migrations before the first request, closes on shutdown. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabaseOptions) => {
    const handle = createDatabase(options);
    await migrateToLatest(handle.db as unknown as Kysely<unknown>, options.postgresSchema);
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    app.decorate('sqlite', handle.sqlite);
    app.decorate('databasePoolUse', handle.poolUse);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
