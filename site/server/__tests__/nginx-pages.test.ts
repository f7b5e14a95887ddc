/**
 * @jest-environment node
 */
// The release's nginx include (deploy/nginx.conf reads it): each page's CSP exactly as the site
// server sends it, the client-only routes in Gatsby's order, and nothing that could break out of
// nginx's quoting. (tests/deploy/ compares nginx's answers with the server's on a real release.)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createSiteServer } from '../server';
import { loadRelease, prepareRelease, Release } from '../releases';
import { NGINX_PAGES_FILE, nginxCommonHeaders, nginxPagesInclude } from '../nginx-pages';
import type { SecurityOptions } from '../security-headers';

const security: SecurityOptions = { hstsMaxAge: 600, cspExtra: { scriptSrc: ['https://checkout.example.com'] } };
let dir: string;
let release: Release;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>window.a=1</script>');
  fs.mkdirSync(path.join(dir, 'admin'));
  fs.writeFileSync(path.join(dir, 'admin', 'index.html'), '<!doctype html><script>window.b=2</script>');
  fs.writeFileSync(
    path.join(dir, '.match-paths.json'),
    JSON.stringify([
      { path: '/admin', matchPath: '/admin/*' },
      { path: '/', matchPath: '/*' },
    ]),
  );
  await prepareRelease(dir, security);
  release = loadRelease(dir);
  server = createSiteServer({
    cmsUrl: 'http://127.0.0.1:9',
    rebuildSecret: 's',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    security,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the include is written with the release, with the CSP the server sends for each page', async () => {
  const include = fs.readFileSync(path.join(dir, NGINX_PAGES_FILE), 'utf8');
  for (const [url, file] of [
    ['/', '/index.html'],
    ['/admin/x', '/admin/index.html'],
  ]) {
    const csp = (await fetch(`${base}${url}`)).headers.get('content-security-policy');
    expect(csp).toContain('https://checkout.example.com');
    expect(include).toContain(`"${file}" "${csp}";`);
  }
});

test('client-only routes keep their order: the catch-all comes last', () => {
  const include = nginxPagesInclude(release, security);
  const admin = include.indexOf('"~^/admin(/.*)?$" "/admin/index.html"');
  const all = include.indexOf('"~^(/.*)?$" "/index.html"');
  expect(admin).toBeGreaterThan(0);
  expect(all).toBeGreaterThan(admin);
  // A path with an extension is a missing asset, before any route.
  expect(include.indexOf('"~\\.[A-Za-z0-9]+$" ""')).toBeLessThan(admin);
});

test("a value that could break out of nginx's quoting is refused, not written", () => {
  const evil = { ...release, cspSources: { scriptSrc: ['https://x.example/$host"'] } } as Release;
  expect(() => nginxPagesInclude(evil, security)).toThrow(/cannot put/);
  // One helmet itself refuses gives no policy: refused too, never a page without one.
  const broken = { ...release, cspSources: { scriptSrc: ['https://x.example; script-src *'] } } as Release;
  expect(() => nginxPagesInclude(broken, security)).toThrow();
});

test('the headers of every answer and the HSTS value come from the same helmet configuration', () => {
  const { lines, hsts } = nginxCommonHeaders(security);
  expect(lines).toContain('add_header x-content-type-options "nosniff" always;');
  expect(lines).toContain('add_header permissions-policy "camera=(), microphone=(), geolocation=()" always;');
  expect(hsts).toBe('max-age=600; includeSubDomains');
  expect(nginxCommonHeaders({ hstsMaxAge: 0 }).hsts).toBe('');
});
