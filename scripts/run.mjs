#!/usr/bin/env node
// Entry point of `npm start`, `npm test`, `npm run build` and the benchmarks on a fresh clone.
// Plain JavaScript on purpose: it runs before any dependency is installed. It installs what
// is missing (`npm install`: `npm ci` fails on this registry), then hands over to the task's
// TypeScript script.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const tasks = {
  start: 'start.ts',
  test: 'test.ts',
  build: 'build.ts',
  bench: 'bench.ts',
  'bench:site': 'bench-site.ts',
  'bench:api': 'bench-api.ts',
  'bench:reports': 'bench-reports.ts',
  'bench:alerts': 'bench-alerts.ts',
  'bench:prices': 'bench-prices.ts',
  'nginx-conf': 'nginx-conf.ts',
  lint: 'lint.ts',
  backup: 'backup.ts',
  restore: 'restore.ts',
  'register:verify': 'register-verify.ts',
};
if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

Object.assign(process.env, {
  STRAPI_TELEMETRY_DISABLED: 'true',
  GATSBY_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});

const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
const stale = !fs.existsSync(installed) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs + 1000);
if (stale) {
  console.log('› Installing dependencies (npm install)…');
  const t = Date.now();
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`  dependencies installed in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

// The task's script, everything it imports and every tsx process it starts take the shared
// workspaces (contracts, content-seed) from their TypeScript sources, through the paths of
// tsconfig.sources.json that scripts/tsconfig.json extends (the same files as the `workspace-source`
// condition of their exports; README, "Workspaces and their entries"): nothing here may need a
// build output at load time, since a fresh clone has none until the task itself builds them. Only
// the processes it starts that run plain Node (the CMS, Gatsby's build) use the compiled dist/.
// The other workspaces (cms, origin-server) are reached by name through their exports.
process.env.TSX_TSCONFIG_PATH = path.join(root, 'scripts', 'tsconfig.json');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const r = spawnSync(tsx, [path.join(root, 'scripts', tasks[task]), ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
