/**
 * Starts the whole product for `npm start`, the tests and the benchmarks: the CMS (which
 * imports the seed on first start), then the site (site/server: the one-origin server and its
 * rebuilds) and its first build. Configuration is read from the environment here and passed in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT, ProductConfig, instanceSecrets, ownerOnlyDir } from './config';
import { startChild, waitForHttp } from './processes';
import { supervise, type Supervised } from './supervisor';
import { wholeNumber } from 'cms/config';
import { type Release, type RebuildScheduler, startSite } from 'origin-server';

export interface Product {
  config: ProductConfig;
  /** The supervised CMS (its current process, its restarts). */
  cms: Supervised;
  siteUrl: string;
  cmsUrl: string;
  scheduler: RebuildScheduler;
  release: () => Release | null;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Echo CMS and build output to the console (npm start), or only to DATA_DIR/logs (tests). */
  echo?: boolean;
  /** Build the site even when a live release exists (content may have changed while down). */
  rebuildOnStart?: boolean;
  debounceMs?: number;
}

export function cmsEnv(cfg: ProductConfig): NodeJS.ProcessEnv {
  const secrets = instanceSecrets(cfg.dataDir);
  return {
    ...process.env,
    ...secrets,
    // A deployment's own key wins over the one generated for this DATA_DIR (all its instances share it).
    RESEARCH_SIGNING_KEY: process.env.RESEARCH_SIGNING_KEY || secrets.RESEARCH_SIGNING_KEY,
    KYC_ENCRYPTION_KEY: process.env.KYC_ENCRYPTION_KEY || secrets.KYC_ENCRYPTION_KEY,
    NODE_ENV: process.env.NODE_ENV || 'production',
    // Production mode by default, but not a deployment's declared production: payments without keys
    // still offer the demo checkout (cms/config/lib/payments-mode.ts).
    NODE_ENV_DEFAULTED: process.env.NODE_ENV ? 'false' : 'true',
    DATA_DIR: cfg.dataDir,
    CMS_PORT: String(cfg.cmsPort),
    CMS_ADMIN_EMAIL: cfg.cmsAdmin.email,
    CMS_ADMIN_PASSWORD: cfg.cmsAdmin.password,
    SEED_ADMIN_EMAIL: cfg.seedAdmin.email,
    ...(cfg.seedAdmin.password ? { SEED_ADMIN_PASSWORD: cfg.seedAdmin.password } : {}),
    CMS_COMPLIANCE_EMAIL: cfg.cmsCompliance.email,
    ...(cfg.cmsCompliance.password ? { CMS_COMPLIANCE_PASSWORD: cfg.cmsCompliance.password } : {}),
    CMS_MARKETER_EMAIL: cfg.cmsMarketer.email,
    ...(cfg.cmsMarketer.password ? { CMS_MARKETER_PASSWORD: cfg.cmsMarketer.password } : {}),
    SITE_ORIGIN: `http://127.0.0.1:${cfg.port}`,
    SITE_REBUILD_URL: `http://127.0.0.1:${cfg.port}/__hooks/rebuild`,
  };
}

/**
 * Memory settings of the CMS's process (npm run bench:api measured its RSS at about 500 MB after
 * start without them, about 310 MB with them, with about 140 MB of live heap):
 * - V8's old space is capped at CMS_MAX_HEAP_MB (384): below a cap V8 collects before it grows
 *   the heap, instead of growing it to a fraction of the machine's memory. Raise it if the CMS
 *   ever logs "JavaScript heap out of memory".
 * - glibc keeps two malloc arenas instead of eight per core (MALLOC_ARENA_MAX=2), which keeps the
 *   thread pool's native allocations (database drivers, image resizing) from fragmenting.
 */
export function cmsProcess(): { nodeArgs: string[]; env: NodeJS.ProcessEnv } {
  const heapMb = wholeNumber('CMS_MAX_HEAP_MB', process.env.CMS_MAX_HEAP_MB || '384', { min: 128, unit: 'MB' });
  return {
    nodeArgs: [`--max-old-space-size=${heapMb}`],
    env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2' },
  };
}

/** How long a CMS may take to answer after it was started (a first start imports the seed). */
const CMS_START_TIMEOUT_MS = 180_000;

const cmsHealthUrl = (cfg: ProductConfig) => `http://127.0.0.1:${cfg.cmsPort}/_health`;

/**
 * Starts the CMS's process. The environment is read once, by the caller: a restart runs with the
 * environment of the first start, whatever the starting process has changed since.
 */
function spawnCms(cfg: ProductConfig, env: NodeJS.ProcessEnv, echo: boolean): ChildProcess {
  // The SQLite file (password hashes, encrypted token keys), uploads and logs: the owner's only.
  ownerOnlyDir(cfg.dataDir);
  // cms/server.js: `strapi start` without the CLI's build tooling in the server's memory.
  const memory = cmsProcess();
  return startChild(process.execPath, [...memory.nodeArgs, path.join(ROOT, 'cms', 'server.js')], {
    cwd: path.join(ROOT, 'cms'),
    env: { ...env, ...memory.env },
    log: path.join(cfg.dataDir, 'logs', 'cms.log'),
    echo,
    label: 'cms',
  });
}

/** One CMS process, ready to serve; nothing restarts it (the tests that stop a CMS on purpose). */
export async function startCms(cfg: ProductConfig, echo = false): Promise<ChildProcess> {
  const cms = spawnCms(cfg, cmsEnv(cfg), echo);
  await waitForHttp(cmsHealthUrl(cfg), cms, CMS_START_TIMEOUT_MS);
  return cms;
}

/** The CMS as `npm start` runs it: restarted when it exits or stops answering (scripts/lib/supervisor.ts). */
export function superviseCms(cfg: ProductConfig, echo = false, log = (m: string) => console.log(`[supervisor] ${m}`)): Promise<Supervised> {
  const env = cmsEnv(cfg);
  return supervise({
    label: 'the CMS',
    spawn: () => spawnCms(cfg, env, echo),
    ready: (child) => waitForHttp(cmsHealthUrl(cfg), child, CMS_START_TIMEOUT_MS),
    healthUrl: cmsHealthUrl(cfg),
    // Also in the CMS's own log, where an operator looking into an outage reads first.
    log: (m) => {
      log(m);
      try {
        // A JSON line like the CMS's own (pino's keys, level 40: warn).
        const line = JSON.stringify({ level: 40, time: new Date().toISOString(), service: 'supervisor', msg: m });
        fs.appendFileSync(path.join(cfg.dataDir, 'logs', 'cms.log'), `${line}\n`, { mode: 0o600 });
      } catch {
        /* a log line is not worth a crash of the supervisor (the data folder may be gone at shutdown) */
      }
    },
  });
}

export async function startProduct(cfg: ProductConfig, opts: StartOptions = {}): Promise<Product> {
  const cms = await superviseCms(cfg, opts.echo);
  const cmsUrl = `http://127.0.0.1:${cfg.cmsPort}`;
  const siteUrl = `http://127.0.0.1:${cfg.port}`;
  const site = await startSite({
    port: cfg.port,
    cmsUrl,
    siteUrl,
    dataDir: cfg.dataDir,
    siteDir: path.join(ROOT, 'site'),
    rebuildSecret: instanceSecrets(cfg.dataDir).SITE_REBUILD_SECRET,
    debounceMs: opts.debounceMs ?? cfg.rebuildDebounceMs,
    security: cfg.security,
    rateLimitFactor: cfg.rateLimitFactor,
    buildEnv: process.env,
    echo: opts.echo,
    metricsPort: cfg.metricsPort,
    backupDir: cfg.backupDir,
  });

  if (!site.release()) {
    console.log('[site] building the site for the first time…');
    const t = Date.now();
    await site.build();
    console.log(`[site] site built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } else if (opts.rebuildOnStart) {
    site.scheduler.request('start');
  }

  return {
    config: cfg,
    cms,
    siteUrl,
    cmsUrl,
    scheduler: site.scheduler,
    release: site.release,
    stop: async () => {
      await site.stop();
      await cms.stop();
    },
  };
}
