import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser';

const port = Number(process.env.TEST_PORT || 18080);

export default defineConfig({
  testDir: '.',
  testMatch: process.env.TEST_SUITES === 'data' ? ['cms/**/*.spec.ts', 'api/**/*.spec.ts'] : ['e2e/**/*.spec.ts', 'cms/**/*.spec.ts', 'api/**/*.spec.ts'],
  // One shared product instance whose content some tests change: run in order, one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './lib/global-setup.ts',
  globalTeardown: './lib/global-teardown.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
