/**
 * The hashes of every page's inline scripts (Gatsby writes a few per page: the page path, the chunk
 * mapping, gatsby-plugin-image's loader), computed once per release with Google's strict-csp and
 * kept beside it, so the server can allow exactly those scripts and no others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StrictCsp } from 'strict-csp';

const FILE = '.csp-hashes.json';

/** '/about/index.html' → ["'sha256-…'", …] for every HTML file under the release folder. */
export function hashInlineScripts(releaseDir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const hashes = new StrictCsp(fs.readFileSync(full, 'utf8')).hashAllInlineScripts();
        out['/' + path.relative(releaseDir, full).split(path.sep).join('/')] = [...new Set(hashes)];
      }
    }
  };
  walk(releaseDir);
  return out;
}

export function writeScriptHashes(releaseDir: string): void {
  fs.writeFileSync(path.join(releaseDir, FILE), JSON.stringify(hashInlineScripts(releaseDir)));
}

/** The hashes kept with a release; an older release without them is hashed now. */
export function readScriptHashes(releaseDir: string): Record<string, string[]> {
  const file = path.join(releaseDir, FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  return hashInlineScripts(releaseDir);
}
