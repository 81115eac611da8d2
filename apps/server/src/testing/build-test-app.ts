import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { closeOnce, failAfter, type TestDatabase } from './test-databases.ts';

/** What a test may change of the app beyond its environment: its clocks, a logger whose
 * lines it reads (`logLines`) in place of the silent one, and the sign-up answer floor. */
export interface TestAppOptions {
  now?: () => Date;
  sessionNow?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** 0 unless given: most tests sign residents up only to get on with what they test, and the
   * real floor (400 ms per sign-up) was a third of the unit tests' time. The sign-up probing
   * tests pass the real one. */
  signUpAnswerFloorMs?: number;
}

type OpenTestDatabase = Awaited<ReturnType<TestDatabase['open']>>;

/** The environment variables that point the service at an open test database: its address,
 * its data folder (none for PostgreSQL) and its own PostgreSQL schema (none on SQLite). */
export function databaseEnvironmentOf(handle: OpenTestDatabase) {
  return {
    DATABASE_URL: handle.options.databaseUrl,
    DATA_DIR: handle.options.dataDir || '/tmp/unused',
    DATABASE_SCHEMA: handle.options.postgresSchema ?? '',
  };
}

/** A fully built app on a fresh test database; `close` shuts the app and removes the
 * database. The app opens its own connection, as a real process would. When building fails,
 * the database is removed before the error is reported, so a failed `beforeAll` leaves
 * nothing behind and its `afterAll` has nothing to close. */
export async function buildTestApp(
  database: TestDatabase,
  environment: Record<string, string> = {},
  customise?: (app: FastifyInstance) => void | Promise<void>,
  options: TestAppOptions = {},
): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
  /** How another process reaches the same database (environment variables). */
  databaseEnvironment: Record<string, string>;
}> {
  const handle = await database.open();
  let app: FastifyInstance | undefined;
  const close = closeOnce(async () => {
    await app?.close();
    await handle.close();
  });
  try {
    app = await buildStartedApp(handle, environment, customise, options);
  } catch (error) {
    return failAfter(close)(error);
  }
  return { app, close, databaseEnvironment: databaseEnvironmentOf(handle) };
}

async function buildStartedApp(
  handle: OpenTestDatabase,
  environment: Record<string, string>,
  customise: ((app: FastifyInstance) => void | Promise<void>) | undefined,
  options: TestAppOptions,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...databaseEnvironmentOf(handle),
    // Tests of other features should not race a background worker; delivery tests drain the
    // outbox themselves or turn the worker on.
    DELIVERY_WORKER: 'off',
    // Likewise the hourly retention job: retention tests run it with their own clock.
    RETENTION_SCHEDULE: 'off',
    // A test's saves are not shed because the machine running it is busy; the shedding's own
    // test sets its limit.
    SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: '0',
    ...environment,
  });
  const app = await buildApp({
    config,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sessionNow ? { sessionNow: options.sessionNow } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    signUpAnswerFloorMs: options.signUpAnswerFloorMs ?? 0,
  });
  try {
    await customise?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
