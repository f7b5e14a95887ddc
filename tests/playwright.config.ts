import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser';
import { ON_POSTGRES, TEST_MATCH, selectedSuites } from './lib/suites';

const port = Number(process.env.TEST_PORT || 18080);
const suites = selectedSuites();

export default defineConfig({
  testDir: '.',
  testMatch: TEST_MATCH[suites],
  // Rate limits are kept in the CMS's memory whatever the database: they run on SQLite only.
  // (Move this suite back when they live in PostgreSQL.)
  testIgnore: ON_POSTGRES ? ['api/rate-limit.spec.ts'] : [],
  // One shared product instance whose content some tests change: run in order, one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './lib/global-setup.ts',
  globalTeardown: './lib/global-teardown.ts',
  // One folder per suite selection: the browser and data runs go side by side, and each empties its own.
  outputDir: `./test-results/${suites}${ON_POSTGRES ? '-postgres' : ''}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
