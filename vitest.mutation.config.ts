import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the server's and the
 * questionnaire package's, not the web app's. By default on SQLite alone, which halves the time
 * of every mutant; MUTATION_POSTGRES=1 keeps the machine's PostgreSQL too, which the
 * submission's recovery path needs (only PostgreSQL runs two transactions at once).
 * docs/decisions/0080 says why.
 */
const postgresKept = process.env.MUTATION_POSTGRES === '1';

/**
 * MUTATION_TESTS, a comma list of globs, replaces the include list for a run on one folder:
 * its own tests and those that import its files; a glob starting with `!` leaves files out.
 * Without it, every test that imports the app counts as related to every server file, so the
 * first run and each mutant also run other features' tests, with their database set-up, for
 * code they only pass through.
 */
const testGlobs = (process.env.MUTATION_TESTS ?? '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
const chosenTests = testGlobs.filter((glob) => !glob.startsWith('!'));
const leftOutTests = testGlobs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));

export default defineConfig({
  test: {
    include:
      chosenTests.length > 0
        ? chosenTests
        : [
            'apps/server/src/**/*.test.ts',
            'packages/questionnaire/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
          ],
    // Tests that start a whole service process test no mutated code in this process: mutants
    // cannot be judged by them. (The PDF worker pool's tests stay: the pool, its queue and its
    // time limits run here; only the drawing is in the worker threads, whose entry point
    // stryker.config.mjs leaves out.)
    exclude: [
      'apps/server/src/server.test.ts',
      'apps/server/src/address/gazetteer/generate-gazetteer.test.ts',
      'apps/server/src/testing/**',
      ...leftOutTests,
    ],
    fileParallelism: false,
    // As in the ordinary run (vitest.config.ts): a spy never outlives its test.
    restoreMocks: true,
    testTimeout: 20_000,
    env: postgresKept
      ? {}
      : // Port 1 refuses at once, so the PostgreSQL half of each test is skipped without a wait.
        { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused', REQUIRE_POSTGRES: '0' },
  },
});
