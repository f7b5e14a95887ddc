/**
 * Races: ten calls at once must leave the same state as one call. A reset link
 * works exactly once, one email is one account, a payment is recorded once, and a logout racing
 * with calls that are still looking the token up leaves the token refused for good.
 * Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import { test, expect, request as pwRequest } from '@playwright/test';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import type { APIRequestContext } from '@playwright/test';
import {
  Instance,
  call,
  check,
  getPlans,
  login,
  newAccount,
  newBuyer,
  requestResetToken,
  signupInput,
  sqlOn,
  stopInstance,
  tokenStatus,
  SUITE_MODE,
  bootWithFakeRazorpay,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const RACERS = 10;

let inst: Instance;
let razorpay: FakeRazorpay;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ fake: razorpay, inst } = await bootWithFakeRazorpay());
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
  await razorpay?.close();
});

/** Counts of each status in a set of answers, e.g. {204: 1, 401: 9}. */
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

test("reset: ten concurrent reset-password calls with one link → one 204, nine 401, only the winner's password works", async () => {
  const acct = await newAccount(inst.api, 'racereset');
  const token = await requestResetToken(inst, acct.email);
  const passwords = Array.from({ length: RACERS }, (_, i) => `Raced-Passw0rd-${i}`);
  const answers = await Promise.all(
    passwords.map((newPassword) =>
      call(inst.api, 'POST', '/api/GWSUsers/reset-password', { query: { access_token: token }, data: { newPassword } }),
    ),
  );
  const statuses = answers.map((r) => r.status());
  expect(tally(statuses), 'exactly one call spends the link').toEqual({ 204: 1, 401: RACERS - 1 });
  for (const [i, res] of answers.entries()) if (statuses[i] === 401) await check(res, 401, `loser ${i}`);
  const winner = passwords[statuses.indexOf(204)];
  const logins = await Promise.all(
    passwords.map((password) => call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password } })),
  );
  expect(
    logins.map((r) => r.status()),
    "only the winner's password logs in",
  ).toEqual(passwords.map((p) => (p === winner ? 200 : 401)));
  expect(
    (await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password } })).status(),
    'the old password is gone',
  ).toBe(401);
});

test("signup: ten concurrent signups with one email → one 200, nine 400 'Email already exists.', one account", async () => {
  const input = signupInput({}, 'racesignup');
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      call(inst.api, 'POST', '/api/GWSUsers', { data: { ...input, password: `Signup-Passw0rd-${i}` } }),
    ),
  );
  expect(tally(answers.map((r) => r.status())), 'one signup wins').toEqual({ 200: 1, 400: RACERS - 1 });
  for (const res of answers) {
    if (res.status() !== 400) continue;
    const body = await check(res, 400, 'losing signup');
    expect(body.error.message).toBe('Email already exists.');
  }
  const admin = await login(inst.api, inst.cms.admin.email, inst.cms.admin.password);
  const users = await check(await call(inst.api, 'GET', '/api/GWSUsers', { token: admin.token }), 200, 'users list');
  expect(
    users.filter((u: any) => u.email === input.email),
    'one row for the email',
  ).toHaveLength(1);
});

test('payment: ten concurrent POST /api/Orders for one paid order → the same answer, one paid transition, one subscription', async () => {
  const acct = await newBuyer(inst.api, 'racepay');
  const [plan] = await getPlans(inst.api);
  const cms = await cmsPanel();
  // The order as the checkout creates it (orders are read-only in the panel), paid at the fake Razorpay.
  const { order_id: orderId } = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  const paid = razorpay.pay(orderId);
  const paymentId = paid.razorpay_payment_id;
  const payment = { ...paid, gWSUserId: acct.id };

  const answers = await Promise.all(
    Array.from({ length: RACERS }, () => call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: payment })),
  );
  const bodies = await Promise.all(answers.map((r, i) => check(r, 200, `order call ${i}`)));
  for (const body of bodies) expect(body, 'every call answers the same').toEqual(bodies[0]);
  expect(bodies[0].razorpay_id).toBe(paymentId);

  const me = await check(
    await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, {
      token: acct.token,
      query: { filter: JSON.stringify({ include: 'subscription' }) },
    }),
    200,
    'my record',
  );
  expect(me.subscription?.type, 'the plan paid for').toBe(plan.id);
  const subs = await cms.get(
    `/content-manager/collection-types/api::subscription.subscription?page=1&pageSize=100&filters[user][id][$eq]=${acct.id}`,
  );
  expect((await subs.json()).results, 'one subscription for the user').toHaveLength(1);
  const orders = await (
    await cms.get(`/content-manager/collection-types/api::order.order?page=1&pageSize=10&filters[razorpay_order_id][$eq]=${orderId}`)
  ).json();
  // (The panel shows Strapi's own draft/publish `status` in place of the order's field of that name.)
  expect(
    orders.results.map((o: any) => o.razorpay_payment_id),
    'one order, with the payment recorded',
  ).toEqual([paymentId]);
  // The subscription was written once: it has never been updated after its creation.
  const sub = (await subs.json()).results[0];
  expect(sub.updatedAt, 'the subscription was written once').toBe(sub.createdAt);
  await cms.dispose();
});

test('token cache: authenticated calls racing with a logout never bring the token back', async () => {
  for (let round = 0; round < 5; round++) {
    const acct = await newAccount(inst.api, `racelogout${round}`);
    const path = `/api/GWSUsers/${acct.id}`;
    // Calls in flight on both sides of the revocation: some resolve the token before it, some after.
    const before = Array.from({ length: 20 }, () => call(inst.api, 'GET', path, { token: acct.token }));
    const logout = call(inst.api, 'POST', '/api/GWSUsers/logout', { token: acct.token });
    const after = Array.from({ length: 20 }, () => call(inst.api, 'GET', path, { token: acct.token }));
    expect((await logout).status(), 'logout').toBe(204);
    for (const res of await Promise.all([...before, ...after]))
      expect([200, 401], 'in-flight calls answer 200 or 401').toContain(res.status());
    for (let i = 0; i < 10; i++) expect(await tokenStatus(inst.api, acct.token, acct.id), `call ${i} after the logout settled`).toBe(401);
  }
});

test('unique email index: made by the migration on an existing database as well as on a fresh one', async () => {
  test.setTimeout(180_000);
  const INDEX_NAME = 'up_users_email_unique';
  const indexQuery = inst.cms.databaseUrl
    ? `SELECT indexname FROM pg_indexes WHERE indexname = '${INDEX_NAME}'`
    : `SELECT name FROM sqlite_master WHERE type = 'index' AND name = '${INDEX_NAME}'`;
  const migrationQuery = "SELECT name FROM strapi_migrations WHERE name LIKE '%unique-user-email%'";
  expect(sql(indexQuery), 'the fresh database has the index').toContain(INDEX_NAME);
  expect(sql(migrationQuery), 'and the migration is recorded').toContain('unique-user-email');
  // An existing database from before the migration: no index, migration not recorded.
  sql(`DROP INDEX ${INDEX_NAME}`);
  sql("DELETE FROM strapi_migrations WHERE name LIKE '%unique-user-email%'");
  expect(sql(indexQuery)).not.toContain(INDEX_NAME);
  await inst.cms.restart();
  expect(sql(migrationQuery), 'the migration ran at the next start').toContain('unique-user-email');
  expect(sql(indexQuery), 'and the index is back').toContain(INDEX_NAME);
});

const sql = (statement: string) => sqlOn(inst.cms, statement);

/** The CMS panel's admin API, signed in as the seeded editor. */
async function cmsPanel(): Promise<APIRequestContext> {
  const anon = await pwRequest.newContext({ baseURL: inst.cms.url });
  const res = await anon.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  const token = (await res.json()).data?.token;
  await anon.dispose();
  expect(typeof token, 'editor signs in to the CMS panel').toBe('string');
  return pwRequest.newContext({ baseURL: inst.cms.url, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}
