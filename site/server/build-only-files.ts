/**
 * Files Gatsby writes into public/ for itself, which a release never publishes:
 * - source maps (`*.map`): they carry the sources of every screen, the admin screens' included
 *   (the production build makes none: gatsby-node.ts; a map from elsewhere is still kept out);
 * - webpack's build records, `webpack.stats.json` and `chunk-map.json`: Gatsby's HTML rendering
 *   reads them from public/ during the build (static-entry.js) and its hosting adapters would
 *   upload them for server-side rendering, which this site does not do; the pages carry their
 *   chunk mapping inline (`window.___chunkMapping`), so no browser ever asks for them.
 * A release is made without them (prepareRelease), and the site server (static-files.ts) and nginx
 * (deploy/nginx.conf) answer 404 for them, in a release made before too.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The paths, as a regular expression both JavaScript and nginx (PCRE) read the same way; precompressed copies included. */
export const BUILD_ONLY_FILE_PATTERN = '(\\.map|/webpack\\.stats\\.json|/chunk-map\\.json)(\\.br|\\.gz)?$';
export const BUILD_ONLY_FILE = new RegExp(BUILD_ONLY_FILE_PATTERN);

/** Whether a release path ('/app-….js.map') is one of them. */
export const isBuildOnlyFile = (releasePath: string): boolean => BUILD_ONLY_FILE.test(releasePath);

/** Deletes them from a release folder; answers the release paths removed. */
export function removeBuildOnlyFiles(dir: string): string[] {
  const removed: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(name);
      else if (isBuildOnlyFile(name)) {
        fs.rmSync(path.join(dir, name), { force: true });
        removed.push(name);
      }
    }
  };
  walk('');
  return removed;
}
