/**
 * The deployment beyond one machine (deploy/README.md, deploy/nginx.conf): nginx on loopback serving the
 * built release and balancing the API over two CMS instances on one PostgreSQL database.
 *   - static answers through nginx are the site server's, byte for byte and header for header
 *     (brotli, gzip, caching, security headers, each page's CSP);
 *   - /api reaches both instances, and a token issued through one works through the other;
 *   - a logout through one instance is refused through the other at once, and a new stock is in
 *     getuserstock through nginx at once (tests/api/shared-state.spec.ts has the rest, instance to
 *     instance: password changes, panel edits, the login limit, scheduled jobs);
 *   - one publish through either instance gives the builder one rebuild request and one build;
 *   - nginx serves the release its include names: the previous one whole until it reloads;
 *   - an instance stopped under a steady stream of GETs loses none of them (nginx retries);
 *   - an oversized body is refused by nginx with the site server's 413;
 *   - a price import of a few hundred KB passes nginx's body limit, one over the import's limit gets
 *     the 413 in the import's own words;
 *   - the CMS panel answers only on nginx's panel server and only to PANEL_ALLOW (docs/operations.md).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { Deployment, requestsLogged, startDeployment } from '../lib/deploy';
import { liveLink, scriptsOfPage } from 'origin-server';
import { startNginx } from '../../scripts/lib/nginx';
import { PRICE_FILE_MAX_BYTES, PRICE_MESSAGES, PRICES_PATH } from 'contracts';
import {
  adminAccount,
  call,
  check,
  createStock,
  editorHeaders,
  getPlans,
  isoDay,
  login,
  newAccount,
  signup,
  sleep,
  subscribe,
  tokenStatus,
  userStock,
} from '../api/helpers';

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.TEST_PORT || 18080);
let d: Deployment;
let viaNginx: APIRequestContext;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with its raw bytes (no decoding: the encoding is what is checked). */
function get(base: string, p: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(p, base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The headers both servers must agree on (Date, ETag, Last-Modified, Server and the like are each server's own). */
const COMPARED = [
  'content-encoding',
  'content-length',
  'cache-control',
  'vary',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The media type without parameters, spaces normalised ("text/html; charset=utf-8" = "text/html;charset=utf-8"). */
const mediaType = (v: string | undefined) => (v ?? '').replace(/\s+/g, '').toLowerCase();

test.beforeAll(async () => {
  // Two CMS starts and a site build: minutes on a loaded 2-core machine.
  test.setTimeout(420_000);
  d = await startDeployment({ port: PORT, env: { RATE_LIMIT_FACTOR: '1000' } });
  viaNginx = await pwRequest.newContext({ baseURL: d.url });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await viaNginx?.dispose();
  await d?.stop();
});

test('pages, page-data and JS through nginx: brotli and gzip, with the caching and security headers of the site server', async () => {
  const release = d.site!.release()!;
  const index = fs.readFileSync(path.join(release.dir, 'index.html'), 'utf8');
  const bundle = scriptsOfPage(index).find((s) => /-[0-9a-f]{16,}\.js$/.test(s));
  expect(bundle, 'the home page loads a content-hashed bundle').toBeTruthy();
  const urls = [
    '/',
    '/pricing/',
    '/pricing',
    '/page-data/index/page-data.json',
    bundle!,
    '/myaccount/orders',
    '/robots.txt',
    '/missing-0123456789abcdef.js',
  ];
  for (const accept of ['br, gzip', 'gzip', '']) {
    for (const url of urls) {
      // Over HTTPS at a proxy in front: HSTS is sent by both.
      const headers = { ...(accept ? { 'accept-encoding': accept } : {}), 'x-forwarded-proto': 'https' };
      const [ours, theirs] = await Promise.all([get(d.siteUrl, url, headers), get(d.url, url, headers)]);
      const label = `${url} (Accept-Encoding: "${accept}")`;
      expect(theirs.status, label).toBe(ours.status);
      if (ours.status !== 200) continue;
      expect(theirs.body.equals(ours.body), `${label}: the same bytes`).toBe(true);
      expect(mediaType(theirs.headers['content-type']), label).toBe(mediaType(ours.headers['content-type']));
      for (const h of COMPARED) expect(theirs.headers[h], `${label}: ${h}`).toBe(ours.headers[h]);
    }
  }
  // And what that agreement means: precompressed answers with Gatsby's caching.
  const page = await get(d.url, '/', { 'accept-encoding': 'br, gzip' });
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'.* https:\/\/checkout\.example\.com;/);
  expect((await get(d.url, bundle!, { 'accept-encoding': 'gzip' })).headers).toMatchObject({
    'content-encoding': 'gzip',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  // The release's own records are not served.
  for (const p of ['/.csp-hashes.json', '/.match-paths.json', '/.nginx-pages.conf', '/__status'])
    expect((await get(d.url, p)).status, p).toBe(404);
});

test('/api through nginx reaches both instances, and a token issued through one works through the other', async () => {
  const { input, user } = await signup(viaNginx);
  const { token } = await login(viaNginx, input.email, input.password);
  const marker = `/api/GWSUsers/${user.id}`;
  for (let i = 0; i < 20; i++) expect(await tokenStatus(viaNginx, token, user.id)).toBe(200);
  // The instances' request lines reach their log files a moment after the answers.
  const logged = () => d.instances.map((inst) => requestsLogged(inst, marker));
  await expect.poll(() => logged().reduce((x, y) => x + y), { timeout: 5_000 }).toBe(20);
  const [a, b] = logged();
  expect(a, 'instance 1 answered some').toBeGreaterThan(0);
  expect(b, 'instance 2 answered some').toBeGreaterThan(0);

  // Issued directly by each instance, used directly on the other.
  for (const [from, to] of [d.instances, [...d.instances].reverse()]) {
    const api = await pwRequest.newContext({ baseURL: from.url });
    const other = await pwRequest.newContext({ baseURL: to.url });
    try {
      const t = (await login(api, input.email, input.password)).token;
      expect(await tokenStatus(other, t, user.id), `issued by ${from.url}, used on ${to.url}`).toBe(200);
      expect(await tokenStatus(viaNginx, t, user.id)).toBe(200);
    } finally {
      await api.dispose();
      await other.dispose();
    }
  }
});

/** A client of one instance directly (what nginx balances over), for the life of `fn`. */
async function onInstance<T>(i: 0 | 1, fn: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await pwRequest.newContext({ baseURL: d.instances[i].url });
  try {
    return await fn(api);
  } finally {
    await api.dispose();
  }
}

test('a logout through one instance is refused through nginx and the other instance at once; a new stock through one is in getuserstock through nginx at once', async () => {
  const { input, user } = await signup(viaNginx);
  const { token } = await login(viaNginx, input.email, input.password);
  // Every instance has resolved (and cached) the session: nginx spreads these over both.
  for (let i = 0; i < 4; i++) expect(await tokenStatus(viaNginx, token, user.id)).toBe(200);
  await onInstance(0, async (api) => check(await call(api, 'POST', '/api/GWSUsers/logout', { token }), 204, 'logout on instance 1'));
  expect(await onInstance(1, (api) => tokenStatus(api, token, user.id)), 'on instance 2 right after').toBe(401);
  for (let i = 0; i < 4; i++) expect(await tokenStatus(viaNginx, token, user.id), 'through nginx right after').toBe(401);

  const admin = await adminAccount({ cms: d.cms, api: viaNginx });
  const [plan] = await getPlans(viaNginx);
  const subscriber = await newAccount(viaNginx, 'deploy-stocks');
  await subscribe(viaNginx, admin.token, subscriber.id, plan.id, isoDay(-1));
  const ids = (answer: { stocks: { id: number }[] }) => answer.stocks.map((s) => s.id);
  // Both instances answer (and cache) the subscriber's stocks before the new one.
  const before = await userStock(viaNginx, subscriber.token, subscriber.id);
  // The same answer each time, but for the instant it was given (asOf).
  for (let i = 0; i < 3; i++)
    expect(await userStock(viaNginx, subscriber.token, subscriber.id)).toEqual({ ...before, asOf: expect.any(String) });
  expect(before.stocks.length, 'the plan has room for the new stock').toBeLessThan(plan.stocks);
  const stock = await onInstance(1, (api) => createStock(api, admin.token));
  for (let i = 0; i < 4; i++)
    expect(ids(await userStock(viaNginx, subscriber.token, subscriber.id)), 'through nginx right after').toContain(stock.id);
});

test('one publish through either instance: one rebuild request reaches the builder, and one build follows', async () => {
  test.setTimeout(240_000);
  const scheduler = d.site!.scheduler;
  for (const i of [1, 0] as const) {
    const requests = scheduler.requests;
    const builds = scheduler.builds;
    await onInstance(i, async (api) => {
      const panel = await editorHeaders({ cms: d.cms, api });
      const res = await api.post('/content-manager/single-types/api::site-setting.site-setting/actions/publish', {
        headers: panel,
        data: {},
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    });
    await expect
      .poll(() => scheduler.builds, { timeout: 30_000, message: `a build after the publish through instance ${i + 1}` })
      .toBe(builds + 1);
    await expect.poll(() => scheduler.busy, { timeout: 180_000, message: 'the build ends' }).toBe(false);
    expect(scheduler.requests - requests, `rebuild requests for one publish through instance ${i + 1}`).toBe(1);
    expect(scheduler.builds - builds, 'builds').toBe(1);
  }
});

test('after a release switch nginx serves the previous release whole until it reloads, then the new one as the site server does', async () => {
  // The publish test above switched the live release; nginx has not reloaded since.
  const live = d.site!.release()!;
  fs.writeFileSync(path.join(live.dir, 'only-in-the-new-release.txt'), 'new\n');
  expect((await get(d.url, '/only-in-the-new-release.txt')).status, 'before the reload: the previous release').toBe(404);
  d.nginx.reload();
  // A reload is graceful: the old workers finish (and may still take) a few connections, so the new
  // release is awaited, not assumed.
  await expect
    .poll(async () => (await get(d.url, '/only-in-the-new-release.txt')).status, { message: 'after the reload: the new release' })
    .toBe(200);
  const samePage = async () => {
    const [viaNginx, viaSite] = await Promise.all([
      get(d.url, '/', { 'accept-encoding': 'br' }),
      get(d.siteUrl, '/', { 'accept-encoding': 'br' }),
    ]);
    return viaNginx.body.equals(viaSite.body) && viaNginx.headers['content-security-policy'] === viaSite.headers['content-security-policy'];
  };
  await expect.poll(samePage, { timeout: 15_000, message: "nginx's / is the site server's, page and CSP" }).toBe(true);
});

test('a body over the limit is refused by nginx with the API error shape (413), and never reaches a CMS', async () => {
  const body = JSON.stringify({ contactInfo: { name: 'x'.repeat(100 * 1024) } });
  const res = await call(viaNginx, 'POST', '/api/Messages/sendContactUsDetails', { raw: body });
  expect(res.status()).toBe(413);
  expect(await res.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError' } });
  for (const inst of d.instances) expect(requestsLogged(inst, 'sendContactUsDetails')).toBe(0);
});

/** A day's 13-column NSE bhavcopy of `rows` made-up shares (about 96 bytes a row). */
function bigBhavcopy(rows: number): Buffer {
  const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
  const lines = Array.from({ length: rows }, (_, i) => {
    const isin = `INE${i.toString(36).toUpperCase().padStart(6, '0')}01${i % 10}`;
    return `SYM${i},EQ,100.00,101.00,99.00,100.50,100.50,100.00,1000,100500.00,05-JUL-2024,10,${isin},`;
  });
  return Buffer.from([header, ...lines].join('\n'));
}

test('a price import of a few hundred KB passes nginx and reaches a CMS; one over the limit gets the 413 in its own words from nginx', async () => {
  const admin = await adminAccount({ cms: d.cms, api: viaNginx });
  const upload = (buffer: Buffer) =>
    viaNginx.fetch(`${PRICES_PATH}/bhavcopy`, {
      method: 'POST',
      multipart: { file: { name: 'cm05JUL2024bhav.csv', mimeType: 'text/csv', buffer } },
      headers: { Accept: 'application/json', Authorization: `Bearer ${admin.token}` },
      failOnStatusCode: false,
      timeout: 120_000,
    });
  const file = bigBhavcopy(4000);
  expect(file.length).toBeGreaterThan(300 * 1024);
  const res = await upload(file);
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ format: 'nse-legacy', date: '2024-07-05', rows: 4000, inserted: 4000 });
  const logged = () => d.instances.map((inst) => requestsLogged(inst, '/Prices/bhavcopy')).reduce((x, y) => x + y);
  await expect.poll(logged, { timeout: 5_000 }).toBe(1);

  const tooLarge = await upload(Buffer.alloc(PRICE_FILE_MAX_BYTES + 512 * 1024, 0x61));
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ error: { status: 413, name: 'PayloadTooLargeError', message: PRICE_MESSAGES.tooLarge } });
  await sleep(1_000);
  expect(logged(), 'the oversized file never reached a CMS').toBe(1);
});

test("the CMS panel is served only by nginx's panel server, to PANEL_ALLOW: 403 to other addresses, never through the public server", async () => {
  const panelLogins = () => d.instances.map((inst) => requestsLogged(inst, '/admin/login')).reduce((x, y) => x + y);
  const before = panelLogins();
  const panel = await pwRequest.newContext({ baseURL: d.panelUrl });
  try {
    const page = await panel.get('/admin');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="strapi">');
    const login = await panel.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
    expect(login.status(), await login.text()).toBe(200);
    const token: string = (await login.json()).data.token;
    const list = await panel.get('/content-manager/collection-types/api::faq.faq', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
  } finally {
    await panel.dispose();
  }
  await expect.poll(panelLogins, { timeout: 5_000 }).toBe(before + 1);

  // The public origin: /admin is the app's admin area; the panel's sign-in and APIs reach no CMS.
  expect(
    (await call(viaNginx, 'POST', '/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } })).status(),
  ).toBe(404);
  const cm = await viaNginx.get('/content-manager/collection-types/api::faq.faq', { failOnStatusCode: false });
  expect(cm.headers()['content-type'] ?? '').not.toContain('json');

  // A panel server whose PANEL_ALLOW names another network: loopback is refused by nginx itself.
  const elsewhere = await startNginx({
    port: PORT + 52,
    siteRoot: liveLink(d.cms.dataDir),
    cmsServers: d.instances.map((i) => new URL(i.url).host),
    security: d.security,
    panel: { listen: `127.0.0.1:${PORT + 53}`, allow: ['192.0.2.0/24'] },
  });
  try {
    for (const [method, p] of [
      ['GET', '/admin'],
      ['POST', '/admin/login'],
      ['GET', '/content-manager/init'],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${PORT + 53}${p}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect([method, p, res.status]).toEqual([method, p, 403]);
    }
  } finally {
    await elsewhere.stop();
  }
  await sleep(500);
  expect(panelLogins(), 'nothing refused by nginx reached a CMS').toBe(before + 1);
});

test('one instance stopped and started again under a steady stream of GETs: nginx retries, no request is lost, and the instance serves again', async () => {
  test.setTimeout(240_000);
  const { input, user } = await signup(viaNginx);
  const { token } = await login(viaNginx, input.email, input.password);
  const marker = `/api/GWSUsers/${user.id}`;
  const statuses: number[] = [];
  let running = true;
  // Eight clients, each with its own kept-alive connection to nginx, one GET after another.
  const clients = Array.from({ length: 8 }, async () => {
    const api = await pwRequest.newContext({ baseURL: d.url });
    try {
      while (running) statuses.push((await call(api, 'GET', marker, { token })).status());
    } finally {
      await api.dispose();
    }
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await sleep(2_000);
  const before = statuses.length;
  const restarted = d.instances[0];
  const servedBeforeStop = requestsLogged(restarted, marker);
  // An outage of one instance (its process stopped, its data kept), as a crash or an upgrade is.
  await d.cms.stopProcess();
  const stoppedAt = statuses.length;
  await sleep(3_000);
  const duringOutage = statuses.length - stoppedAt;
  await d.cms.startAgain();
  const servedAfterStart = requestsLogged(restarted, marker);
  // nginx takes the instance back once its fail_timeout (5 s) has passed and a request reaches it.
  await expect.poll(() => requestsLogged(restarted, marker), { timeout: 30_000, intervals: [500] }).toBeGreaterThan(servedAfterStart);
  running = false;
  await Promise.all(clients);
  expect(before, 'requests before the stop').toBeGreaterThan(10);
  expect(duringOutage, 'requests while one instance was down').toBeGreaterThan(10);
  expect(
    statuses.filter((s) => s !== 200),
    'every GET answered 200',
  ).toEqual([]);
  // The stopped instance had answered its share before it went, and answers again after its start.
  expect(servedBeforeStop).toBeGreaterThan(0);
});
