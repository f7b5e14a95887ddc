/**
 * The site's process: the one-origin server (server.ts) over the live release (releases.ts),
 * rebuilt after every publish in the CMS (rebuild.ts). The start scripts only pass configuration
 * in and orchestrate processes; this is where the site itself is put together.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { RebuildScheduler } from './rebuild';
import { buildInputsEnv } from './build-inputs';
import { buildRelease, currentRelease, Release } from './releases';
import { createSiteServer } from './server';
import { LeadSpool } from './lead-spool';
import { backupAgeOf, type AgeProbe } from './health';
import { createSiteMetrics, serveMetrics } from './metrics';
import { siteLogger } from './request-log';
import type { SecurityOptions } from './security-headers';

export interface SiteOptions {
  port: number;
  host?: string;
  /** The CMS the API is proxied to and the build reads content from. */
  cmsUrl: string;
  /** The site's public origin (canonical links, sitemap). */
  siteUrl: string;
  dataDir: string;
  siteDir: string;
  /** Shared with the CMS's publish hook. */
  rebuildSecret: string;
  /** Quiet time after a publish before the rebuild starts. */
  debounceMs: number;
  security: SecurityOptions;
  /** The CMS's RATE_LIMIT_FACTOR (the budget of leads kept per visitor while the CMS is away scales with it). */
  rateLimitFactor?: number;
  /** Environment of the build process (PATH and the like); the CMS's URL and token are added here. */
  buildEnv: NodeJS.ProcessEnv;
  /** Echo build output to the console (npm start) or only to DATA_DIR/logs (tests). */
  echo?: boolean;
  log?: (message: string) => void;
  /** Prometheus metrics on 127.0.0.1:metricsPort/metrics; null or left out: not served. */
  metricsPort?: number | null;
  /** The folder of backup archives whose newest one /readyz checks; left out: no backup check. */
  backupDir?: string | null;
}

export interface Site {
  server: http.Server;
  scheduler: RebuildScheduler;
  release: () => Release | null;
  /** Builds now and switches to the new release when it is done. */
  build: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startSite(opts: SiteOptions): Promise<Site> {
  // JSON lines in $DATA_DIR/logs/site.log, pretty on the terminal when echoing.
  const logger = siteLogger({ dataDir: opts.dataDir, echo: opts.echo });
  const log = opts.log ?? ((m: string) => logger.info(m));
  const metrics = createSiteMetrics({ processMetrics: Boolean(opts.metricsPort) });
  let live = currentRelease(opts.dataDir);

  const build = async () => {
    // The CMS writes its read-only build token here on every start.
    const token = fs.readFileSync(path.join(opts.dataDir, 'site-build-token'), 'utf8').trim();
    live = await buildRelease({
      siteDir: opts.siteDir,
      dataDir: opts.dataDir,
      echo: opts.echo,
      security: opts.security,
      // The token reaches the build process only; gatsby-config reads it server-side.
      env: { ...opts.buildEnv, ...buildInputsEnv({ cmsUrl: opts.cmsUrl, token, siteUrl: opts.siteUrl }), NODE_ENV: 'production' },
    });
  };
  const scheduler = new RebuildScheduler(build, opts.debounceMs, log);
  // Leads the CMS cannot take are kept here until it can (lead-intake.ts); /readyz reports the oldest.
  const leadSpool = new LeadSpool(opts.dataDir);
  const spoolAgeSeconds: AgeProbe = () => {
    const h = leadSpool.health();
    return h.depth ? h.oldestAgeSeconds : null;
  };
  const server = createSiteServer({
    cmsUrl: opts.cmsUrl,
    rebuildSecret: opts.rebuildSecret,
    getRelease: () => live,
    onRebuildRequest: (reason) => scheduler.request(reason),
    status: () => ({ rebuilding: scheduler.busy, lastBuildFinished: scheduler.lastFinished }),
    security: opts.security,
    leadSpool,
    rateLimitFactor: opts.rateLimitFactor,
    log,
    logError: (m) => logger.error(m),
    monitoring: {
      log: logger,
      metrics,
      spoolAgeSeconds,
      backupAgeSeconds: opts.backupDir ? backupAgeOf(opts.backupDir) : undefined,
    },
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opts.port, opts.host ?? '127.0.0.1', resolve));
  const metricsServer = opts.metricsPort ? await serveMetrics(metrics.registry, opts.metricsPort) : null;
  if (opts.metricsPort) log(`Prometheus metrics on http://127.0.0.1:${opts.metricsPort}/metrics`);

  return {
    server,
    scheduler,
    release: () => live,
    build,
    stop: async () => {
      const closed = new Promise((r) => server.close(r));
      server.closeAllConnections();
      await closed;
      if (metricsServer) await new Promise((r) => metricsServer.close(r));
      logger.flush();
    },
  };
}

/**
 * What others take from the origin server (this is its package entry, `origin-server`): the start
 * scripts and the suites start it and read its releases; the nginx set-up (scripts/lib/nginx.ts)
 * serves the same release with the same headers, pages and body limit.
 */
export type { Release } from './releases';
export { currentRelease, liveLink, loadRelease, prepareRelease } from './releases';
export type { RebuildScheduler } from './rebuild';
export { createSiteServer } from './server';
export type { SecurityOptions } from './security-headers';
export { MAX_BODY_BYTES } from './request-body';
export { NGINX_PAGES_FILE, nginxCommonHeaders, writeNginxPagesInclude } from './nginx-pages';
export { BUILD_ONLY_FILE_PATTERN } from './build-only-files';
export { scriptsOfPage } from './scripts-after-paint';
export { LeadSpool, leadSpoolHealth, type SpoolHealth } from './lead-spool';
export { prettyOptions } from './request-log';
export { backupAgeOf, READINESS_THRESHOLDS, type AgeProbe } from './health';
export { createSiteMetrics, serveMetrics } from './metrics';
