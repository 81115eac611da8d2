// @ts-check
/**
 * Mutation testing (docs/decisions/0080): `npm run test:mutation` mutates the server and the
 * questionnaire engine; `npm run test:mutation -- --mutate <files>` a subset. Reports go to reports/mutation/
 * (git-ignored); the incremental file there lets a rerun test only mutants whose code or tests
 * changed.
 */
/** The security and data core, whose tests must kill at least 90% of mutants (issue 14). */
export const coreFolders = [
  'apps/server/src/accounts',
  'apps/server/src/forms',
  'apps/server/src/delivery',
  'apps/server/src/staff',
  'packages/questionnaire/src/engine',
];

/** Everything mutated: the whole server (80% outside the core) and the questionnaire engine. */
export const mutatedFolders = ['apps/server/src', 'packages/questionnaire/src/engine'];

/**
 * Test data and helpers beside the code; and the entry points that only ever run as their own
 * process, whose tests (server.test.ts, generate-gazetteer.test.ts, the browser journeys) start
 * that process and so cannot judge a mutant in the test runner's.
 */
export const notMutated = [
  'apps/server/src/testing/**',
  'apps/server/src/accounts/account-test-helpers.ts',
  'packages/questionnaire/src/engine/test-arbitraries.ts',
  'packages/questionnaire/src/engine/test-fixtures.ts',
  'apps/server/src/server.ts',
  'apps/server/src/delivery/worker-command.ts',
  'apps/server/src/database/migrate-command.ts',
  'apps/server/src/data-protection/retention-command.ts',
  'apps/server/src/address/gazetteer/generate-gazetteer.ts',
  // Runs only in a PDF worker thread, started by the pool's tests; what it calls is tested here.
  'apps/server/src/pdf/pdf-worker.ts',
  // The schema, written as SQL text (docs/decisions/0080): each migration runs once
  // as a test's database is set up, before any test, where Stryker cannot tell which tests it
  // served, and most of its mutants are names and clauses only the other database or a
  // downgrade would read. migrate.test.ts and every data test run them on both databases.
  'apps/server/src/database/migrations/**',
];

/** Whether a path is one of `notMutated` (a file, or a folder ending in `/**`). */
export function isNotMutated(file) {
  return notMutated.some((entry) =>
    entry.endsWith('/**') ? file.startsWith(entry.slice(0, -2)) : file === entry,
  );
}

/** The score a file's folder must reach: 90% in the core, 80% elsewhere in the server. */
export function goalFor(file) {
  return coreFolders.some((folder) => file.startsWith(`${folder}/`)) ? 90 : 80;
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  // The machine is shared; two test processes is what it can give.
  concurrency: 2,
  timeoutMS: 30_000,
  // The first, unmutated run of every test that imports the app takes minutes on a loaded machine.
  dryRunTimeoutMinutes: 30,
  timeoutFactor: 2,
  mutate: [
    ...mutatedFolders.map((folder) => `${folder}/**/*.ts`),
    '!**/*.test.ts',
    ...notMutated.map((file) => `!${file}`),
  ],
  ignorePatterns: ['reports', 'e2e', 'bench', 'docs', 'apps/web', '**/dist', '**/data'],
  tempDirName: 'reports/mutation/.sandbox',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
};
