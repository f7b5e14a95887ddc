/**
 * Which suites a Playwright run covers (TEST_SUITES): `browser` (e2e/, against one running
 * product), `data` (cms/ and api/, each file on a CMS of its own), `deploy` (deploy/: two CMS
 * instances on PostgreSQL behind nginx, tests/lib/deploy.ts), or browser and data when unset.
 * scripts/test.ts runs `browser` and `data` side by side, then `data` again on PostgreSQL, then
 * `deploy` on the same PostgreSQL server.
 */
export type Suites = 'browser' | 'data' | 'deploy' | 'all';

export function selectedSuites(): Suites {
  const value = process.env.TEST_SUITES || 'all';
  if (value !== 'browser' && value !== 'data' && value !== 'deploy' && value !== 'all')
    throw new Error(`TEST_SUITES must be browser, data, deploy or all (got "${value}").`);
  return value;
}

export const TEST_MATCH: Record<Suites, string[]> = {
  browser: ['e2e/**/*.spec.ts'],
  data: ['cms/**/*.spec.ts', 'api/**/*.spec.ts'],
  deploy: ['deploy/**/*.spec.ts'],
  all: ['e2e/**/*.spec.ts', 'cms/**/*.spec.ts', 'api/**/*.spec.ts'],
};

/** The data suites' second pass runs on PostgreSQL (scripts/test.ts sets TEST_DATABASE_URL). */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * How much the browser suites' product raises every rate limit (RATE_LIMIT_FACTOR): all their
 * calls come from 127.0.0.1, and the lead suites would otherwise share one budget of 10 a minute.
 */
export const E2E_RATE_LIMIT_FACTOR = 10;
