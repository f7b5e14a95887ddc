/**
 * Authenticated by default (a route is never open by accident): every route a running CMS serves —
 * the documented API, Strapi's content API (core types, users-permissions, upload), the admin
 * panel's API and the server's own — is called anonymously, and any that does not answer 401 or
 * 403 must be on a public list: the documented API's (cms/src/api/access-token/anonymous-routes.ts,
 * which the CMS also enforces at start) or Strapi's own below. The routes come from the running
 * router itself ($DATA_DIR/routes.json, written at every start), so a new route cannot be missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { ANONYMOUS_API_ROUTES } from 'cms';
import { call, check, newAccount, sharedInstance, test } from './helpers';

/** Strapi's own routes that answer anonymously by design. */
const STRAPI_PUBLIC_ROUTES: Record<string, string> = {
  'ALL /_health': 'the health check (204, no content)',
  'GET /': 'redirects to the admin panel',
  'GET /admin/:path*': "the admin panel's page and scripts (the data it shows comes through authenticated calls)",
  'GET /uploads/(.*)': 'media files, shown by the public site',
  'GET /((?!uploads/).+)': "the CMS's public folder (strapi::public)",
  'GET /admin/init': 'whether the panel has its first administrator yet',
  'GET /admin/project-type': 'the edition (community or enterprise), for the login screen',
  'POST /admin/login': "the panel's sign-in",
  'POST /admin/register-admin': 'the first administrator, refused once one exists',
  'GET /admin/registration-info': "an invited editor's registration, by its token",
  'POST /admin/register': "an invited editor's registration, by its token",
  'POST /admin/forgot-password': "the panel's password reset request",
  'POST /admin/reset-password': "the panel's password reset, by its token",
  'GET /content-manager/preview/script': 'the preview script a previewed site embeds',
};

const PUBLIC = { ...ANONYMOUS_API_ROUTES, ...STRAPI_PUBLIC_ROUTES };

interface ServedRoute {
  methods: string[];
  path: string;
}

/** A route that takes every method (router.all) is one entry: ALL. */
const routeKeys = (r: ServedRoute): string[] => (r.methods.length > 20 ? [`ALL ${r.path}`] : r.methods.map((m) => `${m} ${r.path}`));

/** A concrete URL for a route pattern: every parameter filled with 1 (`:id`, `:path*`, `(.*)`). */
const concrete = (pattern: string): string => pattern.replace(/:\w+(\([^)]*\))?[*+?]?/g, '1').replace(/\([^)]*\)/g, 'x');

/** Closed to an anonymous caller: refused for want of credentials or rights, before anything runs. */
const CLOSED = [401, 403];

test.describe.configure({ mode: 'serial' });

test.describe('every route is authenticated unless it is public on purpose', () => {
  const inst = sharedInstance();
  let routes: ServedRoute[] = [];
  const keys = () => routes.flatMap(routeKeys);

  /** One anonymous call: a JSON `{}` for the methods that take a body. */
  async function anonymously(key: string): Promise<APIResponse> {
    const [method, pattern] = key.split(' ');
    const m = method === 'ALL' ? 'GET' : method;
    return inst().api.fetch(concrete(pattern), {
      method: m,
      failOnStatusCode: false,
      maxRedirects: 0,
      timeout: 30_000,
      ...(['GET', 'DELETE'].includes(m) ? {} : { headers: { 'Content-Type': 'application/json' }, data: '{}' }),
    });
  }

  test.beforeAll(() => {
    routes = JSON.parse(fs.readFileSync(path.join(inst().cms.dataDir, 'routes.json'), 'utf8'));
  });

  test("the route list is the whole router: the documented API, Strapi's content API, the panel's API", () => {
    const all = keys();
    for (const key of [
      'POST /api/GWSUsers/login',
      'GET /api/GWSUsers/:id',
      'POST /api/Orders',
      'GET /api/pages',
      'GET /api/users',
      'POST /api/auth/local',
      'POST /api/upload',
      'POST /upload',
      'GET /admin/users/me',
      'ALL /_health',
    ]) {
      expect(all, key).toContain(key);
    }
    expect(all.length, 'hundreds of routes').toBeGreaterThan(200);
  });

  test('every public entry is a route the CMS serves (the lists do not rot)', () => {
    const all = new Set(keys());
    for (const key of Object.keys(PUBLIC)) expect(all.has(key), `${key} is served`).toBe(true);
  });

  test('an anonymous call to any route off the public lists is refused 401/403', async () => {
    test.setTimeout(300_000);
    const open: string[] = [];
    for (const key of keys()) {
      if (key in PUBLIC) continue;
      const res = await anonymously(key);
      if (!CLOSED.includes(res.status())) open.push(`${key} → ${res.status()} ${(await res.text()).slice(0, 120)}`);
    }
    expect(open, 'routes reachable anonymously without being on a public list').toEqual([]);
  });

  test('the probe sees an open route: the plans list answers an anonymous call', async () => {
    // Without this the test above could pass on a probe that never reaches a route.
    expect((await anonymously('GET /api/Stocks/getplanslist')).status()).toBe(200);
  });

  test("app routes take app tokens only, and Strapi's content API takes the site-build token only", async () => {
    const acct = await newAccount(inst().api, 'route-auth');
    const siteToken = fs.readFileSync(path.join(inst().cms.dataDir, 'site-build-token'), 'utf8').trim();
    await check(await call(inst().api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token }), 200, 'own record with the app token');
    const refused = await check(
      await call(inst().api, 'GET', `/api/GWSUsers/${acct.id}`, { token: siteToken }),
      401,
      'own record with the site-build token',
    );
    expect(refused.error.message).toBe('Invalid or expired access token.');
    const missing = await check(await call(inst().api, 'GET', `/api/GWSUsers/${acct.id}`), 401, 'no token');
    expect(missing.error.message).toBe('Authorization required.');
    await check(await call(inst().api, 'GET', '/api/pages', { token: siteToken }), 200, 'pages with the site-build token');
    await check(await call(inst().api, 'GET', '/api/pages', { token: acct.token }), [401, 403], 'pages with an app token');
    await check(
      await call(inst().api, 'GET', '/api/users', { token: acct.token }),
      [401, 403],
      'users-permissions users with an app token',
    );
  });
});
