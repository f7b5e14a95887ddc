/**
 * Which suites a Playwright run covers (TEST_SUITES): `browser` (e2e/, against one running
 * product), `data` (cms/ and api/, each file on a CMS of its own or the one its worker shares,
 * tests/api/helpers.ts), `deploy` (deploy/: two CMS instances on PostgreSQL behind nginx,
 * tests/lib/deploy.ts), or browser and data when unset.
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
 * The data suites about the HTTP surface alone: routes and who may call them, headers, CORS, the
 * panel's link and settings checks, the process's supervision and metrics. Nothing they assert
 * depends on the database (their refusals come before any write), so they run once, on SQLite;
 * the PostgreSQL pass is for what the database does: transactions, locks, unique indexes, decimal
 * and text types, state shared between instances. bad-input (NUL bytes, big numbers) and openapi
 * (answer shapes: PostgreSQL answers decimals as strings) stay in both.
 */
export const SURFACE_ONLY_SPECS = [
  'api/authorization.spec.ts',
  'api/hardening-perimeter.spec.ts',
  'api/route-auth.spec.ts',
  'api/lead-context.spec.ts',
  'api/lead-forms.spec.ts',
  'api/editor-links.spec.ts',
  'api/site-settings.spec.ts',
  'api/monitoring.spec.ts',
  'api/supervision.spec.ts',
];

/**
 * How much the browser suites' product raises every rate limit (RATE_LIMIT_FACTOR): all their
 * calls come from 127.0.0.1, and the lead suites would otherwise share one budget of 10 a minute.
 */
export const E2E_RATE_LIMIT_FACTOR = 10;
