import { freeLoopbackPort } from './e2e/support/free-port.ts';
import { defineConfig } from '@playwright/test';
import { RESULTS_DIR, SERVER_LOG } from './e2e/helpers/paths.ts';

// The runner and every worker load this file; the runner picks the port and its workers
// inherit it through the environment, so all of them talk to the same server.
process.env.E2E_PORT ??= String(await freeLoopbackPort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true';

/**
 * Width: a test runs on desktop only, unless tagged `@widths` (every project) or `@phone`
 * (the phone project only).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: `${RESULTS_DIR}/artifacts`,
  forbidOnly: ci,
  // One more try on CI, as the Epic Stack does: a broken feature fails both tries, while a test
  // that races the loaded CI machine passes the second and is listed as "flaky", to be mended.
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list']]
    : [['html', { outputFolder: `${RESULTS_DIR}/report`, open: 'never' }], ['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop-1280',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'tablet-768',
      grep: /@widths\b/,
      use: { viewport: { width: 768, height: 1024 } },
    },
    {
      name: 'phone-375',
      grep: /@widths\b|@phone\b/,
      use: { viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: {
    // `npm start`'s script: builds when the sources are newer than dist/, then serves it
    command: `mkdir -p ${RESULTS_DIR} && node scripts/start.mjs 2>&1 | tee ${SERVER_LOG}`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      // the mock state of requests that name none (docs/qa.md#run-the-browser-tests);
      // E2E_MOCK_SCENARIO is its old name, still read
      MOCK_STATE: process.env.E2E_MOCK_STATE || process.env.E2E_MOCK_SCENARIO || 'anonymous',
      // an empty address counts as unset: every backend is answered by the mocks
      SITE_API_URL: '',
      CMS_API_HOST: '',
      CMS_PUBLIC_KEY: '',
      PERSONALISATION_API_URL: '',
      MONITORING_INTAKE_URL: '',
      MOCKS: '',
    },
  },
});
