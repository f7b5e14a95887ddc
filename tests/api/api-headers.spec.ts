/**
 * The API's transport headers follow the pages' rules:
 * Strict-Transport-Security only on a request that came over HTTPS (TLS, or
 * `X-Forwarded-Proto: https` from a trusted proxy), with HSTS_MAX_AGE's max-age (0 = never), and
 * Access-Control-Allow-Origin only for an allowed Origin, never an empty one; the cached answers
 * compressed as the client accepts (brotli first), sent as they are to a client that accepts
 * nothing, the same JSON either way. Straight from the
 * CMS, through the site server's proxy (the one origin) and through nginx from deploy/nginx.conf
 * (over a placeholder release), over real HTTP.
 */
import path from 'node:path';
import { expect, request as pwRequest } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  GENERAL_ENV,
  Instance,
  Method,
  SHARED_ENV,
  SUITE_MODE,
  adminAccount,
  bearer,
  bootInstance,
  call,
  callFrom,
  newAccount,
  sharedInstance,
  stopInstance,
  test,
} from './helpers';
import { freePort } from '../lib/cms';
import { ON_POSTGRES } from '../lib/suites';
import { ROOT, instanceSecrets } from '../../scripts/lib/config';
import { placeholderRelease, startNginx, type RunningNginx } from '../../scripts/lib/nginx';
import { startSite, type Site, liveLink } from 'origin-server';

test.describe.configure({ mode: SUITE_MODE });
test.skip(ON_POSTGRES, 'HTTP headers: the same whatever the database (runs on SQLite)');

const MAX_AGE = 1234;
const HSTS = `max-age=${MAX_AGE}; includeSubDomains`;
const ALLOWED = 'https://research.example.com';
const HTTPS = { 'X-Forwarded-Proto': 'https' };
const SECURITY = { hstsMaxAge: MAX_AGE };

/** Answers of several kinds: a public list, a refused login, a route that needs a token, an unknown route. */
const CALLS: [Method, string][] = [
  ['GET', '/api/Stocks/getplanslist'],
  ['POST', '/api/GWSUsers/login'],
  ['GET', '/api/GWSUsers'],
  ['GET', '/api/no-such-route'],
];

let inst: Instance;
let site: Site;
let viaOrigin: APIRequestContext;
let nginx: RunningNginx;
let viaNginx: APIRequestContext;

/** The three ways to the API. */
const ways = () =>
  [
    ['CMS', inst.api],
    ['origin', viaOrigin],
    ['nginx', viaNginx],
  ] as const;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance({ ...GENERAL_ENV, HSTS_MAX_AGE: String(MAX_AGE), CORS_ORIGINS: ALLOWED });
  const port = await freePort();
  site = await startSite({
    port,
    cmsUrl: inst.cms.url,
    siteUrl: `http://127.0.0.1:${port}`,
    dataDir: inst.cms.dataDir,
    siteDir: path.join(ROOT, 'site'),
    rebuildSecret: instanceSecrets(inst.cms.dataDir).SITE_REBUILD_SECRET,
    debounceMs: 60_000,
    security: SECURITY,
    buildEnv: process.env,
    log: () => undefined,
  });
  viaOrigin = await pwRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
  await placeholderRelease(inst.cms.dataDir, SECURITY);
  nginx = await startNginx({
    port: await freePort(),
    siteRoot: liveLink(inst.cms.dataDir),
    cmsServers: [new URL(inst.cms.url).host],
    security: SECURITY,
    accessLog: 'off',
  });
  viaNginx = await pwRequest.newContext({ baseURL: nginx.url });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await viaOrigin?.dispose();
  await viaNginx?.dispose();
  await nginx?.stop();
  await site?.stop();
  await stopInstance(inst);
});

/** Every value of one header in an answer (a repeated header would be two). */
const values = (res: APIResponse, name: string) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .map((h) => h.value);

const send = (api: APIRequestContext, method: Method, url: string, headers: Record<string, string> = {}) =>
  call(api, method, url, { headers, ...(method === 'POST' ? { data: { email: 'nobody@example.com', password: 'Wrong-Passw0rd' } } : {}) });

test('over plain HTTP no answer carries Strict-Transport-Security, straight from the CMS, through the origin or nginx', async () => {
  for (const [label, api] of ways()) {
    for (const [method, url] of CALLS) {
      const res = await send(api, method, url);
      expect(res.status(), `${label} ${method} ${url}`).toBeLessThan(500);
      expect(values(res, 'strict-transport-security'), `${label} ${method} ${url} (${res.status()})`).toEqual([]);
    }
  }
});

test("over HTTPS at a trusted proxy: HSTS_MAX_AGE's header, once; a client on the CMS port cannot ask for it", async () => {
  for (const [label, api] of ways()) {
    for (const [method, url] of CALLS) {
      const res = await send(api, method, url, HTTPS);
      expect(values(res, 'strict-transport-security'), `${label} ${method} ${url} (${res.status()})`).toEqual([HSTS]);
    }
  }
  // 127.0.0.2 is not a trusted proxy: its X-Forwarded-Proto says nothing about the client's connection.
  const stranger = await callFrom('127.0.0.2', inst.cms.url, 'GET', '/api/Stocks/getplanslist', { headers: HTTPS });
  expect(stranger.status).toBe(200);
  expect(stranger.headers['strict-transport-security']).toBeUndefined();
});

test('Access-Control-Allow-Origin only for an allowed Origin: none at all without one, never an empty one', async () => {
  for (const [label, api] of ways()) {
    for (const [method, url] of CALLS) {
      for (const origin of [undefined, 'https://evil.example']) {
        const res = await send(api, method, url, origin ? { Origin: origin } : {});
        const what = `${label} ${method} ${url} from ${origin ?? 'no Origin'} (${res.status()})`;
        expect(values(res, 'access-control-allow-origin'), what).toEqual([]);
        expect(values(res, 'access-control-allow-credentials'), what).toEqual([]);
      }
      const allowed = await send(api, method, url, { Origin: ALLOWED });
      expect(values(allowed, 'access-control-allow-origin'), `${label} ${method} ${url} from ${ALLOWED}`).toEqual([ALLOWED]);
      expect(values(allowed, 'access-control-allow-credentials'), `${label} ${method} ${url} from ${ALLOWED}`).toEqual(['true']);
    }
  }
});

test('a cached answer comes compressed as the client accepts, brotli first, the same JSON as uncompressed; as it is to a client that accepts nothing', async () => {
  // The administrators' users list, long enough to be worth compressing.
  for (let i = 0; i < 8; i++) await newAccount(inst.api, 'encoding');
  const admin = bearer((await adminAccount(inst)).token);
  const list = (api: APIRequestContext, acceptEncoding: string) =>
    call(api, 'GET', '/api/GWSUsers', { headers: { ...admin, 'Accept-Encoding': acceptEncoding } });
  for (const [label, api] of ways()) {
    const plain = await list(api, 'identity');
    expect(plain.status(), label).toBe(200);
    expect(values(plain, 'content-encoding'), label).toEqual([]);
    expect((await plain.body()).length, label).toBeGreaterThan(1024);
    const users = await plain.json();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const packed = await list(api, accept);
      expect(values(packed, 'content-encoding'), `${label} ${accept}`).toEqual([encoding]);
      expect(values(packed, 'vary').join(',').toLowerCase(), `${label} ${accept}`).toContain('accept-encoding');
      // Decoded by the client, as a browser does.
      expect(await packed.json(), `${label} ${accept}`).toEqual(users);
    }
  }
});

test.describe('HSTS_MAX_AGE=0', () => {
  // The worker's shared CMS runs with HSTS_MAX_AGE=0 (SHARED_ENV); the test only reads answers.
  const off = sharedInstance();

  test('HSTS_MAX_AGE=0: no Strict-Transport-Security even over HTTPS', async () => {
    expect(SHARED_ENV.HSTS_MAX_AGE, 'the shared CMS is the one with HSTS off').toBe('0');
    for (const [method, url] of CALLS) {
      const res = await send(off().api, method, url, HTTPS);
      expect(values(res, 'strict-transport-security'), `${method} ${url} (${res.status()})`).toEqual([]);
    }
  });
});
