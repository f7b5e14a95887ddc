/**
 * `npm test`: the whole suite on real parts. Builds what is missing, installs Chromium when
 * missing, then runs the browser and CMS suites (Playwright, against a real CMS on a fresh
 * SQLite database and the real built site).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, bin } from './lib/config';
import { ensureBuilt } from './lib/build';
import { ensureChromium } from './lib/chromium';

function step(label: string, cmd: string, args: string[], cwd = ROOT) {
  console.log(`\n━━ ${label}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  console.log(`━━ ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

ensureChromium();
ensureBuilt();
const results = [
  step('Browser and CMS tests (Playwright, real Chromium, real CMS)', bin('playwright'), ['test', '-c', path.join('tests', 'playwright.config.ts'), ...process.argv.slice(2)]),
];
process.exit(results.every(Boolean) ? 0 : 1);
