import { defineConfig } from 'vitest/config';

// Browser tests: playwright-core drives a system Chromium against the production
// build, started once on a free loopback port with every backend mocked.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one server, one browser per file; two cores: keep files sequential
    fileParallelism: false,
  },
});
