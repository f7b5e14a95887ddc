/**
 * Starts the whole product for `npm start`, the tests and the benchmarks: the CMS (which
 * imports the seed on first start), the one-origin site server, and the first site build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT, ProductConfig, bin, instanceSecrets } from './config';
import { startChild, stopChild, waitForHttp } from './processes';
import { buildRelease, currentRelease, Release } from '../../site/server/releases';
import { RebuildScheduler } from '../../site/server/rebuild';
import { createSiteServer } from '../../site/server/server';

export interface Product {
  config: ProductConfig;
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
    NODE_ENV: process.env.NODE_ENV || 'production',
    DATA_DIR: cfg.dataDir,
    CMS_PORT: String(cfg.cmsPort),
    CMS_ADMIN_EMAIL: cfg.cmsAdmin.email,
    CMS_ADMIN_PASSWORD: cfg.cmsAdmin.password,
    SEED_ADMIN_EMAIL: cfg.seedAdmin.email,
    ...(cfg.seedAdmin.password ? { SEED_ADMIN_PASSWORD: cfg.seedAdmin.password } : {}),
    SITE_ORIGIN: `http://127.0.0.1:${cfg.port}`,
    SITE_REBUILD_URL: `http://127.0.0.1:${cfg.port}/__hooks/rebuild`,
  };
}

/** Space-separated CSP sources from the environment (e.g. the payment provider's origins). */
const sources = (name: string) => (process.env[name] || '').split(/\s+/).filter(Boolean);

/** The site's response headers: HSTS on HTTPS requests, and the extra CSP sources a deployment allows. */
export function siteSecurity() {
  const hsts = process.env.HSTS_MAX_AGE ?? '15552000';
  if (!/^\d+$/.test(hsts)) throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (0 turns HSTS off), not "${hsts}".`);
  return {
    hstsMaxAge: Number(hsts),
    cspExtra: { scriptSrc: sources('CSP_SCRIPT_SRC'), connectSrc: sources('CSP_CONNECT_SRC'), frameSrc: sources('CSP_FRAME_SRC'), imgSrc: sources('CSP_IMG_SRC'), formAction: sources('CSP_FORM_ACTION') },
  };
}

export async function startCms(cfg: ProductConfig, echo = false): Promise<ChildProcess> {
  const cms = startChild(bin('strapi'), ['start'], { cwd: path.join(ROOT, 'cms'), env: cmsEnv(cfg), log: path.join(cfg.dataDir, 'logs', 'cms.log'), echo, label: 'cms' });
  await waitForHttp(`http://127.0.0.1:${cfg.cmsPort}/_health`, cms, 180000);
  return cms;
}

export async function startProduct(cfg: ProductConfig, opts: StartOptions = {}): Promise<Product> {
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  const cms = await startCms(cfg, opts.echo);
  const cmsUrl = `http://127.0.0.1:${cfg.cmsPort}`;
  const secrets = instanceSecrets(cfg.dataDir);
  let live = currentRelease(cfg.dataDir);

  const build = async () => {
    const token = fs.readFileSync(path.join(cfg.dataDir, 'site-build-token'), 'utf8').trim();
    live = await buildRelease({
      siteDir: path.join(ROOT, 'site'),
      dataDir: cfg.dataDir,
      echo: opts.echo,
      // The token reaches the build process only; gatsby-config reads it server-side.
      env: { ...process.env, STRAPI_URL: cmsUrl, STRAPI_TOKEN: token, SITE_URL: `http://127.0.0.1:${cfg.port}`, NODE_ENV: 'production' },
    });
  };
  const log = (m: string) => console.log(`[site] ${m}`);
  const scheduler = new RebuildScheduler(build, opts.debounceMs ?? Number(process.env.REBUILD_DEBOUNCE_MS || 2000), log);
  const server = createSiteServer({
    port: cfg.port,
    cmsUrl,
    rebuildSecret: secrets.SITE_REBUILD_SECRET,
    getRelease: () => live,
    onRebuildRequest: (reason) => scheduler.request(reason),
    status: () => ({ rebuilding: scheduler.busy, lastBuildFinished: scheduler.lastFinished }),
    security: siteSecurity(),
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(cfg.port, '127.0.0.1', resolve));

  if (!live || opts.rebuildOnStart) {
    if (live) scheduler.request('start');
    else {
      log('building the site for the first time…');
      const t = Date.now();
      await build();
      log(`site built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
  }

  return {
    config: cfg,
    siteUrl: `http://127.0.0.1:${cfg.port}`,
    cmsUrl,
    scheduler,
    release: () => live,
    stop: async () => {
      await new Promise((r) => server.close(r));
      server.closeAllConnections?.();
      await stopChild(cms);
    },
  };
}
