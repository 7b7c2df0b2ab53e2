import { defineConfig } from 'vitest/config';

// Tests that run whole production servers as separate processes (two instances sharing
// one Redis, a SIGTERM during a slow page), each file starting and stopping its own.
export default defineConfig({
  test: {
    name: 'servers',
    // not *.test.ts: Playwright's default test match would take them for its own
    include: ['e2e/servers/**/*.servers.ts'],
    environment: 'node',
    globalSetup: ['./e2e/servers/support/build.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // two cores: one file's servers at a time
    fileParallelism: false,
  },
});
