import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabases } from '@csa/server/test-support';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type E2eDatabase = 'sqlite' | 'postgres';

export interface RunningServer {
  baseUrl: string;
  database: E2eDatabase;
  /** The server's data folder (its SQLite file), for seeding test data; on PostgreSQL it
   * holds no database. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** The databases a journey that must hold on both runs against: SQLite always, PostgreSQL
 * when reachable (and always when REQUIRE_POSTGRES=1, as CI sets). */
export async function e2eDatabases(): Promise<E2eDatabase[]> {
  return (await testDatabases()).map((database) => database.name);
}

/** Resolves with the port the server reports over IPC once it listens (it was started on
 * PORT=0, so no port is guessed and raced for); fails if it exits first. */
function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    child.on('message', (message: { listeningPort?: unknown }) => {
      if (typeof message.listeningPort === 'number') resolve(message.listeningPort);
    });
    child.once('exit', () => reject(new Error(`server exited early:\n${output()}`)));
  });
}

/** A fresh, migrated PostgreSQL schema for one server; `drop` removes it. */
async function openPostgresSchema(): Promise<{
  environment: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
  if (!postgres) throw new Error('PostgreSQL is not reachable for this journey');
  const handle = await postgres.open();
  return {
    environment: {
      DATABASE_URL: handle.options.databaseUrl,
      DATABASE_SCHEMA: handle.options.postgresSchema ?? '',
    },
    drop: handle.close,
  };
}

/** Starts the entry it is given, and stops it when this test process goes away, so a journey
 * that timed out leaves no server behind. */
const runBesideTestRunner = 'apps/server/src/testing/run-beside-test-runner.mjs';

/** The compiled server `npm run build` writes, which is what `npm start` runs. */
const compiledServer = 'apps/server/dist/server.mjs';

/**
 * Starts the real server as `npm start` does, compiled and on the built web app, with its own
 * empty database: SQLite in a temporary folder, or a schema of its own on the test PostgreSQL.
 * NODE_ENV=development serves GET /dev/outbox to this loopback client, for e-mailed links
 * and texted codes.
 */
export async function startServer(
  environment: Record<string, string> = {},
  options: { database?: E2eDatabase } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(repositoryRoot, compiledServer))) {
    throw new Error(`${compiledServer} is missing: run \`npm run build\` first`);
  }
  const database = options.database ?? 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-e2e-'));
  const postgres = database === 'postgres' ? await openPostgresSchema() : null;
  let log = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', runBesideTestRunner, compiledServer],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        BUILD_VERSION: 'e2e-build',
        RATE_LIMIT_PER_MINUTE: '10000',
        // A journey's saves are not shed because the machine running it is busy; the
        // shedding's own test (plugins/save-shedding.test.ts) sets its limit.
        SAVE_SHEDDING_EVENT_LOOP_DELAY_MS: '0',
        ...postgres?.environment,
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const port = await listeningPort(child, () => log).catch(async (error: unknown) => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
