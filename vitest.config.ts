import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser journeys live in e2e/ with their own
// config because they need a built app and a real Chromium.

/** Server tests that replace a module with vi.mock: they get a module registry of their own. */
const serverModuleMockTests = [
  'apps/server/src/accounts/signup-probing.test.ts',
  'apps/server/src/accounts/agent-login-pin.test.ts',
];

export default defineConfig({
  test: {
    // Three files at a time. Set, because vitest's default is one fewer than the cores (one file
    // at a time on two), and many files wait on fsync, PostgreSQL or a child process.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One line at the start of the run: which databases the data tests cover.
          globalSetup: ['apps/server/src/testing/report-test-databases.ts'],
          exclude: serverModuleMockTests,
          // Each database test works in its own SQLite file and its own PostgreSQL schema, and
          // each process test starts its own service on a port the system gives it, so files
          // never see each other's rows or processes.
          testTimeout: 20_000,
          // A worker keeps the modules it loaded for its next file: loading the app afresh for
          // each file was the largest part of this project's time (decision 0081). No file
          // keeps state in a module (each builds its own app and database), and spies are
          // restored after each test.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server-module-mocks',
          include: serverModuleMockTests,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom's role queries over a whole form take seconds on a loaded machine (a form test
          // once took 11 s of vitest's default 5): limits sized for that, and for the waits too.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/testing/wait-for-loaded-machine.ts'],
        },
      },
    ],
  },
});
