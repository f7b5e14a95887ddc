import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin } from './config';

/** Newest modification time under the given paths (files or folders). */
function newest(paths: string[]): number {
  let latest = 0;
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    else latest = Math.max(latest, st.mtimeMs);
  };
  paths.forEach(walk);
  return latest;
}

function run(cmd: string, args: string[], cwd: string, label: string) {
  console.log(`› ${label}…`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status})`);
  console.log(`  ${label}: done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

/** Compiles a plain-TypeScript workspace (src → dist, consumed through its package.json `main`) when dist is missing or older. */
function compileWorkspace(name: string, label: string): void {
  const out = path.join(ROOT, name, 'dist', 'index.js');
  if (!fs.existsSync(out) || newest([path.join(ROOT, name, 'src'), path.join(ROOT, name, 'tsconfig.json')]) > fs.statSync(out).mtimeMs) {
    run(bin('tsc'), ['-p', name], ROOT, label);
  }
}

/** Builds what is missing or older than its sources: the shared contracts and the seed importer, then the CMS (its generated types, server code + admin panel). */
export function ensureBuilt(): void {
  compileWorkspace('contracts', 'Compiling the shared contracts');
  compileWorkspace('content-seed', 'Compiling the seed importer');
  const cms = path.join(ROOT, 'cms');
  const stamp = path.join(cms, 'dist', '.built');
  const inputs = [path.join(cms, 'src'), path.join(cms, 'config'), path.join(cms, 'package.json'), path.join(cms, 'tsconfig.json')];
  if (
    !fs.existsSync(stamp) ||
    !fs.existsSync(path.join(cms, 'dist', 'build', 'index.html')) ||
    newest(inputs) > fs.statSync(stamp).mtimeMs
  ) {
    // Strapi's content types, committed: the build keeps them the schema's (`npm run lint` fails when they are not).
    run(
      bin('tsx'),
      ['--tsconfig', path.join('scripts', 'tsconfig.json'), path.join('scripts', 'cms-types.ts')],
      ROOT,
      "Generating Strapi's content types",
    );
    run(bin('strapi'), ['build'], cms, 'Building the CMS and its admin panel');
    fs.writeFileSync(stamp, new Date().toISOString());
  }
}
