/**
 * @jest-environment node
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from '@jest/globals';
import { createSiteMetrics, requestKind, serveMetrics } from '../metrics';
import { serveRelease } from './release-server';

describe("the origin's metrics", () => {
  test('a request is one of a few kinds, whatever its path', () => {
    const kinds = Object.fromEntries(
      [
        '/',
        '/about/',
        '/admin/users',
        '/app-1234abcd.js',
        '/api',
        '/api/Stocks?x=1',
        '/uploads/a.png',
        '/__hooks/rebuild',
        '/__status',
        '/healthz',
        '/readyz?x',
        'http://x/',
        undefined,
      ].map((u) => [String(u), requestKind(u)]),
    );
    expect(kinds).toEqual({
      '/': 'page',
      '/about/': 'page',
      '/admin/users': 'page',
      '/app-1234abcd.js': 'asset',
      '/api': 'api',
      '/api/Stocks?x=1': 'api',
      '/uploads/a.png': 'uploads',
      '/__hooks/rebuild': 'hook',
      '/__status': 'status',
      '/healthz': 'health',
      '/readyz?x': 'health',
      'http://x/': 'invalid',
      undefined: 'invalid',
    });
  });

  let server: http.Server | undefined;
  afterAll(() => new Promise((r) => (server ? server.close(r) : r(undefined))));

  test('the server counts each request by kind, method and status; the loopback port serves them, the origin does not', async () => {
    const metrics = createSiteMetrics();
    const site = await serveRelease({ 'index.html': '<h1>Home</h1>' }, { hstsMaxAge: 0 }, { monitoring: { metrics } });
    try {
      await fetch(`${site.base}/`);
      await fetch(`${site.base}/`);
      await fetch(`${site.base}/nothing.js`);
      await fetch(`${site.base}/api/x`, { method: 'BREW' }).catch(() => undefined);
      expect((await fetch(`${site.base}/metrics`)).status).toBe(404);
      server = await serveMetrics(metrics.registry, 0);
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('site_http_requests_total{kind="page",method="GET",status="200"} 2');
      expect(text).toContain('site_http_requests_total{kind="asset",method="GET",status="404"} 1');
      // The two pages and /metrics, which the public origin answers 404 like any unknown path.
      expect(text).toMatch(/site_http_request_duration_seconds_count\{kind="page"\} 3/);
      expect(text).not.toContain('nothing.js');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});
