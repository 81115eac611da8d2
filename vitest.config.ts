import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; browser journeys live in e2e/ with their own
// config because they need a built app and a real Chromium.
/** Server tests that start processes or worker threads (see the server-processes project). */
const serverProcessTests = [
  'apps/server/src/server.test.ts',
  'apps/server/src/delivery/delivery-faults.test.ts',
  'apps/server/src/forms/save-durability.test.ts',
  'apps/server/src/pdf/pdf-worker-pool.test.ts',
  'apps/server/src/pdf/warm-pdf-renderer.test.ts',
  'apps/server/src/data-protection/retention-command.test.ts',
  'apps/server/src/data-protection/logs-hold-no-personal-data.test.ts',
];

export default defineConfig({
  test: {
    // Three files at a time in every project but server-processes. Set, because vitest's default
    // is one fewer than the cores (one file at a time on two), and these files mostly wait on
    // fsync and PostgreSQL: the whole run kept the load average under 1 one file at a time.
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
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: serverProcessTests,
          // Several files at a time (maxWorkers above): each database test works in its own
          // SQLite file and its own PostgreSQL schema, so files never see each other's rows.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-processes',
          include: serverProcessTests,
          // These start service processes or worker threads, kill them and time them: they run
          // one at a time, after the rest, so their timings are not squeezed by other files.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
