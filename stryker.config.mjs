// @ts-check
/**
 * Mutation testing (docs/decisions/0080): `npm run test:mutation` mutates the security and data
 * core; `npm run test:mutation -- --mutate <files>` a subset. Reports go to reports/mutation/
 * (git-ignored); the incremental file there lets a rerun test only mutants whose code or tests
 * changed.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
/** The security and data core whose tests must kill mutants (issue 14). */
export const mutatedFolders = [
  'apps/server/src/accounts',
  'apps/server/src/forms',
  'apps/server/src/delivery',
  'apps/server/src/staff',
  'packages/questionnaire/src/engine',
];

/** Test data and helpers beside the code, and a command-line entry point with no logic. */
export const notMutated = [
  'apps/server/src/accounts/account-test-helpers.ts',
  'packages/questionnaire/src/engine/test-arbitraries.ts',
  'packages/questionnaire/src/engine/test-fixtures.ts',
  'apps/server/src/delivery/worker-command.ts',
];

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
