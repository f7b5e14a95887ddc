/**
 * deploy/nginx.conf filled in, and nginx run from it: for `npm run nginx-conf` (a deployment's
 * configuration), the deploy test suite and `npm run bench:site` (nginx on loopback over a
 * release folder). The tests and the benchmark run nginx as a child process of their own (its own
 * prefix, pid, logs and temp folders; `daemon off`), never the system's service; Debian's nginx
 * and its brotli module are installed from apt when missing, as Chromium and PostgreSQL are.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  apiErrorBody,
  CMS_UNAVAILABLE,
  PRICE_MESSAGES,
  PRICES_PATH,
  PANEL_UPLOAD_MAX_BYTES,
  REPORT_MESSAGES,
  REPORT_MULTIPART_OVERHEAD_BYTES,
  REPORT_UPLOAD_MAX_BODY_BYTES,
  REPORTS_PATH,
} from 'contracts';
// The site server's MIME table (static-files.ts): the same types, not a copy of them.
import { mimes } from 'mrmime';
import { ROOT } from './config';
import {
  MAX_BODY_BYTES,
  nginxCommonHeaders,
  NGINX_PAGES_FILE,
  writeNginxPagesInclude,
  liveLink,
  loadRelease,
  prepareRelease,
  BUILD_ONLY_FILE_PATTERN,
  type SecurityOptions,
} from 'origin-server';
import { waitForHttp } from './processes';
import { BROTLI_MODULE, NGINX, ensureNginx } from './nginx-install';

const TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');

/** MIME types as the site server sends them: mrmime's table, and the .ico the server sets itself. */
function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries({ ...mimes, ico: 'image/x-icon' })) byType.set(type, [...(byType.get(type) ?? []), ext]);
  const lines = [...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`);
  return ['types {', ...lines, '  }'].join('\n');
}

function singleQuoted(text: string): string {
  if (/['\\$\n]/.test(text)) throw new Error(`cannot put ${text} in nginx's configuration`);
  return text;
}

export interface NginxConfOptions {
  /** `127.0.0.1:8080`, `80`, `443 ssl`… */
  listen: string;
  /** The folder nginx serves: DATA_DIR/site/live (the builder's link to the live release). */
  siteRoot: string;
  /** host:port of every CMS instance. */
  cmsServers: string[];
  /** Where pid, error log and temp folders go. */
  prefix: string;
  security: SecurityOptions;
  /** `user …;` for a master started as root (workers must read the release folder); none otherwise. */
  user?: string;
  accessLog?: string;
  /** The CMS panel's server: what it listens on and who may reach it (panelAllowList). */
  panel: PanelOptions;
}

export interface PanelOptions {
  /** `127.0.0.1:8081`, `443 ssl`, `unix:/run/panel.sock`… */
  listen: string;
  /** Addresses and networks (`203.0.113.7`, `10.8.0.0/16`, `::1`) allowed to reach the panel. */
  allow: string[];
  /** The largest media upload the CMS accepts (`UPLOAD_MAX_BYTES`). */
  uploadMaxBytes?: number;
}

/**
 * PANEL_ALLOW (comma-separated addresses or networks) checked entry by entry: a typo must stop
 * `npm run nginx-conf`, not become a rule nginx refuses at reload or, worse, one that admits more.
 */
export function panelAllowList(value: string): string[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || rest.length)
      throw new Error(`PANEL_ALLOW: "${entry}" is not an IP address or network (203.0.113.7, 10.8.0.0/16, ::1).`);
  }
  return entries;
}

/** deploy/nginx.conf with its placeholders filled. */
export function renderNginxConf(o: NginxConfOptions): string {
  const headers = nginxCommonHeaders(o.security);
  const values: Record<string, string> = {
    USER: o.user ? `user ${o.user};` : '# (no user: the master does not run as root)',
    PREFIX: o.prefix,
    BROTLI_MODULE,
    TYPES: typesBlock(),
    ACCESS_LOG: o.accessLog ?? 'off',
    SITE_ROOT: o.siteRoot,
    // The live link's folder's releases (DATA_DIR/site/releases): the include names one of them.
    RELEASES_ROOT: path.join(path.dirname(o.siteRoot), 'releases'),
    HSTS: headers.hsts,
    CMS_SERVERS: o.cmsServers.map((s) => `server ${s} max_fails=1 fail_timeout=5s;`).join('\n    '),
    LISTEN: o.listen,
    PANEL_LISTEN: o.panel.listen,
    PANEL_ALLOW: o.panel.allow.length
      ? o.panel.allow.map((a) => `allow ${a};`).join('\n    ')
      : '# PANEL_ALLOW is empty: the panel answers no one.',
    PANEL_MAX_BODY: `${Math.ceil(((o.panel.uploadMaxBytes ?? PANEL_UPLOAD_MAX_BYTES) + REPORT_MULTIPART_OVERHEAD_BYTES) / 1024)}k`,
    BUILD_ONLY_FILES: BUILD_ONLY_FILE_PATTERN,
    MAX_BODY: `${MAX_BODY_BYTES / 1024}k`,
    REPORTS_PATH,
    PRICES_PATH,
    REPORT_MAX_BODY: `${REPORT_UPLOAD_MAX_BODY_BYTES / 1024}k`,
    COMMON_HEADERS: headers.lines.join('\n      '),
    COMMON_API_HEADERS: [
      'default_type "application/json; charset=utf-8";',
      'add_header Cache-Control "no-store" always;',
      'add_header Strict-Transport-Security $hsts always;',
    ].join('\n      '),
    // The bodies the site server sends for the same refusals (server.ts).
    TOO_LARGE_BODY: singleQuoted(JSON.stringify(apiErrorBody(413, 'PayloadTooLargeError', 'The request body is too large.'))),
    REPORT_TOO_LARGE_BODY: singleQuoted(JSON.stringify(apiErrorBody(413, 'PayloadTooLargeError', REPORT_MESSAGES.tooLarge))),
    PRICE_TOO_LARGE_BODY: singleQuoted(JSON.stringify(apiErrorBody(413, 'PayloadTooLargeError', PRICE_MESSAGES.tooLarge))),
    CMS_DOWN_STATUS: String(CMS_UNAVAILABLE.status),
    CMS_DOWN_RETRY_AFTER: String(CMS_UNAVAILABLE.retryAfterSeconds),
    CMS_DOWN_BODY: singleQuoted(JSON.stringify(apiErrorBody(CMS_UNAVAILABLE.status, CMS_UNAVAILABLE.name, CMS_UNAVAILABLE.message))),
  };
  const text = fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (m, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: unknown placeholder ${m}`);
    return values[name];
  });
  return text;
}

/** The release folder's include, written now for a release made before there was one. */
export function ensurePagesInclude(siteRoot: string, security: SecurityOptions): void {
  if (!fs.existsSync(path.join(siteRoot, NGINX_PAGES_FILE))) writeNginxPagesInclude(loadRelease(fs.realpathSync(siteRoot)), security);
}

/**
 * A one-page release made the live one in `dataDir`, for nginx in front of the API only (no
 * Gatsby build: minutes): the deploy suites that test the API behind it, and bench:api.
 */
export async function placeholderRelease(dataDir: string, security: SecurityOptions): Promise<void> {
  const dir = path.join(dataDir, 'site', 'releases', 'placeholder');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>API only</title>');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await prepareRelease(dir, security);
  fs.symlinkSync(path.join('releases', 'placeholder'), liveLink(dataDir));
}

export interface RunningNginx {
  url: string;
  prefix: string;
  conf: string;
  reload: () => void;
  stop: () => Promise<void>;
}

/** nginx in the foreground on loopback, from deploy/nginx.conf, with a prefix folder of its own. */
export async function startNginx(
  o: Omit<NginxConfOptions, 'prefix' | 'listen' | 'user' | 'panel'> & { port: number; panel?: PanelOptions },
): Promise<RunningNginx> {
  ensureNginx();
  ensurePagesInclude(o.siteRoot, o.security);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  // As root, workers would run as nobody and could not read the owner-only DATA_DIR.
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  // Without a panel of its own, the panel's server listens on a socket in the prefix: no port to clash.
  const panel = o.panel ?? { listen: `unix:${path.join(prefix, 'panel.sock')}`, allow: [] };
  fs.writeFileSync(conf, renderNginxConf({ ...o, panel, listen: `127.0.0.1:${o.port}`, prefix, user }));
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const test = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${o.port}`;
  try {
    await waitForHttp(`${url}/robots.txt`, child, 15_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${(err as Error).message}\n${stderr}`);
  }
  return {
    url,
    prefix,
    conf,
    reload: () => {
      const r = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`nginx reload failed: ${r.stderr}`);
    },
    stop: async () => {
      if (child.exitCode === null && !child.signalCode) {
        const exited = new Promise((r) => child.once('exit', r));
        // SIGQUIT: graceful (requests in flight finish); SIGTERM would cut them.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
