/**
 * @jest-environment node
 */
// The release's nginx include (deploy/nginx.conf reads it): each page's CSP exactly as the site
// server sends it, the client-only routes in Gatsby's order, and nothing that could break out of
// nginx's quoting. (tests/deploy/ compares nginx's answers with the server's on a real release.)
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Release } from '../releases';
import { serveRelease, type ServedRelease } from './release-server';
import { NGINX_PAGES_FILE, nginxCommonHeaders, nginxPagesInclude } from '../nginx-pages';
import type { SecurityOptions } from '../security-headers';

const security: SecurityOptions = { hstsMaxAge: 600, cspExtra: { scriptSrc: ['https://checkout.example.com'] } };
let served: ServedRelease;
let dir: string;
let release: Release;
let base: string;

beforeAll(async () => {
  served = await serveRelease(
    {
      'index.html': '<!doctype html><script>window.a=1</script>',
      'admin/index.html': '<!doctype html><script>window.b=2</script>',
      '.match-paths.json': JSON.stringify([
        { path: '/admin', matchPath: '/admin/*' },
        { path: '/', matchPath: '/*' },
      ]),
    },
    security,
  );
  ({ dir, release, base } = served);
});

afterAll(() => served.close());

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
