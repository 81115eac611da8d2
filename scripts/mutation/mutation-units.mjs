// @ts-check
// The units a whole mutation run is split into (docs/decisions/0080): each folder of the server,
// the files at the server's top, and the questionnaire engine. Each unit is mutated with its own
// tests only, as every scored run has been: with every related test, each mutant in a file the
// app imports reran the whole server suite, and the full run never finished.
import fs from 'node:fs';
import path from 'node:path';
import { goalFor, mutatedFolders, notMutated } from '../../stryker.config.mjs';

/**
 * @typedef {{ name: string, mutate: string[], tests: string[], postgres?: boolean }} MutationPart
 * @typedef {{ name: string, folder: string, mutate: string[], tests: string[], goal: number,
 *   parts: MutationPart[] }} MutationUnit
 */

/** Tests outside a folder that judge its files (they import them and assert what they do). */
const testsElsewhere = {
  'apps/server/src': ['apps/server/src/plugins/trust-proxy.test.ts'],
  'apps/server/src/accounts': [
    'apps/server/src/staff/staff-inbox.test.ts',
    // The accounts plugin serves the developer outbox only in development.
    'apps/server/src/notifications/outbox-routes.test.ts',
  ],
};

const serverFolder = 'apps/server/src';

/**
 * Folders run in parts, each part's files with only the tests that can judge them. A part that
 * names no tests takes all of the folder's, and the rest keeps them too.
 *
 * The PDF's drawing runs in worker threads in the service and is judged by the drawing tests in
 * the test process; the tests that start workers (the pool, the warm-up, the routes) take
 * seconds each and run none of it here, so they judge only the serving half.
 *
 * A part marked `postgres` keeps the PostgreSQL half of each test (MUTATION_POSTGRES=1), which
 * doubles every mutant's run: only for the forms files whose paths only PostgreSQL takes (its
 * shared reads and save batch; the submission's recovery and the save's admission, which need
 * two transactions at once), and for the database files that open PostgreSQL's pool (its
 * settings are read back only from PostgreSQL) or tell the migrations which database they run
 * on. The rest is judged on SQLite. CI's mutation of a change keeps PostgreSQL too when a
 * changed file is in such a part.
 */
const folderParts = {
  'apps/server/src/pdf': [
    {
      name: 'serving',
      files: ['pdf-renderer-plugin', 'pdf-routes', 'pdf-worker-pool', 'warm-pdf-renderer'],
      tests: ['pdf-routes', 'pdf-worker-pool', 'warm-pdf-renderer'],
    },
  ],
  'apps/server/src/database': [
    {
      name: 'postgres',
      files: ['create-database', 'is-postgres', 'postgres-read-batch', 'prepared-postgres-pool'],
      postgres: true,
    },
  ],
  'apps/server/src/forms': [
    {
      name: 'postgres',
      files: ['postgres-save-batch', 'submit-assessment'],
      postgres: true,
    },
  ],
};

/** A folder's parts: those named in `folderParts`, then the rest of its files with the rest of
 * its tests; a folder not named is one part. */
function partsOf(folder, mutate, tests) {
  const named = folderParts[folder];
  if (!named) return [{ name: 'all', mutate, tests }];
  const code = (file) => `${folder}/${file}.ts`;
  const test = (file) => `${folder}/${file}.test.ts`;
  const parts = named.map((part) => ({
    name: part.name,
    mutate: part.files.map(code),
    tests: part.tests ? part.tests.map(test) : tests,
    ...(part.postgres ? { postgres: true } : {}),
  }));
  const rest = {
    name: 'rest',
    mutate: [...mutate, ...named.flatMap((part) => part.files.map((file) => `!${code(file)}`))],
    tests: [
      ...tests,
      ...named.flatMap((part) => (part.tests ?? []).map((file) => `!${test(file)}`)),
    ],
  };
  return [...parts, rest];
}

/** Folders with no code of their own to mutate. */
const skippedFolders = ['apps/server/src/testing'];

/** A short name for a folder, used for its report files: `server-top`, `server-accounts`,
 * `questionnaire-engine` (a package's name, then the folder's). */
export function unitName(folder) {
  if (folder === serverFolder) return 'server-top';
  if (folder.startsWith(`${serverFolder}/`)) return `server-${path.basename(folder)}`;
  return `${folder.split('/')[1]}-${path.basename(folder)}`;
}

/** Stryker `--mutate` patterns for a folder: its code, not its tests nor `notMutated`. The
 * server's top folder takes only the files directly in it (`app.ts`) and the tests beside them:
 * its subfolders are units of their own. */
export function unitFor(folder) {
  const isTop = folder === serverFolder;
  const code = isTop ? `${folder}/*.ts` : `${folder}/**/*.ts`;
  const tests = isTop ? `${folder}/*.test.ts` : `${folder}/**/*.test.ts`;
  const mutate = [code, `!${folder}/**/*.test.ts`, ...notMutated.map((entry) => `!${entry}`)];
  const allTests = [tests, ...(testsElsewhere[folder] ?? [])];
  return {
    name: unitName(folder),
    folder,
    mutate,
    tests: allTests,
    goal: goalFor(`${folder}/any.ts`),
    parts: partsOf(folder, mutate, allTests),
  };
}

/** Every unit, in a stable order: the server's top, its folders by name, then the engine. */
export function allUnits(root = process.cwd()) {
  const serverFolders = fs
    .readdirSync(path.join(root, serverFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${serverFolder}/${entry.name}`)
    .filter((folder) => !skippedFolders.includes(folder))
    .sort();
  const others = mutatedFolders.filter((folder) => folder !== serverFolder);
  return [serverFolder, ...serverFolders, ...others].map(unitFor);
}
