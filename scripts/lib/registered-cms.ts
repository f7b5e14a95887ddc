/**
 * The CMS as Strapi's register phase leaves it (config, plugins, content types, the APIs and their
 * routes, the app's register()), without a build, a database or a server: what the type generator
 * (cms-types.ts) and the API description's lint (openapi-lint.ts) read. Strapi reads a throw-away
 * dist/ whose .js files only require their TypeScript sources, which tsx transpiles as they load
 * (the shared workspaces resolve to their sources, through tsconfig.sources.json). Must run under tsx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { ROOT } from './config';

export const CMS = path.join(ROOT, 'cms');

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

/** Runs `use` with the registered CMS (and the folder its @strapi/strapi is in), then destroys it. */
export async function withRegisteredCms<T>(use: (app: Core.Strapi, strapiDir: string) => Promise<T>): Promise<T> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-registered-'));
  try {
    for (const dir of LOADED) mirror(dist, dir);
    // The CMS's own dependency, resolved from where the CMS finds it: a CommonJS package, loaded by the path found.
    const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [CMS] }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path resolved at run time.
    const { createStrapi } = require(strapiDir) as typeof import('@strapi/strapi');
    const app = await createStrapi({ appDir: CMS, distDir: dist, autoReload: false, serveAdminPanel: false }).register();
    try {
      return await use(app, strapiDir);
    } finally {
      await app.destroy();
    }
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}
