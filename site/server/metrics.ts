/**
 * The origin's Prometheus metrics (prom-client), in a registry of its own per server: requests by
 * kind (a small fixed set, never the raw path, so the number of series stays bounded whatever
 * paths are asked for), method and status, and their latency. Served on a loopback port of their
 * own (METRICS_PORT: serveMetrics below), never by the public origin, which answers /metrics 404.
 */
import http from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const REQUEST_KINDS = ['page', 'asset', 'api', 'uploads', 'hook', 'status', 'health', 'invalid'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** What a request is, from its target as received (before the server normalises it). */
export function requestKind(url: string | undefined): RequestKind {
  if (!url || !url.startsWith('/')) return 'invalid';
  const q = url.indexOf('?');
  const p = q === -1 ? url : url.slice(0, q);
  if (p === '/healthz' || p === '/readyz') return 'health';
  if (p === '/api' || p.startsWith('/api/')) return 'api';
  if (p.startsWith('/uploads/')) return 'uploads';
  if (p.startsWith('/__hooks/')) return 'hook';
  if (p === '/__status') return 'status';
  return /\.[a-z0-9]+$/i.test(p) ? 'asset' : 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface SiteMetrics {
  registry: Registry;
  observe(kind: RequestKind, method: string | undefined, status: number, seconds: number): void;
}

export function createSiteMetrics(opts: { processMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered by the origin, by kind (page, asset, api, uploads, hook, status, health, invalid), method and status.',
    labelNames: ['kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request reaching the origin to the end of its answer, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'site_' });
  return {
    registry,
    observe(kind, method, status, seconds) {
      requests.inc({ kind, method: method && METHODS.has(method) ? method : 'OTHER', status: String(status) });
      duration.observe({ kind }, seconds);
    },
  };
}

/** GET /metrics on 127.0.0.1:`port` only: Prometheus scrapes it on the machine, nobody else can. */
export function serveMetrics(registry: Registry, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err.message}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
