import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server on a free port with a fresh database,
// and drives the system Chromium. Files run one at a time to keep the 2-core machines calm.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a positive signal (a redirect, a heading, a request received); its
    // 1-second default failed a redirect on a machine busy with other work.
    expect: { poll: { timeout: 10_000 } },
  },
});
