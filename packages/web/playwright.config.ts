import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { BACKEND_PORT, WEB_PORT } from './e2e/support/ports';
import { BACKEND_COMMAND, BACKEND_ENV } from './e2e/support/backend-server';

// The real local backend (in-memory database, dev mode for /__dev/reset) and the production build made with
// VITE_BACKEND_PORT=BACKEND_PORT (`pnpm test:e2e` builds first), served as a static host serves it: with the
// build's own _headers (the content security policy and the rest, scripts/static-host.mjs), in Debian's Chromium.
// Every test fails on a CSP violation (e2e/support/fixtures.ts).
const reporters: ReporterDescription[] = [['list']];
if (process.env.REPORT_FILE) reporters.push(['json', { outputFile: process.env.REPORT_FILE }]);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a timing hiccup of a loaded 2-core machine; Playwright still reports the test as flaky.
  // Not only on CI: `npm test` must behave the same wherever it runs, whether or not the shell sets CI.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters,
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // A trace of the retry only: recording one for every test (retain-on-failure) took about 40 % more time and
    // CPU, its screencast and snapshots running all along (measured on 17 tests: 108 s against 64 s). To trace a
    // first failure while working on a spec: `npx playwright test <file> --trace retain-on-failure`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'portal', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: BACKEND_COMMAND,
      url: `http://127.0.0.1:${BACKEND_PORT}/__dev/accounts`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { ...BACKEND_ENV },
    },
    {
      // E2E_DIST_DIR: a build of its own, so two runs on other ports do not overwrite each other's dist.
      command: `node scripts/static-host.mjs ${process.env.E2E_DIST_DIR ?? 'dist'} ${WEB_PORT}`,
      url: `http://localhost:${WEB_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
