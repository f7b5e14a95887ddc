/**
 * The multi-instance deployment of deploy/README.md, on loopback: two
 * CMS instances on one PostgreSQL database (TEST_DATABASE_URL; scripts/test.ts starts the
 * server), the site server that builds the release (the one builder) from the first instance, and
 * nginx from deploy/nginx.conf serving that release and balancing /api and /uploads over both
 * instances. For the deploy suites (tests/deploy/); any suite that needs two instances behind a
 * load balancer can start it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootCms, TestCms } from './cms';
import { ON_POSTGRES } from './suites';
import { ROOT, instanceSecrets } from '../../scripts/lib/config';
import { placeholderRelease, startNginx, RunningNginx } from '../../scripts/lib/nginx';
import { startSite, Site, liveLink, type SecurityOptions } from 'origin-server';

export interface CmsInstance {
  url: string;
  dataDir: string;
  /** The instance's own log (JSON lines; one per request with its id: cms/src/middlewares/request-id.ts). */
  log: string;
  stop: () => Promise<void>;
}

export interface Deployment {
  /** nginx: the deployment's one public origin. */
  url: string;
  /** The builder's site server over the same release (the reference nginx is held to). */
  siteUrl: string;
  instances: [CmsInstance, CmsInstance];
  nginx: RunningNginx;
  /** nginx's server for the CMS panel (port + 51), allowed to loopback only. */
  panelUrl: string;
  /** The builder's site server; null with `withSite: false`. */
  site: Site | null;
  cms: TestCms;
  security: SecurityOptions;
  stop: () => Promise<void>;
}

export interface DeploymentOptions {
  /** The site server's port; nginx listens on port + 50, its panel server on port + 51. */
  port: number;
  /** Environment of both CMS instances. */
  env?: Record<string, string>;
  /**
   * false: no site server and no Gatsby build (minutes) — nginx serves a one-page placeholder
   * release, for suites about the API behind the load balancer only.
   */
  withSite?: boolean;
}

/** The site's header options of the deployment: HSTS on, and an extra CSP source to carry over. */
export const DEPLOY_SECURITY: SecurityOptions = {
  hstsMaxAge: 15552000,
  cspExtra: { scriptSrc: ['https://checkout.example.com'], frameSrc: ['https://checkout.example.com'] },
};

export async function startDeployment(opts: DeploymentOptions): Promise<Deployment> {
  if (!ON_POSTGRES) throw new Error('the deploy suites run on PostgreSQL: set TEST_DATABASE_URL (scripts/test.ts does)');
  const env = { ...opts.env };
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => console.error(e));
  };
  try {
    // Both instances ping the builder's site server after a publish, as deploy/README.md has it.
    const cms = await bootCms({ env, sitePort: opts.port });
    stops.push(cms.stop);
    const other = await cms.anotherInstance();
    stops.push(other.stop);
    const instances: [CmsInstance, CmsInstance] = [
      { url: cms.url, dataDir: cms.dataDir, log: path.join(cms.dataDir, 'logs', 'cms.log'), stop: cms.stop },
      { ...other, log: path.join(other.dataDir, 'logs', 'cms.log') },
    ];
    const siteUrl = `http://127.0.0.1:${opts.port}`;
    let site: Site | null = null;
    if (opts.withSite !== false) {
      site = await startSite({
        port: opts.port,
        cmsUrl: cms.url,
        siteUrl,
        dataDir: cms.dataDir,
        siteDir: path.join(ROOT, 'site'),
        rebuildSecret: instanceSecrets(cms.dataDir).SITE_REBUILD_SECRET,
        debounceMs: 500,
        security: DEPLOY_SECURITY,
        buildEnv: process.env,
      });
      stops.push(site.stop);
      await site.build();
    } else {
      await placeholderRelease(cms.dataDir, DEPLOY_SECURITY);
    }
    const nginx = await startNginx({
      port: opts.port + 50,
      siteRoot: liveLink(cms.dataDir),
      cmsServers: instances.map((i) => new URL(i.url).host),
      security: DEPLOY_SECURITY,
      accessLog: 'off',
      panel: { listen: `127.0.0.1:${opts.port + 51}`, allow: ['127.0.0.1'] },
    });
    stops.push(nginx.stop);
    const panelUrl = `http://127.0.0.1:${opts.port + 51}`;
    return { url: nginx.url, panelUrl, siteUrl, instances, nginx, site, cms, security: DEPLOY_SECURITY, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** How many of an instance's request lines name `marker`. */
export function requestsLogged(instance: CmsInstance, marker: string): number {
  if (!fs.existsSync(instance.log)) return 0;
  return fs
    .readFileSync(instance.log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"') && l.includes(marker)).length;
}
