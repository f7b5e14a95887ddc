/**
 * `npm run nginx-conf -- [options]`: prints deploy/nginx.conf filled in for this deployment (how
 * to deploy it: deploy/README.md). The site's header options come from the same
 * environment as `npm start` (HSTS_MAX_AGE, CSP_*), the release folder from DATA_DIR, so nginx
 * sends what the site server would.
 *
 *   --listen <addr>     what nginx listens on (default 80)
 *   --cms <host:port>   a CMS instance; repeat it, or separate them with commas (default 127.0.0.1:CMS_PORT)
 *   --prefix <dir>      pid, error log and temp folders (default /var/lib/nginx-site)
 *   --user <name>       the workers' user; they must be able to read DATA_DIR/site (default www-data)
 *   --access-log <path> (default off)
 *   --panel-listen <addr> what the CMS panel's server listens on (default 127.0.0.1:8081)
 *   --panel-allow <list>  who may reach the panel: addresses or networks, comma-separated
 *                         (default PANEL_ALLOW, else 127.0.0.1,::1: only this machine, e.g. an SSH tunnel)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productConfig } from './lib/config';
import { ensurePagesInclude, panelAllowList, renderNginxConf } from './lib/nginx';
import { liveLink } from 'origin-server';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    cms: { type: 'string', multiple: true },
    prefix: { type: 'string', default: '/var/lib/nginx-site' },
    user: { type: 'string', default: 'www-data' },
    'access-log': { type: 'string', default: 'off' },
    'panel-listen': { type: 'string', default: '127.0.0.1:8081' },
    'panel-allow': { type: 'string', default: process.env.PANEL_ALLOW || '127.0.0.1,::1' },
  },
});
const cfg = productConfig();
const siteRoot = liveLink(cfg.dataDir);
try {
  ensurePagesInclude(siteRoot, cfg.security);
} catch {
  console.error(`# warning: no live release under ${path.dirname(siteRoot)} yet: start the site (npm start) once before nginx.`);
}
process.stdout.write(
  renderNginxConf({
    listen: values.listen!,
    siteRoot,
    cmsServers: (values.cms ?? [`127.0.0.1:${cfg.cmsPort}`]).flatMap((s) => s.split(',')).filter(Boolean),
    prefix: path.resolve(values.prefix!),
    user: values.user,
    accessLog: values['access-log'],
    panel: {
      listen: values['panel-listen']!,
      allow: panelAllowList(values['panel-allow']!),
      uploadMaxBytes: process.env.UPLOAD_MAX_BYTES ? Number(process.env.UPLOAD_MAX_BYTES) : undefined,
    },
    security: cfg.security,
  }),
);
