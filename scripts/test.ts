/**
 * `npm test`: the whole suite on real parts. Builds what is missing, installs Chromium (and
 * PostgreSQL's server) from apt when missing, then runs
 *   0. the type checks, ESLint and Prettier's check (scripts/lint.ts; first: they need no build),
 *      then the unit tests (jest);
 *   1. every Playwright suite (browser, CMS, API) against real CMSs on fresh SQLite databases
 *      and the real built site, in real Chromium;
 *   2. the CMS and API suites again on a real PostgreSQL server on loopback.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, bin } from './lib/config';
import { ensureBuilt } from './lib/build';
import { ensureChromium } from './lib/chromium';
import { startPostgres } from './lib/postgres';

function step(label: string, cmd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${label}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

const playwright = (...args: string[]) => [bin('playwright'), ['test', '-c', path.join('tests', 'playwright.config.ts'), ...args]] as const;
const results = [step('Types, lint and format (tsc for every workspace, ESLint, Prettier)', bin('tsx'), [path.join('scripts', 'lint.ts')])];
ensureChromium();
ensureBuilt();
results.push(
  step('Unit tests (jest + Testing Library: form rules and messages)', bin('jest'), ['--ci']),
  step('All suites on SQLite (Playwright: real Chromium, real CMS, real HTTP)', ...playwright()),
);

if (!process.env.SKIP_POSTGRES) {
  const pg = startPostgres(Number(process.env.TEST_PG_PORT || 55432));
  try {
    results.push(step('CMS and API suites on PostgreSQL', ...playwright(), { TEST_SUITES: 'data', TEST_DATABASE_URL: pg.url }));
  } finally {
    pg.stop();
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
