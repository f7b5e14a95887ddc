/**
 * Site releases: every successful `gatsby build` is copied into its own folder under
 * DATA_DIR/site/releases, and the server switches to it atomically. A failed build leaves the
 * live release untouched, so visitors never see a half-built site.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_CSP_SOURCES_FILE, type CspSources } from 'contracts';
import { readScriptHashes, writeScriptHashes } from './csp-hashes';
import { precompressRelease } from './precompress';
import { writeNginxPagesInclude } from './nginx-pages';
import { removeBuildOnlyFiles } from './build-only-files';
import type { SecurityOptions } from './security-headers';

export interface Release {
  id: string;
  dir: string;
  matchPaths: MatchPath[];
  /** Per HTML file ('/about/index.html'), the CSP hashes of its inline scripts. */
  scriptHashes: Record<string, string[]>;
  /** Third-party sources its pages need in their CSP (the marketing pixel when one is set); none by default. */
  cspSources: CspSources;
}
export interface MatchPath {
  path: string;
  matchPath: string;
}

export interface BuildOptions {
  siteDir: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The site server's header options: the release's nginx include carries the same CSP. */
  security: SecurityOptions;
  echo?: boolean;
}

const releasesDir = (dataDir: string) => path.join(dataDir, 'site', 'releases');
const pointer = (dataDir: string) => path.join(dataDir, 'site', 'current');
/** A symlink to the live release's folder, for a web server's root (deploy/nginx.conf). */
export const liveLink = (dataDir: string) => path.join(dataDir, 'site', 'live');

export function loadRelease(dir: string): Release {
  const mp = path.join(dir, '.match-paths.json');
  const sources = path.join(dir, RELEASE_CSP_SOURCES_FILE);
  return {
    id: path.basename(dir),
    dir,
    matchPaths: fs.existsSync(mp) ? JSON.parse(fs.readFileSync(mp, 'utf8')) : [],
    scriptHashes: readScriptHashes(dir),
    cspSources: fs.existsSync(sources) ? JSON.parse(fs.readFileSync(sources, 'utf8')) : {},
  };
}

/** The live release recorded in DATA_DIR, if any. */
export function currentRelease(dataDir: string): Release | null {
  try {
    const id = fs.readFileSync(pointer(dataDir), 'utf8').trim();
    const dir = path.join(releasesDir(dataDir), id);
    return fs.existsSync(path.join(dir, 'index.html')) ? loadRelease(dir) : null;
  } catch {
    return null;
  }
}

/** Runs `gatsby build`, then publishes public/ as a new release. Throws (keeping the old one) on failure. */
export async function buildRelease(opts: BuildOptions): Promise<Release> {
  const id = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = path.join(opts.dataDir, 'logs', `site-build-${id}.log`);
  // Build logs may quote the CMS's answers: owner-only, like every log in DATA_DIR/logs.
  fs.mkdirSync(path.dirname(logFile), { recursive: true, mode: 0o700 });
  const log = fs.createWriteStream(logFile, { mode: 0o600 });
  const gatsby = require.resolve('gatsby/cli.js', { paths: [opts.siteDir] });
  const code: number = await new Promise((resolve) => {
    const child = spawn(process.execPath, [gatsby, 'build'], { cwd: opts.siteDir, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const s of [child.stdout, child.stderr]) {
      s.pipe(log, { end: false });
      if (opts.echo) s.on('data', (d: Buffer) => process.stdout.write(d.toString().replace(/^(?=.)/gm, '[site build] ')));
    }
    child.on('exit', (c) => resolve(c ?? 1));
  });
  log.end();
  if (code !== 0) throw new Error(`gatsby build failed (exit ${code}); see ${logFile}`);

  const dir = path.join(releasesDir(opts.dataDir), id);
  fs.cpSync(path.join(opts.siteDir, 'public'), dir, { recursive: true });
  const mp = path.join(opts.siteDir, '.cache', 'match-paths.json');
  fs.writeFileSync(path.join(dir, '.match-paths.json'), fs.existsSync(mp) ? fs.readFileSync(mp) : '[]');
  await prepareRelease(dir, opts.security, currentRelease(opts.dataDir)?.dir);
  // Switch the pointer and the link atomically (rename is atomic on one filesystem).
  const tmp = `${pointer(opts.dataDir)}.${process.pid}`;
  fs.writeFileSync(tmp, id);
  fs.renameSync(tmp, pointer(opts.dataDir));
  const tmpLink = `${liveLink(opts.dataDir)}.${process.pid}`;
  fs.rmSync(tmpLink, { force: true });
  fs.symlinkSync(path.join('releases', id), tmpLink);
  fs.renameSync(tmpLink, liveLink(opts.dataDir));
  pruneReleases(opts.dataDir, id);
  return loadRelease(dir);
}

/**
 * What a release folder gets beside Gatsby's output before it goes live: Gatsby's files for itself
 * removed (source maps, webpack's records: build-only-files.ts), its pages' inline-script hashes
 * (for their CSP), nginx's include with the same CSP and routes (nginx-pages.ts), and brotli and
 * gzip versions of every text file (no request waits for them). `previousDir` is the live release,
 * whose compressed files of unchanged assets are reused.
 */
export async function prepareRelease(dir: string, security: SecurityOptions, previousDir?: string | null): Promise<void> {
  removeBuildOnlyFiles(dir);
  writeScriptHashes(dir);
  writeNginxPagesInclude(loadRelease(dir), security);
  await precompressRelease(dir, previousDir);
}

/** Keeps the live release and the one before it (for requests in flight during a switch). */
function pruneReleases(dataDir: string, keep: string): void {
  const all = fs.readdirSync(releasesDir(dataDir)).sort();
  const older = all.filter((r) => r !== keep).slice(0, -1);
  for (const r of older) fs.rmSync(path.join(releasesDir(dataDir), r), { recursive: true, force: true });
}
