/**
 * Strapi's generated content types (cms/types/generated/: contentTypes.d.ts, components.d.ts),
 * committed so that `tsc` types every `strapi.documents(uid)`, `Data.ContentType<uid>` and
 * `UID.ContentType` by the real schema. The build writes them (scripts/lib/build.ts) and
 * `npm run lint` regenerates them into a temporary folder and fails when the committed ones differ
 * (scripts/cms-types.ts --check), as the site's test run does for site/src/gatsby-types.d.ts.
 *
 * What `strapi ts:generate-types` does, without its cost: that command compiles the whole CMS with
 * tsc into cms/dist/ first (~15 s of CPU here, and it rewrites the build a running CMS loads).
 * Here the generator reads the CMS as its register phase leaves it (registered-cms.ts: no build,
 * no database, no server; the app's register() adds fields: addAdCodeFields, addDedupeKeys).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config';
import { CMS, withRegisteredCms } from './registered-cms';

/** The generator's layout: <pwd>/types/generated/<artifact>.d.ts (TYPES_ROOT_DIR, GENERATED_OUT_DIR of @strapi/typescript-utils). */
const TYPES_ROOT = 'types';
export const CMS_TYPES_DIR = path.join(CMS, TYPES_ROOT, 'generated');

/** Generates the types into <into>/types/generated/ (cms itself: the committed ones). Must run under tsx. */
export async function generateCmsTypes(into: string, { silent = false } = {}): Promise<string> {
  await withRegisteredCms(async (app, strapiDir) => {
    // The generator its CLI uses (a dependency of @strapi/strapi), resolved from where the CMS finds Strapi.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path resolved at run time.
    const tsUtils = require(require.resolve('@strapi/typescript-utils', { paths: [strapiDir] }));
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
  });
  return path.join(into, TYPES_ROOT, 'generated');
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
