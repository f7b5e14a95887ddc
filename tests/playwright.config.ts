import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser';
import { ON_POSTGRES, SURFACE_ONLY_SPECS, TEST_MATCH, selectedSuites } from './lib/suites';

const port = Number(process.env.TEST_PORT || 18080);
const suites = selectedSuites();
const LIVE_EDITS = 'e2e/publish-to-live.spec.ts';

export default defineConfig({
  testDir: '.',
  projects: [
    {
      name: 'main',
      testMatch: TEST_MATCH[suites],
      testIgnore: [LIVE_EDITS, ...(ON_POSTGRES && suites === 'data' ? SURFACE_ONLY_SPECS : [])],
    },
    // The suite that edits and publishes the live content runs after every other one, so the
    // screenshots and page checks see the seeded content, not its test edits.
    ...(suites === 'data' || suites === 'deploy' ? [] : [{ name: 'live-edits', testMatch: LIVE_EDITS, dependencies: ['main'] }]),
  ],
  // One shared product instance whose content some tests change: run in order, one at a time.
  workers: 1,
  fullyParallel: false,
  // One retry: the suites drive one shared product on a 2-core machine, where a rare timing race
  // (a click before hydration, a rate-limit window ending mid-burst) must not sink a whole run. A
  // test that passes only on its retry is reported as "flaky" in the summary, to be fixed, not hidden;
  // a test that fails twice fails the run.
  retries: 1,
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
