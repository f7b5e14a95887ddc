/**
 * Paying for a plan: POST /api/Orders/checkout creates the Razorpay order on the
 * server for one year's instalment, and POST /api/Orders records a payment only with Razorpay's
 * signature, for the caller's own order, plan and amount, once. Razorpay is a loopback fake of its
 * REST API (RAZORPAY_API_URL). Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import crypto from 'node:crypto';
import { expect } from '@playwright/test';
import { PAYMENT_MESSAGES } from 'contracts';
import { addCalendarMonths, todayInFirm } from 'cms';
import { startFakeRazorpay, type FakeRazorpay } from '../lib/fake-razorpay';
import {
  GENERAL_ENV,
  Instance,
  Account,
  bootInstance,
  call,
  check,
  editorHeaders,
  getPlans,
  newBuyer,
  sqlOn,
  stopInstance,
  userStock,
  Plan,
  SUITE_MODE,
  bootWithFakeRazorpay,
  demoInstance,
  test,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
const WEBHOOK_SECRET = 'webhook-test-secret';
let plans: Plan[];
let growth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const orderRow = (orderId: string) =>
  sql(
    `SELECT payment_status, amount, plan, terms_version, client_ip, terms_accepted_at IS NOT NULL, razorpay_payment_id FROM orders WHERE razorpay_order_id = '${orderId}'`,
  );
const subscriptionsOf = (userId: number) =>
  sql(
    `SELECT s.id, s.created_at = s.updated_at FROM subscriptions s JOIN subscriptions_user_lnk l ON l.subscription_id = s.id WHERE l.user_id = ${userId}`,
  );

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ fake, inst } = await bootWithFakeRazorpay({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }));
  plans = await getPlans(inst.api);
  growth = plans.find((p) => p.months === 24)!;
  expect(growth, 'the seeded 24-month plan').toBeTruthy();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
  await fake?.close();
});

async function checkout(acct: Account, plan: Plan = growth, extra: Record<string, unknown> = {}) {
  return check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true, ...extra } }),
    200,
    'checkout',
  );
}

const record = (acct: Account, data: Record<string, unknown>) => call(inst.api, 'POST', '/api/Orders', { token: acct.token, data });

test('checkout without accepting the terms is refused with a clear message, and creates nothing', async () => {
  const acct = await newBuyer(inst.api, 'noterms');
  const before = fake.orders.size;
  const refusals: [Record<string, unknown>, string][] = [
    [{ plan: growth.id }, PAYMENT_MESSAGES.acceptTerms],
    [{ plan: growth.id, acceptTerms: false }, PAYMENT_MESSAGES.acceptTerms],
    // Not a boolean at all: the API's type check for every boolean field answers first.
    [{ plan: growth.id, acceptTerms: 'yes' }, 'acceptTerms must be true or false.'],
  ];
  for (const [data, message] of refusals) {
    const body = await check(await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data }), 400, JSON.stringify(data));
    expect(body.error.message).toBe(message);
  }
  expect(fake.orders.size, 'no Razorpay order').toBe(before);
  expect(sql(`SELECT count(*) FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ${acct.id}`)).toBe('0');
});

test('checkout of an unknown plan → 404; signed out → 401', async () => {
  const acct = await newBuyer(inst.api, 'noplan');
  await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: 'nosuchplan', acceptTerms: true } }),
    404,
    'unknown plan',
  );
  await check(await call(inst.api, 'POST', '/api/Orders/checkout', { data: { plan: growth.id, acceptTerms: true } }), 401, 'anonymous');
});

test("checkout charges one year's instalment in paise, whatever amount the client sends, and keeps the accepted terms with the order", async () => {
  const acct = await newBuyer(inst.api, 'checkout');
  const expected: Record<number, number> = { 12: 45000_00, 24: 40000_00, 36: 50000_00 };
  for (const plan of plans) {
    const body = await call(inst.api, 'POST', '/api/Orders/checkout', {
      token: acct.token,
      data: { plan: plan.id, acceptTerms: true, amount: 100 },
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    }).then((r) => check(r, 200, `checkout ${plan.name}`));
    expect(body).toMatchObject({
      amount: expected[plan.months],
      currency: 'INR',
      key: fake.keyId,
      demo: false,
      plan: { id: plan.id, name: plan.name },
    });
    expect(fake.orders.get(body.order_id)?.amount, 'the Razorpay order is for the same amount').toBe(expected[plan.months]);
    const [status, amount, name, terms, ip, acceptedAt] = orderRow(body.order_id).split('|');
    expect([status, Number(amount), name, ip, acceptedAt]).toEqual(['created', expected[plan.months], plan.name, '203.0.113.7', sqlTrue()]);
    expect(terms).toMatch(/^terms-and-conditions@\d{4}-\d\d-\d\dT/);
  }
});

/** How the database's client prints a true boolean expression. */
const sqlTrue = () => (inst.cms.databaseUrl ? 't' : '1');

test('a forged signature records nothing', async () => {
  const acct = await newBuyer(inst.api, 'forged');
  const { order_id } = await checkout(acct);
  const paid = fake.pay(order_id);
  for (const signature of [
    crypto.randomBytes(32).toString('hex'),
    crypto.createHmac('sha256', 'not-the-secret').update(`${order_id}|${paid.razorpay_payment_id}`).digest('hex'),
  ]) {
    const body = await check(await record(acct, { ...paid, razorpay_signature: signature }), 400, 'forged');
    expect(body.error.message).toBe('Payment could not be verified.');
  }
  expect(orderRow(order_id).split('|')[0]).toBe('created');
  expect((await userStock(inst.api, acct.token, acct.id)).noActiveSubscription).toBe(true);
});

test("someone else's payment, or an order of another user, does not pay for me", async () => {
  const owner = await newBuyer(inst.api, 'owner');
  const thief = await newBuyer(inst.api, 'thief');
  const { order_id } = await checkout(owner);
  const paid = fake.pay(order_id);
  await check(await record(thief, paid), 400, "the owner's payment, sent by another user");
  await check(await record(thief, { ...paid, gWSUserId: owner.id }), [400, 403], 'on behalf of the owner');
  expect(subscriptionsOf(thief.id)).toBe('');
  expect(orderRow(order_id).split('|')[0], 'the order is still open for its owner').toBe('created');
  // The thief's own order cannot be paid with the owner's payment either: the signature binds order and payment.
  const own = await checkout(thief);
  await check(await record(thief, { ...paid, razorpay_order_id: own.order_id }), 400, 'payment moved to another order');
  // And the owner's payment is still good for the owner.
  await check(await record(owner, paid), 200, 'owner');
});

test('amount and plan tampering: the app’s fields must be the order’s, and Razorpay’s payment must be for the full amount', async () => {
  const acct = await newBuyer(inst.api, 'tamper');
  const { order_id, amount } = await checkout(acct);
  const paid = fake.pay(order_id);
  const tampered: [string, Record<string, unknown>, string][] = [
    ['a smaller amount', { amount: amount - 100 }, 'The amount does not match the order.'],
    ['the amount in rupees', { amount: amount / 100 }, 'The amount does not match the order.'],
    ['another plan', { plan: plans.find((p) => p.months === 12)!.name }, 'The plan does not match the order.'],
  ];
  for (const [what, extra, message] of tampered) {
    const body = await check(await record(acct, { ...paid, ...extra }), 400, what);
    expect(body.error.message, what).toBe(message);
  }
  expect(orderRow(order_id).split('|')[0]).toBe('created');
  // A payment Razorpay took for less than the order (signed as Razorpay would): not a payment of the order.
  const short = await checkout(acct);
  const underpaid = fake.pay(short.order_id, short.amount - 100);
  await check(await record(acct, underpaid), 400, 'underpaid');
  expect(orderRow(short.order_id).split('|')[0]).toBe('created');
  expect(subscriptionsOf(acct.id)).toBe('');
});

test('a verified payment records the order and starts the plan; a replay changes nothing', async () => {
  const acct = await newBuyer(inst.api, 'payer');
  const { order_id, amount } = await checkout(acct);
  const paid = fake.pay(order_id);
  const spec = { amount, razorpay_id: paid.razorpay_payment_id, plan: growth.name, gWSUserId: acct.id };
  const first = await check(await record(acct, { ...spec, ...paid }), 200, 'record');
  expect(first).toMatchObject({ amount, razorpay_id: paid.razorpay_payment_id, plan: growth.name, gWSUserId: acct.id });
  const [status, , , , , , paymentId] = orderRow(order_id).split('|');
  expect([status, paymentId]).toEqual(['paid', paid.razorpay_payment_id]);
  // The first instalment of the 24-month plan covers its first year, and the subscription is paid through it.
  const yearOn = addCalendarMonths(todayInFirm(), 12);
  expect(sql(`SELECT period_start, period_end FROM orders WHERE razorpay_order_id = '${order_id}'`)).toBe(`${todayInFirm()}|${yearOn}`);
  expect(
    sql(
      `SELECT s.paid_through FROM subscriptions s JOIN subscriptions_user_lnk l ON l.subscription_id = s.id WHERE l.user_id = ${acct.id}`,
    ),
  ).toBe(yearOn);
  const stock = await userStock(inst.api, acct.token, acct.id);
  expect(stock.noActiveSubscription).toBe(false);
  expect(stock.plan?.id).toBe(growth.id);
  const subs = subscriptionsOf(acct.id);
  expect(subs.split('\n'), 'one subscription').toHaveLength(1);

  for (let i = 0; i < 3; i++) expect(await check(await record(acct, { ...spec, ...paid }), 200, `replay ${i}`)).toEqual(first);
  expect(subscriptionsOf(acct.id), 'the subscription was written once').toBe(subs);
  expect(subs.endsWith(`|${sqlTrue()}`), 'never updated after its creation').toBe(true);
  // Another payment on an order that is already paid is not recorded over the first.
  const second = fake.pay(order_id);
  await check(await record(acct, second), 409, 'a second payment of a paid order');
  expect(orderRow(order_id).split('|')[6]).toBe(paid.razorpay_payment_id);
});

test('a payment Razorpay only authorized starts the plan once captured: POST /api/Orders captures it in full first; Razorpay down → 502, nothing recorded', async () => {
  const acct = await newBuyer(inst.api, 'authorized');
  const { order_id, amount } = await checkout(acct);
  const authorized = fake.authorize(order_id);
  const paymentId = authorized.razorpay_payment_id;
  const captures = () => fake.requests.filter((r) => r === `POST /v1/payments/${paymentId}/capture`).length;

  fake.outage = 'error';
  try {
    // Not bad input but a provider outage: a 502, not a crash.
    expect((await record(acct, authorized)).status(), 'Razorpay down').toBe(502);
  } finally {
    fake.outage = null;
  }
  expect(orderRow(order_id).split('|')[0], 'not paid while only authorized').toBe('created');
  expect(subscriptionsOf(acct.id)).toBe('');
  expect(fake.payments.get(paymentId)?.status).toBe('authorized');

  await check(await record(acct, authorized), 200, 'record');
  expect(captures(), 'captured once').toBe(1);
  expect(fake.payments.get(paymentId)).toMatchObject({ status: 'captured', captured: true, amount, currency: 'INR' });
  expect(orderRow(order_id).split('|')[0]).toBe('paid');
  expect((await userStock(inst.api, acct.token, acct.id)).plan?.id).toBe(growth.id);
  // A replay neither captures again nor records again.
  await check(await record(acct, authorized), 200, 'replay');
  expect(captures()).toBe(1);
});

test('concurrent double submit (two tabs, ten calls at once): one paid transition, one subscription, the same answer', async () => {
  const acct = await newBuyer(inst.api, 'double');
  const { order_id } = await checkout(acct);
  const paid = fake.pay(order_id);
  const answers = await Promise.all(Array.from({ length: 10 }, () => record(acct, paid)));
  const bodies = await Promise.all(answers.map((r, i) => check(r, 200, `call ${i}`)));
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  const subs = subscriptionsOf(acct.id).split('\n');
  expect(subs, 'one subscription').toHaveLength(1);
  expect(subs[0].endsWith(`|${sqlTrue()}`), 'written once').toBe(true);
});

/** Razorpay's webhook delivery of a payment (raw body signed with the webhook secret, as Razorpay does). */
function delivery(
  event: string,
  payment: { razorpay_order_id: string; razorpay_payment_id: string },
  amount: number,
  secret = WEBHOOK_SECRET,
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: payment.razorpay_order_id, amount, status: 'captured' } } },
  });
  return {
    raw,
    headers: {
      'X-Razorpay-Signature': crypto.createHmac('sha256', secret).update(raw).digest('hex'),
      'X-Razorpay-Event-Id': `evt_${crypto.randomBytes(7).toString('hex')}`,
    },
  };
}
const deliver = (d: ReturnType<typeof delivery>) => call(inst.api, 'POST', '/api/Orders/webhook', { raw: d.raw, headers: d.headers });

test.describe('webhook', () => {
  test('a bad or missing signature is refused and records nothing', async () => {
    const acct = await newBuyer(inst.api, 'hookbad');
    const { order_id, amount } = await checkout(acct);
    const paid = fake.pay(order_id);
    const forged = delivery('payment.captured', paid, amount, 'not-the-webhook-secret');
    await check(await deliver(forged), 401, 'forged');
    const good = delivery('payment.captured', paid, amount);
    await check(
      await call(inst.api, 'POST', '/api/Orders/webhook', { raw: good.raw, headers: { 'X-Razorpay-Event-Id': 'evt_x' } }),
      401,
      'unsigned',
    );
    // The signature covers the exact bytes: the same JSON with another amount is not what was signed.
    await check(await deliver({ ...good, raw: good.raw.replace(`"amount":${amount}`, `"amount":${amount + 1}`) }), 401, 'altered body');
    expect(orderRow(order_id).split('|')[0]).toBe('created');
    expect(subscriptionsOf(acct.id)).toBe('');
  });

  test("a good one records the payment whose browser closed; a redelivery and the browser's late call change nothing", async () => {
    const acct = await newBuyer(inst.api, 'hookgood');
    const { order_id, amount } = await checkout(acct);
    const paid = fake.pay(order_id);
    const d = delivery('payment.captured', paid, amount);
    expect(await check(await deliver(d), 200, 'delivery')).toEqual({ status: 'recorded' });
    expect(orderRow(order_id).split('|')[0]).toBe('paid');
    expect((await userStock(inst.api, acct.token, acct.id)).plan?.id).toBe(growth.id);
    const subs = subscriptionsOf(acct.id);
    expect(subs.split('\n')).toHaveLength(1);
    expect(await check(await deliver(d), 200, 'redelivery')).toEqual({ status: 'duplicate' });
    // order.paid for the same payment, another event id: recorded already, nothing changes.
    await check(await deliver(delivery('order.paid', paid, amount)), 200, 'order.paid');
    // The browser's call after the webhook: the same answer as if it had come first.
    expect(await check(await record(acct, paid), 200, 'browser after webhook')).toMatchObject({
      razorpay_id: paid.razorpay_payment_id,
      gWSUserId: acct.id,
    });
    expect(subscriptionsOf(acct.id), 'written once').toBe(subs);
    expect(subs.endsWith(`|${sqlTrue()}`)).toBe(true);
  });

  test('one event delivered several times at once is kept once, and pays once', async () => {
    const acct = await newBuyer(inst.api, 'hookrace');
    const { order_id, amount } = await checkout(acct);
    const d = delivery('payment.captured', fake.pay(order_id), amount);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(d)));
    for (const res of answers) await check(res, 200, 'racing delivery');
    expect(sql(`SELECT count(*) FROM razorpay_events WHERE event_id = '${d.headers['X-Razorpay-Event-Id']}'`)).toBe('1');
    expect(orderRow(order_id).split('|')[0]).toBe('paid');
    expect(subscriptionsOf(acct.id).split('\n')).toHaveLength(1);
  });

  test("after the browser's call, the webhook changes nothing; events for unknown orders or short amounts are ignored", async () => {
    const acct = await newBuyer(inst.api, 'hooklate');
    const { order_id, amount } = await checkout(acct);
    const paid = fake.pay(order_id);
    await check(await record(acct, paid), 200, 'browser first');
    const subs = subscriptionsOf(acct.id);
    await check(await deliver(delivery('payment.captured', paid, amount)), 200, 'webhook after');
    expect(subscriptionsOf(acct.id)).toBe(subs);
    // An order of another client (this one's plan runs, its next instalment is not due).
    const other = await checkout(await newBuyer(inst.api, 'hooklate2'));
    const short = fake.pay(other.order_id);
    expect(await check(await deliver(delivery('payment.captured', short, other.amount - 100)), 200, 'short')).toEqual({
      status: 'ignored',
    });
    expect(orderRow(other.order_id).split('|')[0]).toBe('created');
    const unknown = { razorpay_order_id: 'order_notours', razorpay_payment_id: 'pay_notours' };
    expect(await check(await deliver(delivery('payment.captured', unknown, 100)), 200, 'unknown')).toEqual({ status: 'ignored' });
  });
});

test("an editor's instalment amount: refused on save unless whole rupees up to the price; once published, checkout charges it", async () => {
  const panel = await editorHeaders(inst);
  const doc = `/content-manager/collection-types/api::plan.plan/${growth.id}`;
  const { data: plan } = await (await inst.api.get(doc, { headers: panel })).json();
  const save = (instalmentAmount: unknown) => inst.api.put(doc, { headers: panel, data: { ...plan, instalmentAmount } });
  for (const bad of [growth.price + 1, 0, -5]) {
    const res = await save(bad);
    expect(res.status(), `instalmentAmount ${bad}`).toBe(400);
  }
  expect((await (await save(growth.price + 1)).json()).error.message).toBe('Instalment amount cannot be more than the plan’s price.');
  const publish = () => inst.api.post(`${doc}/actions/publish`, { headers: panel, data: {} });
  try {
    await check(await save(42000), 200, 'a good instalment');
    await check(await publish(), 200, 'publish');
    const acct = await newBuyer(inst.api, 'instal');
    expect((await checkout(acct)).amount).toBe(42000_00);
    expect((await getPlans(inst.api)).find((p) => p.id === growth.id)?.instalment, 'the plans list shows it').toBe(42000_00);
  } finally {
    await check(await save(null), 200, 'back to price ÷ years');
    await check(await publish(), 200, 'publish');
  }
  const acct = await newBuyer(inst.api, 'instal2');
  expect((await checkout(acct)).amount).toBe(40000_00);
});

test('the order status column: an existing database with the old `status` column keeps its orders’ states', async () => {
  test.setTimeout(120_000);
  const acct = await newBuyer(inst.api, 'migrate');
  const { order_id } = await checkout(acct);
  await check(await record(acct, fake.pay(order_id)), 200, 'a paid order');
  // An open order (of another client: this one's plan runs, its next instalment is not due).
  await checkout(await newBuyer(inst.api, 'migrate2'));
  const migration = "SELECT count(*) FROM strapi_migrations WHERE name LIKE '%order-payment-status%'";
  const paidBefore = sql("SELECT count(*) FROM orders WHERE payment_status = 'paid'");
  const createdBefore = sql("SELECT count(*) FROM orders WHERE payment_status = 'created'");
  expect(Number(paidBefore), 'paid orders').toBeGreaterThan(0);
  // The database as it was before: the column named `status`, the migration not run.
  sql('ALTER TABLE orders RENAME COLUMN payment_status TO status');
  sql("DELETE FROM strapi_migrations WHERE name LIKE '%order-payment-status%'");
  await inst.cms.restart();
  expect(sql(migration)).toBe('1');
  expect(sql("SELECT count(*) FROM orders WHERE payment_status = 'paid'"), 'every paid order is still paid').toBe(paidBefore);
  expect(sql("SELECT count(*) FROM orders WHERE payment_status = 'created'"), 'every open order is still open').toBe(createdBefore);
  expect(orderRow(order_id).split('|')[0]).toBe('paid');
});

test('Razorpay unreachable: checkout answers 502 with a message, and stores no order', async () => {
  const acct = await newBuyer(inst.api, 'down');
  await fake.close();
  try {
    // Not bad input but a provider outage: a 502 with the one error shape, not a crash.
    const res = await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } });
    expect(res.status()).toBe(502);
    expect((await res.json()).error.message).toMatch(/could not be reached/);
    expect(sql(`SELECT count(*) FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ${acct.id}`)).toBe('0');
  } finally {
    fake = await startFakeRazorpay(fake.keyId, fake.keySecret);
  }
});

test.describe('without keys', () => {
  // Outside production: the worker's demo CMS (DEMO_ENV). In production without Razorpay's keys: a
  // CMS of its own (no file shares one that refuses every payment). The tests make their own
  // clients and orders.
  const demoCms = demoInstance();
  let demo: Instance;
  let off: Instance;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    demo = demoCms();
    off = await bootInstance({ ...GENERAL_ENV, NODE_ENV: 'production' });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopInstance(off);
  });

  test('in production: checkout says payments are not configured, and there is no demo checkout', async () => {
    const acct = await newBuyer(off.api, 'off');
    const [plan] = await getPlans(off.api);
    const body = await check(
      await call(off.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } }),
      400,
      'off',
    );
    expect(body.error.message).toBe(PAYMENT_MESSAGES.notConfigured);
    await check(await call(off.api, 'POST', '/api/Orders/demo-pay', { token: acct.token, data: { order_id: 'order_x' } }), 404, 'no demo');
    const hook = await check(
      await call(off.api, 'POST', '/api/Orders/webhook', { data: { event: 'payment.captured' } }),
      400,
      'no webhook secret',
    );
    expect(hook.error.message).toBe(PAYMENT_MESSAGES.notConfigured);
  });

  test('outside production: the demo checkout goes through the same verification, for its own orders only', async () => {
    const acct = await newBuyer(demo.api, 'demo');
    const other = await newBuyer(demo.api, 'demoother');
    const [plan] = await getPlans(demo.api);
    const order = await check(
      await call(demo.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } }),
      200,
      'demo checkout',
    );
    expect(order).toMatchObject({ key: 'demo', demo: true, currency: 'INR' });
    await check(
      await call(demo.api, 'POST', '/api/Orders/demo-pay', { token: other.token, data: { order_id: order.order_id } }),
      400,
      "another user's order",
    );
    const paid = await check(
      await call(demo.api, 'POST', '/api/Orders/demo-pay', { token: acct.token, data: { order_id: order.order_id } }),
      200,
      'demo pay',
    );
    await check(
      await call(demo.api, 'POST', '/api/Orders', {
        token: acct.token,
        data: { ...paid, razorpay_signature: crypto.randomBytes(32).toString('hex') },
      }),
      400,
      'forged',
    );
    await check(await call(demo.api, 'POST', '/api/Orders', { token: acct.token, data: paid }), 200, 'verified');
    expect((await userStock(demo.api, acct.token, acct.id)).plan?.id).toBe(plan.id);
  });
});
