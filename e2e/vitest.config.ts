import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server on a port the system gives it, with a fresh
// database of its own, and drives its own Chromium, so files cannot see each other. Two run at
// once: one file mostly waits on its browser and server in turn, so two keep both cores busy
// (decision 0080: this is what leaves CI time to mutation-test a change).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for a positive signal (a redirect, a heading, a request received); its
    // 1-second default failed a redirect on a machine busy with other work.
    expect: { poll: { timeout: 10_000 } },
  },
});
