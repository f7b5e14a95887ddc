/**
 * Strapi's generated content types (cms/types/generated/: contentTypes.d.ts, components.d.ts),
 * committed so that `tsc` types every `strapi.documents(uid)`, `Data.ContentType<uid>` and
 * `UID.ContentType` by the real schema. The build writes them (scripts/lib/build.ts) and
 * `npm run lint` regenerates them into a temporary folder and fails when the committed ones differ
 * (scripts/cms-types.ts --check), as the site's test run does for site/src/gatsby-types.d.ts.
 *
 * What `strapi ts:generate-types` does, without its cost: that command compiles the whole CMS with
 * tsc into cms/dist/ first (~15 s of CPU here, and it rewrites the build a running CMS loads).
 * Here Strapi reads a throw-away dist/ whose .js files only require their TypeScript sources,
 * which tsx transpiles as they load (and the shared workspaces resolve to their sources, through
 * tsconfig.sources.json): no build, no database, no server. Only Strapi's register phase runs
 * (config, plugins, the app's register(): addAdCodeFields and addDedupeKeys add fields there),
 * which is what the generator reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './config';

export const CMS = path.join(ROOT, 'cms');
/** The generator's layout: <pwd>/types/generated/<artifact>.d.ts (TYPES_ROOT_DIR, GENERATED_OUT_DIR of @strapi/typescript-utils). */
const TYPES_ROOT = 'types';
export const CMS_TYPES_DIR = path.join(CMS, TYPES_ROOT, 'generated');

/** What the CMS's loader reads from dist/ (cms/tsconfig.json's emit: src and config; the admin panel is built apart). */
const LOADED = ['src', 'config'];
const SKIPPED = new Set([path.join('src', 'admin'), '__tests__']);

/** Mirrors cms/<dir> into dist/<dir>: a .ts file becomes a .js that requires it, a .json file is copied. */
function mirror(dist: string, rel: string): void {
  for (const entry of fs.readdirSync(path.join(CMS, rel), { withFileTypes: true })) {
    const file = path.join(rel, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(file) && !SKIPPED.has(entry.name)) mirror(dist, file);
      continue;
    }
    const out = path.join(dist, file);
    if (/\.ts$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name)) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out.replace(/\.ts$/, '.js'), `module.exports = require(${JSON.stringify(path.join(CMS, file))});\n`);
    } else if (entry.name.endsWith('.json')) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.copyFileSync(path.join(CMS, file), out);
    }
  }
}

/** Generates the types into <into>/types/generated/ (cms itself: the committed ones). Must run under tsx. */
export async function generateCmsTypes(into: string, { silent = false } = {}): Promise<string> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-dist-'));
  try {
    for (const dir of LOADED) mirror(dist, dir);
    // The CMS's own dependency, and the generator its CLI uses (a dependency of @strapi/strapi), each
    // resolved from where the CMS finds it: CommonJS packages, loaded by the paths found.
    const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [CMS] }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path resolved at run time.
    const { createStrapi } = require(strapiDir) as typeof import('@strapi/strapi');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path resolved at run time.
    const tsUtils = require(require.resolve('@strapi/typescript-utils', { paths: [strapiDir] }));
    const app = await createStrapi({ appDir: CMS, distDir: dist, autoReload: false, serveAdminPanel: false }).register();
    try {
      // Its output is formatted by the Prettier configuration found from the working directory: the repository's.
      const cwd = process.cwd();
      process.chdir(ROOT);
      try {
        await tsUtils.generators.generate({
          strapi: app,
          pwd: into,
          rootDir: TYPES_ROOT,
          logger: { silent },
          artifacts: { contentTypes: true, components: true },
        });
      } finally {
        process.chdir(cwd);
      }
    } finally {
      await app.destroy();
    }
    return path.join(into, TYPES_ROOT, 'generated');
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

/** The files of `committed` that differ from `fresh`, are missing from it, or are missing from `committed` (names relative). */
export function staleFiles(committed: string, fresh: string): string[] {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const names = [...new Set([...list(committed), ...list(fresh)])].sort();
  return names.filter((name) => {
    const [a, b] = [path.join(committed, name), path.join(fresh, name)];
    return !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b));
  });
}
