/**
 * Two CMS instances on one PostgreSQL database behave as one: a session made through one works through the other; a logout or a password change
 * through one is refused through the other at once, though the other had the token cached; a stock
 * and its update made through one are in getuserstock through the other at once, though the other
 * had the answer cached; login failures count across both; a scheduled job runs once per tick
 * whichever instances fire it; a publish through one pings the site's rebuild hook once.
 *
 * SQLite is one process (everything stays in memory there): the suite runs on PostgreSQL only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect, request as pwRequest, type APIRequestContext } from '@playwright/test';
import knex, { type Knex } from 'knex';
import { runScheduledOnce, type LockDb } from 'cms';
import { ON_POSTGRES } from '../lib/suites';
import {
  adminAccount,
  bootInstance,
  call,
  check,
  createStock,
  createUpdate,
  editorHeaders,
  getPlans,
  isoDay,
  signupInput,
  sleep,
  sqlOn,
  stopInstance,
  subscribe,
  tokenStatus,
  userStock,
  SUITE_MODE,
  type Account,
  type Instance,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });
test.skip(!ON_POSTGRES, 'several CMS instances share a PostgreSQL database (SQLite is one process: its state stays in memory)');

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';

let inst: Instance;
let other: Awaited<ReturnType<Instance['cms']['anotherInstance']>>;
let otherApi: APIRequestContext;
/** The rebuild pings each instance's site received (by instance name). */
const pings: { to: string; secret: string | undefined; body: string }[] = [];
const sites: http.Server[] = [];

/**
 * The "site" of a CMS started by the tests: the start script points SITE_REBUILD_URL at the
 * site's port, the CMS's port + 1000 (scripts/lib/product.ts), so each instance pings its own.
 */
async function siteOf(cmsUrl: string, name: string): Promise<void> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      if (req.url === '/__hooks/rebuild') pings.push({ to: name, secret: req.headers['x-rebuild-secret'] as string | undefined, body });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(cmsUrl).port) + 1000, '127.0.0.1', resolve));
  sites.push(server);
}

test.beforeAll(async () => {
  if (!ON_POSTGRES) return;
  test.setTimeout(300_000);
  // Real limits (the login one is under test); every account comes from an address of its own.
  inst = await bootInstance({ RATE_LIMIT_FACTOR: '1' });
  other = await inst.cms.anotherInstance();
  otherApi = await pwRequest.newContext({ baseURL: other.url });
  await siteOf(inst.cms.url, 'A');
  await siteOf(other.url, 'B');
});

test.afterAll(async () => {
  if (!ON_POSTGRES) return;
  test.setTimeout(60_000);
  await otherApi?.dispose();
  await other?.stop();
  await stopInstance(inst);
  for (const server of sites) await new Promise((resolve) => server.close(resolve));
});

let lastAddress = 0;
/** A client address of its own (the CMS trusts one X-Forwarded-For hop from 127.0.0.1), so no test spends another's budget. */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

/** A new user, signed up and logged in through `api` from an address of its own. */
async function account(api: APIRequestContext, tag: string): Promise<Account & { from: Record<string, string> }> {
  const from = { 'X-Forwarded-For': newAddress() };
  const input = signupInput({}, tag);
  const user = await check(await call(api, 'POST', '/api/GWSUsers', { data: input, headers: from }), 200, `signup ${tag}`);
  const token = await sessionOf(api, input.email, input.password, from);
  return { id: user.id, email: input.email, password: input.password, token, admin: user.admin, from };
}

async function sessionOf(api: APIRequestContext, email: string, password: string, headers: Record<string, string>): Promise<string> {
  const body = await check(await call(api, 'POST', '/api/GWSUsers/login', { data: { email, password }, headers }), 200, `login ${email}`);
  return body.id;
}

test('a session token issued through one instance works through the other', async () => {
  const viaA = await account(inst.api, 'issued-a');
  expect(await tokenStatus(otherApi, viaA.token, viaA.id), 'token from A, used on B').toBe(200);
  const viaB = await account(otherApi, 'issued-b');
  expect(await tokenStatus(inst.api, viaB.token, viaB.id), 'token from B, used on A').toBe(200);
});

test('a logout through one instance is refused through the other at once, though the other had the token cached', async () => {
  for (const [name, here, there] of [
    ['A → B', inst.api, otherApi],
    ['B → A', otherApi, inst.api],
  ] as const) {
    const acct = await account(here, 'logout');
    // Both instances have resolved (and cached) the token.
    expect(await tokenStatus(there, acct.token, acct.id), `${name}: before logout, there`).toBe(200);
    expect(await tokenStatus(here, acct.token, acct.id), `${name}: before logout, here`).toBe(200);
    await check(await call(here, 'POST', '/api/GWSUsers/logout', { token: acct.token }), 204, `${name}: logout`);
    expect(await tokenStatus(there, acct.token, acct.id), `${name}: right after logout, there`).toBe(401);
    expect(await tokenStatus(here, acct.token, acct.id), `${name}: right after logout, here`).toBe(401);
  }
});

test("a password change through one instance ends the user's other sessions on the other at once", async () => {
  const acct = await account(inst.api, 'change');
  const older = acct.token;
  const current = await sessionOf(inst.api, acct.email, acct.password, acct.from);
  expect(await tokenStatus(otherApi, older, acct.id), 'the older session, cached on B').toBe(200);
  expect(await tokenStatus(otherApi, current, acct.id), 'the current session, cached on B').toBe(200);
  await check(
    await call(inst.api, 'POST', '/api/GWSUsers/change-password', {
      token: current,
      headers: acct.from,
      data: { oldPassword: acct.password, newPassword: 'Changed-Passw0rd-9' },
    }),
    204,
    'change password through A',
  );
  expect(await tokenStatus(otherApi, older, acct.id), 'the older session, on B right after').toBe(401);
  expect(await tokenStatus(otherApi, current, acct.id), 'the session that changed it goes on, on B').toBe(200);
});

test('a stock and a stock update made through one instance are in getuserstock through the other at once', async () => {
  const admin = await adminAccount(inst);
  const [plan] = await getPlans(inst.api);
  const subscriber = await account(inst.api, 'stocks');
  await subscribe(inst.api, admin.token, subscriber.id, plan.id, isoDay(-1));
  // B answers (and caches) the subscriber's stocks before each change.
  const before = await userStock(otherApi, subscriber.token, subscriber.id);
  const stock = await createStock(inst.api, admin.token);
  const afterStock = await userStock(otherApi, subscriber.token, subscriber.id);
  const ids = (answer: any): number[] => answer.stocks.map((s: any) => s.id);
  expect(ids(before), 'not there before').not.toContain(stock.id);
  // A plan shows its first plan.stocks stocks: the new one is there unless the plan is already full.
  if (before.stocks.length < plan.stocks) expect(ids(afterStock), 'the new stock, on B at once').toContain(stock.id);
  // (Compared without asOf, the instant of each answer: that alone always differs.)
  else expect({ ...afterStock, asOf: null }, 'the answer B gives after the new stock').not.toEqual({ ...before, asOf: null });

  const shown = afterStock.stocks.find((s: any) => s.id === stock.id) ?? afterStock.stocks[0];
  const updatesBefore = JSON.stringify(shown);
  await createUpdate(inst.api, admin.token, shown.id, 'Hold');
  const afterUpdate = await userStock(otherApi, subscriber.token, subscriber.id);
  const shownAfter = afterUpdate.stocks.find((s: any) => s.id === shown.id);
  expect(JSON.stringify(shownAfter), 'the stock with its new update, on B at once').not.toBe(updatesBefore);
  expect(JSON.stringify(shownAfter)).toContain('Hold');
});

test('an edit in the CMS panel through one instance is in the other instance’s cached answer at once', async () => {
  const panel = await editorHeaders(inst);
  const plans = await getPlans(otherApi);
  const [first] = plans;
  // B has the plans list cached; the editor renames a plan through A's panel API.
  const PLANS = '/content-manager/collection-types/api::plan.plan';
  const found = await check(await inst.api.get(`${PLANS}?page=1&pageSize=50`, { headers: panel }), 200, 'plans in the panel');
  const entry = found.results.find((p: any) => p.name === first.name);
  expect(entry, `plan ${first.name} in the panel`).toBeTruthy();
  const renamed = `${first.name} Plus`;
  try {
    const saved = await inst.api.put(`${PLANS}/${entry.documentId}`, { headers: panel, data: { name: renamed } });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const published = await inst.api.post(`${PLANS}/${entry.documentId}/actions/publish`, { headers: panel, data: {} });
    expect(published.ok(), await published.text()).toBeTruthy();
    expect(
      (await getPlans(otherApi)).map((p) => p.name),
      'the plans list on B right after',
    ).toContain(renamed);
  } finally {
    await inst.api.put(`${PLANS}/${entry.documentId}`, { headers: panel, data: { name: first.name } });
    await inst.api.post(`${PLANS}/${entry.documentId}/actions/publish`, { headers: panel, data: {} });
  }
});

test('login failures alternated between the instances are blocked at the same count as on one', async () => {
  const acct = await account(inst.api, 'guessed');
  const from = { 'X-Forwarded-For': newAddress() };
  for (let i = 1; i <= 10; i++) {
    const api = i % 2 ? inst.api : otherApi;
    await check(
      await call(api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: `Wrong-Passw0rd-${i}` }, headers: from }),
      401,
      `wrong password ${i} (${i % 2 ? 'A' : 'B'})`,
    );
  }
  for (const [name, api] of [
    ['A', inst.api],
    ['B', otherApi],
  ] as const) {
    const res = await call(api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password }, headers: from });
    await check(res, 429, `the 11th try, through ${name}`);
  }
});

test('a publish through one instance pings the site once', async () => {
  const panel = await editorHeaders(inst);
  await sleep(1_000);
  pings.length = 0;
  const published = await inst.api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} });
  expect(published.ok(), await published.text()).toBeTruthy();
  const deadline = Date.now() + 10_000;
  while (!pings.length && Date.now() < deadline) await sleep(100);
  // Long enough for a second ping from either instance to arrive, had one been sent.
  await sleep(3_000);
  expect(
    pings.map((p) => p.to),
    'one rebuild ping for one publish, from the instance that published',
  ).toEqual(['A']);
  expect(pings[0].secret, 'the ping carries the rebuild secret').toBeTruthy();
  expect(JSON.parse(pings[0].body)).toMatchObject({ event: 'entry.publish' });
});

test('a listening connection that drops is replaced; meanwhile nothing stale is served, and afterwards changes arrive at once again', async () => {
  const listeners = () =>
    Number(
      sqlOn(
        inst.cms,
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'cms-listener:%'",
      ).trim(),
    );
  expect(listeners(), 'one listening connection per instance').toBe(2);
  const acct = await account(inst.api, 'dropped');
  expect(await tokenStatus(otherApi, acct.token, acct.id), 'cached on B').toBe(200);
  // The database ends both instances' listening connections (a restart, a network cut, an operator).
  sqlOn(
    inst.cms,
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'cms-listener:%'",
  );
  await sleep(200);
  await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: acct.token }), 204, 'logout through A');
  expect(await tokenStatus(otherApi, acct.token, acct.id), 'B, without its listener: not served from its cache').toBe(401);
  const deadline = Date.now() + 20_000;
  while (listeners() < 2 && Date.now() < deadline) await sleep(250);
  expect(listeners(), 'both listening again').toBe(2);
  for (const dir of [inst.cms.dataDir, other.dataDir])
    expect(fs.readFileSync(path.join(dir, 'logs', 'cms.log'), 'utf8'), `${dir}: the loss is logged`).toContain(
      '[shared-state] listening connection lost',
    );
  const again = await account(inst.api, 'relistened');
  expect(await tokenStatus(otherApi, again.token, again.id), 'cached on B').toBe(200);
  await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: again.token }), 204, 'logout through A');
  expect(await tokenStatus(otherApi, again.token, again.id), 'B, listening again: refused at once').toBe(401);
});

test('a scheduled job fired on two instances at the same tick runs once', async () => {
  // The runner every cron task goes through (lib/db-lock.ts), on two connections pools of their own
  // (as two instances have), against this suite's database: fired at the same moment, one at a time,
  // and for the next tick.
  const pools: Knex[] = [0, 1].map(() => knex({ client: 'pg', connection: inst.cms.databaseUrl!, pool: { min: 0, max: 3 } }));
  try {
    const job = `test-job-${Date.now()}`;
    let runs = 0;
    const task = async () => {
      runs += 1;
      await sleep(300);
    };
    const tick = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const fire = (db: Knex, at: Date) => runScheduledOnce(db as unknown as LockDb, job, at, task);

    const together = await Promise.all(pools.map((db) => fire(db, tick)));
    expect(runs, 'fired on both at once: one run').toBe(1);
    expect(together.filter(Boolean)).toHaveLength(1);

    // An instance whose clock fires a moment later, once the first run has ended, does not run the tick again.
    expect(await fire(pools[1], new Date(tick.getTime() + 400)), 'the same tick, later').toBe(false);
    expect(await fire(pools[0], tick)).toBe(false);
    expect(runs).toBe(1);

    const next = new Date(tick.getTime() + 60_000);
    const nextRuns = await Promise.all(pools.map((db) => fire(db, next)));
    expect(nextRuns.filter(Boolean), 'the next tick: one run').toHaveLength(1);
    expect(runs).toBe(2);
  } finally {
    await Promise.all(pools.map((db) => db.destroy()));
  }
});
