/**
 * `npm test`: the whole suite on real parts. Builds what is missing, installs Chromium (and
 * PostgreSQL's server) from apt when missing, then runs
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

function step(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${label}`);
  const t = Date.now();
  const r = spawnSync(bin('playwright'), ['test', '-c', path.join('tests', 'playwright.config.ts'), ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

const extra = process.argv.slice(2);
ensureChromium();
ensureBuilt();
const results = [step('All suites on SQLite (Playwright: real Chromium, real CMS, real HTTP)', extra)];

if (!process.env.SKIP_POSTGRES) {
  const pg = startPostgres(Number(process.env.TEST_PG_PORT || 55432));
  try {
    results.push(step('CMS and API suites on PostgreSQL', extra, { TEST_SUITES: 'data', TEST_DATABASE_URL: pg.url }));
  } finally {
    pg.stop();
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
