/**
 * `npm run lint`, and the first step of `npm test`: every workspace's type check (tsc --noEmit),
 * the API description's lint (scripts/openapi-lint.ts: Redocly CLI), ESLint, and Prettier's check (`npm run format` writes its layout). Needs no build: the shared workspaces are read from source
 * (tsconfig.sources.json), the site's query types are committed (site/src/gatsby-types.d.ts) and so are Strapi's
 * content types (cms/types/generated/), whose staleness is checked here (scripts/cms-types.ts --check: no build, no database).
 * Exits non-zero on any error. Caches in node_modules/.cache make repeated runs quick.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin } from './lib/config';

/** The type-check project of each workspace (cms and contracts: their build config, tests included). */
const TYPE_CHECKS = [
  'cms/tsconfig.check.json',
  'contracts/tsconfig.check.json',
  'content-seed',
  'site',
  'site/server',
  'app-routes',
  'tests',
  'scripts',
];
const CACHE = path.join(ROOT, 'node_modules', '.cache');

interface Check {
  label: string;
  cmd: string;
  args: string[];
}

const checks: Check[] = [
  // The committed Strapi types (what tsc checked the CMS against) are the schema's: regenerated into a temporary folder and compared
  // (first: its ~12 s, mostly loading Strapi, overlap the type checks).
  {
    label: 'cms/types/generated current',
    cmd: bin('tsx'),
    args: ['--tsconfig', path.join('scripts', 'tsconfig.json'), path.join('scripts', 'cms-types.ts'), '--check'],
  },
  // The API description as /api/openapi.json serves it, built from the CMS's register phase (no database), through Redocly's lint.
  {
    label: 'redocly lint /api/openapi.json',
    cmd: bin('tsx'),
    args: ['--tsconfig', path.join('scripts', 'tsconfig.json'), path.join('scripts', 'openapi-lint.ts')],
  },
  ...TYPE_CHECKS.map((project) => ({
    label: `tsc ${project}`,
    cmd: bin('tsc'),
    args: [
      '--noEmit',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(CACHE, 'tsc', `${project.replace(/\W+/g, '-')}.tsbuildinfo`),
    ],
  })),
  {
    label: 'eslint',
    cmd: bin('eslint'),
    args: ['--max-warnings', '0', '--cache', '--cache-location', path.join(CACHE, 'eslint') + path.sep, '.'],
  },
  { label: 'prettier --check', cmd: bin('prettier'), args: ['--check', '--cache', '--log-level', 'warn', '.'] },
];

/** Runs one check, its output kept together so parallel checks do not interleave. */
function run({ label, cmd, args }: Check): Promise<boolean> {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(cmd, args, { cwd: ROOT, env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => (out += String(err)));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
      if (code !== 0) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const queue = [...checks];
  const results: boolean[] = [];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) results.push(await run(c));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), 4)) }, worker));
  process.exit(results.every(Boolean) ? 0 : 1);
}

main();
