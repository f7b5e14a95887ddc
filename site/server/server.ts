/**
 * The one origin of the product (PORT, default 8000): the live static release, the client-only
 * routes' mount points, /api/* and /uploads/* proxied to the CMS, and the CMS's publish hook.
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import httpProxy from 'http-proxy';
import sirv from 'sirv';
import type { Release } from './releases';

export interface SiteServerOptions {
  port: number;
  host?: string;
  cmsUrl: string;
  rebuildSecret: string;
  getRelease: () => Release | null;
  onRebuildRequest: (reason: string) => void;
  /** Status for /__status (is a rebuild pending or running). */
  status: () => Record<string, unknown>;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Gatsby's own caching advice: hashed assets forever, HTML and page-data always revalidated. */
function cacheControl(file: string): string {
  const rel = file.replace(/\\/g, '/');
  if (rel.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(rel)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** Gatsby's match-paths ("/admin/*", "/*") are prefix globs; the first (most specific) wins. */
function matchPage(release: Release, url: string): string | null {
  for (const { path: page, matchPath } of release.matchPaths) {
    const prefix = matchPath.replace(/\*$/, '').replace(/\/$/, '');
    if (url === prefix || url.startsWith(prefix + '/') || prefix === '') return page;
  }
  return null;
}

export function createSiteServer(opts: SiteServerOptions): http.Server {
  const proxy = httpProxy.createProxyServer({ target: opts.cmsUrl, xfwd: true, changeOrigin: false, proxyTimeout: 30000 });
  proxy.on('error', (_err, _req, res) => {
    const r = res as http.ServerResponse;
    if (!r.headersSent) r.writeHead(502, { 'content-type': 'application/json' });
    r.end(JSON.stringify({ error: { status: 502, name: 'BadGateway', message: 'The CMS is not reachable.', details: {} } }));
  });
  const compress = compression();
  let handlerFor: { id: string; serve: ReturnType<typeof sirv> } | null = null;

  const staticHandler = (release: Release) => {
    if (handlerFor?.id !== release.id) {
      handlerFor = {
        id: release.id,
        serve: sirv(release.dir, { dev: false, etag: true, extensions: ['html'], setHeaders: (res, p) => {
          res.setHeader('Cache-Control', cacheControl(p));
          // sirv's MIME table has no .ico
          if (p.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
        } }),
      };
    }
    return handlerFor.serve;
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);

    if (pathname === '/__hooks/rebuild' && req.method === 'POST') {
      if (req.headers['x-rebuild-secret'] !== opts.rebuildSecret) { res.writeHead(403).end(); return; }
      opts.onRebuildRequest('CMS publish');
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
      return;
    }
    if (pathname === '/__status') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ release: opts.getRelease()?.id ?? null, ...opts.status() }));
      return;
    }
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/')) {
      proxy.web(req, res);
      return;
    }

    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const release = opts.getRelease();
    if (!release) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' });
      res.end('<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Starting…</title><p style="font-family:sans-serif;padding:2rem">The site is being built. This page reloads by itself.</p>');
      return;
    }
    compress(req as any, res as any, () => {
      staticHandler(release)(req as any, res as any, () => {
        // Not a file: a client-only route (/admin/*, /login…) or an unknown path (→ Home).
        // A missing asset (/x.js, /y.png) is a 404, never the Home page's HTML.
        const page = /\.[a-z0-9]+$/i.test(pathname) ? null : matchPage(release, pathname);
        if (!page || !['GET', 'HEAD'].includes(req.method || '')) { res.writeHead(404).end(); return; }
        req.url = path.posix.join(page, 'index.html');
        staticHandler(release)(req as any, res as any, () => { res.writeHead(404).end(); });
      });
    });
  });
}
