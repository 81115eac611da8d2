import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import type { TestDatabase } from './test-databases.ts';

/** A fully built app on a fresh test database; `close` shuts the app and removes the
 * database. The app opens its own connection, as a real process would. */
export async function buildTestApp(
  database: TestDatabase,
  environment: Record<string, string> = {},
  customise?: (app: FastifyInstance) => void | Promise<void>,
  /** The clock of time-driven work (delivery retries, retention); the wall clock if absent. */
  now?: () => Date,
): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
  /** How another process reaches the same database (environment variables). */
  databaseEnvironment: Record<string, string>;
}> {
  const handle = await database.open();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: handle.options.databaseUrl,
    DATA_DIR: handle.options.dataDir || '/tmp/unused',
    // Tests of other features should not race a background worker; delivery tests drain the
    // outbox themselves or turn the worker on.
    DELIVERY_WORKER: 'off',
    // Likewise the hourly retention job: retention tests run it with their own clock.
    RETENTION_SCHEDULE: 'off',
    ...environment,
  });
  const app = await buildApp({
    config,
    ...(now ? { now } : {}),
    ...(handle.options.postgresSchema ? { postgresSchema: handle.options.postgresSchema } : {}),
  });
  await customise?.(app);
  await app.ready();
  return {
    app,
    databaseEnvironment: {
      DATABASE_URL: handle.options.databaseUrl,
      DATA_DIR: handle.options.dataDir || '/tmp/unused',
      DATABASE_SCHEMA: handle.options.postgresSchema ?? '',
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
