/**
 * Cancel and refund: an administrator's quote of the refund the terms give (unused whole
 * months of each paid period, pro rata), the cancellation that issues it through Razorpay's refunds
 * API once and ends the subscription, a user's orders, and orders read-only in the CMS panel.
 * Razorpay is the loopback fake of its REST API. Runs on SQLite and, through the runner, PostgreSQL.
 */
import { expect, request as pwRequest } from '@playwright/test';
import { PAYMENT_MESSAGES, REFUND_MESSAGES } from 'contracts';
import { addCalendarMonths, todayInFirm } from 'cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import { ON_POSTGRES } from '../lib/suites';
import {
  Instance,
  Account,
  call,
  check,
  editorHeaders,
  getPlans,
  isoDay,
  newBuyer,
  sqlOn,
  userStock,
  Plan,
  SUITE_MODE,
  paymentsSuite,
  test,
  usersListFor,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let admin: Account;
let growth: Plan;
/** The 24-month plan's yearly instalment, in paise. */
const INSTALMENT = 40000_00;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

paymentsSuite((suite) => ({ fake, inst, admin, growth } = suite));

interface PaidOrder {
  id: number;
  paymentId: string;
}

/** The account's subscription made due tomorrow, so a checkout now is its next instalment (inside the payment window). */
const nextInstalmentDue = (acct: Account) =>
  sql(
    `UPDATE subscriptions SET paid_through = '${isoDay(1)}' WHERE id IN (SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${acct.id})`,
  );

/**
 * A paid order of the Growth plan whose period is [start, end): paid through checkout and the fake,
 * then given that period (and the subscription paid through its end). A second one is the plan's
 * next instalment, hence due tomorrow first.
 */
async function paidOrder(
  acct: Account,
  start: string,
  end: string,
  plan: Plan = growth,
): Promise<PaidOrder & { paid: Record<string, string> }> {
  nextInstalmentDue(acct);
  const { order_id } = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  const paid = fake.pay(order_id);
  await check(await call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: paid }), 200, 'payment');
  const id = Number(sql(`SELECT id FROM orders WHERE razorpay_order_id = '${order_id}'`));
  sql(`UPDATE orders SET period_start = '${start}', period_end = '${end}' WHERE id = ${id}`);
  sql(
    `UPDATE subscriptions SET paid_through = '${end}' WHERE id IN (SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${acct.id})`,
  );
  return { id, paymentId: paid.razorpay_payment_id, paid };
}

const today = () => todayInFirm();
/** A year's period that began 75 days ago: between 2 and 3 months are begun, so 9 whole months are unused. */
const midPeriod = () => ({ start: isoDay(-75), end: addCalendarMonths(isoDay(-75), 12) });

const quote = (userId: number, token = admin.token) =>
  call(inst.api, 'GET', '/api/Subscriptions/cancellation', { token, query: { gWSUserId: String(userId) } });
const cancel = (data: Record<string, unknown>, token = admin.token) => call(inst.api, 'POST', '/api/Subscriptions/cancel', { token, data });
const ordersOf = (userId: number, token = admin.token) =>
  call(inst.api, 'GET', '/api/Orders', { token, query: { gWSUserId: String(userId) } });
const orderRow = (id: number) =>
  sql(`SELECT payment_status, refund_amount, razorpay_refund_id, refunded_at IS NOT NULL FROM orders WHERE id = ${id}`).split('|');
const cancelledAt = (userId: number) =>
  sql(`SELECT s.cancelled_at FROM subscriptions s JOIN subscriptions_user_lnk l ON l.subscription_id = s.id WHERE l.user_id = ${userId}`);
const refundsOf = (paymentId: string) => fake.refunds.filter((r) => r.payment_id === paymentId);
const sqlTrue = () => (inst.cms.databaseUrl ? 't' : '1');

test.describe('the quote', () => {
  test('mid-period: the unused whole months of the year, pro rata', async () => {
    const acct = await newBuyer(inst.api, 'quotemid');
    const { start, end } = midPeriod();
    const order = await paidOrder(acct, start, end);
    const body = await check(await quote(acct.id), 200, 'quote');
    expect(body).toMatchObject({
      gWSUserId: acct.id,
      cancelledOn: today(),
      subscription: { plan: growth.name, paidThrough: expect.any(String) },
      orders: [
        { orderId: order.id, plan: growth.name, amount: INSTALMENT, paymentId: order.paymentId, periodStart: start, periodEnd: end },
      ],
    });
    expect(body.orders[0]).toMatchObject({ unusedMonths: 9, periodMonths: 12, refund: 30000_00 });
    expect(body.total).toBe(30000_00);
  });

  test('before its period starts (a future instalment): in full; after it ended: nothing; two orders: the sum', async () => {
    const future = await newBuyer(inst.api, 'quotefuture');
    const start = isoDay(30);
    await paidOrder(future, start, addCalendarMonths(start, 12));
    expect(await check(await quote(future.id), 200, 'future')).toMatchObject({
      orders: [{ unusedMonths: 12, periodMonths: 12, refund: INSTALMENT }],
      total: INSTALMENT,
    });

    const over = await newBuyer(inst.api, 'quoteover');
    await paidOrder(over, addCalendarMonths(today(), -13), addCalendarMonths(today(), -1));
    expect(await check(await quote(over.id), 200, 'over')).toMatchObject({ orders: [{ unusedMonths: 0, refund: 0 }], total: 0 });

    const two = await newBuyer(inst.api, 'quotetwo');
    const mid = midPeriod();
    const first = await paidOrder(two, mid.start, mid.end);
    const second = await paidOrder(two, mid.end, addCalendarMonths(mid.end, 12));
    const body = await check(await quote(two.id), 200, 'two orders');
    const byId = Object.fromEntries(body.orders.map((o: { orderId: number }) => [o.orderId, o]));
    expect(body.orders).toHaveLength(2);
    expect(byId[first.id]).toMatchObject({ unusedMonths: 9, refund: 30000_00 });
    expect(byId[second.id]).toMatchObject({ unusedMonths: 12, refund: INSTALMENT });
    expect(body.total).toBe(30000_00 + INSTALMENT);
  });

  test('unknown user, no subscription, bad ids: clear 4xx', async () => {
    const free = await newBuyer(inst.api, 'quotefree');
    expect((await check(await quote(free.id), 404, 'no subscription')).error.message).toBe(REFUND_MESSAGES.noSubscription);
    expect((await check(await quote(2147480000), 404, 'unknown user')).error.message).toBe('User not found.');
    await check(await call(inst.api, 'GET', '/api/Subscriptions/cancellation', { token: admin.token }), 400, 'no gWSUserId');
    await check(await call(inst.api, 'GET', '/api/Orders', { token: admin.token, query: { gWSUserId: 'x' } }), 400, 'bad gWSUserId');
    for (const data of [
      {},
      { gWSUserId: free.id },
      { gWSUserId: free.id, expectedRefund: -1 },
      { gWSUserId: free.id, expectedRefund: 1.5 },
      { gWSUserId: free.id, expectedRefund: 'all' },
    ]) {
      await check(await cancel(data), 400, JSON.stringify(data));
    }
  });
});

test('only administrators: a subscriber is refused 403, even for themselves; anonymous 401', async () => {
  const acct = await newBuyer(inst.api, 'notadmin');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  await check(await quote(acct.id, acct.token), 403, 'quote');
  await check(await cancel({ gWSUserId: acct.id, expectedRefund: 30000_00 }, acct.token), 403, 'cancel');
  await check(await ordersOf(acct.id, acct.token), 403, 'orders');
  await check(await call(inst.api, 'GET', '/api/Orders', { query: { gWSUserId: String(acct.id) } }), 401, 'anonymous');
  expect(orderRow(order.id)[0]).toBe('paid');
  expect(refundsOf(order.paymentId)).toHaveLength(0);
});

test('a stale expectedRefund is refused 409 and changes nothing', async () => {
  const acct = await newBuyer(inst.api, 'stale');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  for (const expectedRefund of [INSTALMENT, 30000_00 - 1, 0]) {
    const body = await check(await cancel({ gWSUserId: acct.id, expectedRefund }), 409, `expected ${expectedRefund}`);
    expect(body.error.message).toBe(REFUND_MESSAGES.staleQuote);
  }
  expect(orderRow(order.id)[0]).toBe('paid');
  expect(cancelledAt(acct.id)).toBe('');
  expect(refundsOf(order.paymentId)).toHaveLength(0);
  expect((await userStock(inst.api, acct.token, acct.id)).noActiveSubscription).toBe(false);
});

test('concurrent cancels: one refund reaches Razorpay, for the right amount; both are recorded and the subscriber has nothing', async () => {
  const acct = await newBuyer(inst.api, 'cancel');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  const before = fake.requests.length;
  const answers = await Promise.all(Array.from({ length: 4 }, () => cancel({ gWSUserId: acct.id, expectedRefund: 30000_00 })));
  const statuses = answers.map((r) => r.status()).sort();
  expect(statuses).toEqual([200, 409, 409, 409]);
  const done = await answers.find((r) => r.status() === 200)!.json();
  const refunds = refundsOf(order.paymentId);
  expect(refunds, 'one refund').toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: 30000_00, receipt: `cancel-order-${order.id}` });
  expect(fake.requests.slice(before).filter((r) => r === `POST /v1/payments/${order.paymentId}/refund`)).toHaveLength(1);
  expect(done).toMatchObject({
    gWSUserId: acct.id,
    total: 30000_00,
    refunds: [{ orderId: order.id, refund: 30000_00, refundId: refunds[0].id }],
  });
  // Part of its amount went back (9 of 12 months): partly refunded, the rest kept.
  expect(orderRow(order.id)).toEqual(['partially_refunded', '3000000', refunds[0].id, sqlTrue()]);
  expect(cancelledAt(acct.id)).not.toBe('');

  // The subscriber: no stocks, no active subscription, no plan.
  const stock = await userStock(inst.api, acct.token, acct.id);
  expect(stock).toEqual({
    noActiveSubscription: true,
    stocks: [],
    plan: null,
    paidThrough: null,
    nextInstalment: null,
    // What is new since the last visit: nothing.
    newCount: 0,
    lastSeenAt: null,
    asOf: expect.any(String),
  });
  // The users list's view of the subscription says it was cancelled.
  const viewed = await check(
    await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, {
      token: admin.token,
      query: { filter: JSON.stringify({ include: 'subscription' }) },
    }),
    200,
    'user with subscription',
  );
  expect(Date.parse(viewed.subscription.cancelledAt)).toBeGreaterThan(Date.now() - 120_000);
  const listed = await usersListFor(inst, admin.token, acct.email);
  expect(listed[0].subscription.cancelledAt).toBe(viewed.subscription.cancelledAt);
  // And there is nothing left to cancel.
  expect((await check(await quote(acct.id), 409, 'after')).error.message).toBe(REFUND_MESSAGES.alreadyCancelled);

  // The orders list shows the refund.
  const list = await check(await ordersOf(acct.id), 200, 'orders');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    id: order.id,
    plan: growth.name,
    status: 'partially_refunded',
    amount: INSTALMENT,
    paymentId: order.paymentId,
    refundAmount: 30000_00,
    refundId: refunds[0].id,
    periodStart: start,
    periodEnd: end,
  });
  expect(Date.parse(list[0].refundedAt)).toBeGreaterThan(Date.now() - 120_000);
});

test('concurrent cancels through two instances on one database: one refund reaches Razorpay', async () => {
  test.skip(
    !ON_POSTGRES,
    'two instances share a database on PostgreSQL only (SQLite is one process: its in-process lock is the test above)',
  );
  test.setTimeout(180_000);
  const other = await inst.cms.anotherInstance();
  const otherApi = await pwRequest.newContext({ baseURL: other.url });
  try {
    const acct = await newBuyer(inst.api, 'cancel2');
    const { start, end } = midPeriod();
    const order = await paidOrder(acct, start, end);
    const before = fake.requests.length;
    const data = { gWSUserId: acct.id, expectedRefund: 30000_00 };
    // A gateway that takes a second to answer: without the lock across instances, a second cancel
    // would quote and ask for its refund meanwhile (and be refused by Razorpay: a 502, not a 409).
    fake.refundDelayMs = 1000;
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(i % 2 ? otherApi : inst.api, 'POST', '/api/Subscriptions/cancel', { token: admin.token, data }),
      ),
    ).finally(() => (fake.refundDelayMs = 0));
    expect(answers.map((r) => r.status()).sort()).toEqual([200, 409, 409, 409]);
    expect(refundsOf(order.paymentId), 'one refund').toHaveLength(1);
    // One cancel's calls and no more: the other three waited for the lock and never reached the
    // gateway. (Without the lock the outcome is the same, thanks to the refund's receipt and the
    // conditional update, but each of them would have looked its refund up meanwhile.)
    expect(fake.requests.slice(before).filter((r) => r.includes(order.paymentId))).toEqual([
      `GET /v1/payments/${order.paymentId}/refunds`,
      `POST /v1/payments/${order.paymentId}/refund`,
    ]);
    expect(orderRow(order.id)[0]).toBe('partially_refunded');
  } finally {
    await otherApi.dispose();
    await other.stop();
  }
});

test('Razorpay unreachable or failing: 502, nothing recorded, the subscription runs; the retry refunds once', async () => {
  const acct = await newBuyer(inst.api, 'rzpdown');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  for (const outage of ['unreachable', 'error'] as const) {
    fake.outage = outage;
    try {
      const res = await cancel({ gWSUserId: acct.id, expectedRefund: 30000_00 });
      expect(res.status(), outage).toBe(502);
      expect((await res.json()).error.message).toMatch(/could not be reached/);
    } finally {
      fake.outage = null;
    }
    expect(orderRow(order.id)[0], outage).toBe('paid');
    expect(cancelledAt(acct.id), outage).toBe('');
    expect((await userStock(inst.api, acct.token, acct.id)).noActiveSubscription, outage).toBe(false);
  }
  await check(await cancel({ gWSUserId: acct.id, expectedRefund: 30000_00 }), 200, 'retry');
  expect(refundsOf(order.paymentId)).toHaveLength(1);
});

test('a refund Razorpay made whose answer was lost (timeout) is found by its receipt, not made twice', async () => {
  const acct = await newBuyer(inst.api, 'lost');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  // Razorpay refunded, but the CMS never heard back: the refund exists with the order's receipt.
  const auth = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`;
  const made = await (
    await fetch(`${fake.url}/v1/payments/${order.paymentId}/refund`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 30000_00, receipt: `cancel-order-${order.id}` }),
    })
  ).json();
  const body = await check(await cancel({ gWSUserId: acct.id, expectedRefund: 30000_00 }), 200, 'cancel');
  expect(refundsOf(order.paymentId)).toHaveLength(1);
  expect(body.refunds[0].refundId).toBe(made.id);
  expect(orderRow(order.id)[2]).toBe(made.id);
});

test('a period used up: no call to Razorpay, the zero refund still recorded; a subscription set by an administrator cancels too', async () => {
  const acct = await newBuyer(inst.api, 'zero');
  const order = await paidOrder(acct, addCalendarMonths(today(), -13), addCalendarMonths(today(), -1));
  const before = fake.requests.length;
  expect(await check(await cancel({ gWSUserId: acct.id, expectedRefund: 0 }), 200, 'cancel')).toMatchObject({
    total: 0,
    refunds: [{ orderId: order.id, refund: 0, refundId: null }],
  });
  expect(fake.requests.slice(before).filter((r) => r.includes('/refund'))).toEqual([]);
  // Nothing went back: the order stays paid, its refund recorded as 0.
  expect(orderRow(order.id)).toEqual(['paid', '0', '', sqlTrue()]);

  const gift = await newBuyer(inst.api, 'gift');
  await check(
    await call(inst.api, 'POST', '/api/Subscriptions/replaceOrCreate', {
      token: admin.token,
      data: { type: growth.id, date: today(), gWSUserId: gift.id },
    }),
    200,
    'set by an administrator',
  );
  expect(await check(await quote(gift.id), 200, 'quote')).toMatchObject({ orders: [], total: 0 });
  await check(await cancel({ gWSUserId: gift.id, expectedRefund: 0 }), 200, 'cancel');
  expect((await userStock(inst.api, gift.token, gift.id)).noActiveSubscription).toBe(true);
});

test('the fee cap counts what cancellations kept: nothing refunded or part refunded still counts; a replayed payment of a settled order changes nothing', async () => {
  const acct = await newBuyer(inst.api, 'kept');
  const plans = await getPlans(inst.api);
  const plan = (months: number) => plans.find((p) => p.months === months)!;
  const settle = async () => {
    const q = await check(await quote(acct.id), 200, 'quote');
    await check(await cancel({ gWSUserId: acct.id, expectedRefund: q.total }), 200, 'cancel');
  };
  const usedUp = [addCalendarMonths(today(), -13), addCalendarMonths(today(), -1)] as const;
  // ₹40,000 and ₹50,000 paid this financial year, their periods used up: cancelled with nothing refunded.
  const growthOrder = await paidOrder(acct, ...usedUp, plan(24));
  await settle();
  const wealthOrder = await paidOrder(acct, ...usedUp, plan(36));
  await settle();
  // ₹45,000, 9 of its 12 months unused: ₹33,750 refunded, ₹11,250 kept.
  const { start, end } = midPeriod();
  const starterOrder = await paidOrder(acct, start, end, plan(12));
  await settle();
  expect(orderRow(growthOrder.id).slice(0, 2)).toEqual(['paid', '0']);
  expect(orderRow(wealthOrder.id).slice(0, 2)).toEqual(['paid', '0']);
  expect(orderRow(starterOrder.id).slice(0, 2)).toEqual(['partially_refunded', '3375000']);

  // Kept this year: ₹1,01,250. Another ₹50,000 would pass ₹1,51,000; ₹40,000 would not.
  const checkout = (p: Plan) =>
    call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: p.id, acceptTerms: true } });
  expect((await check(await checkout(plan(36)), 422, 'past the cap')).error.message).toBe(PAYMENT_MESSAGES.feeCap);
  await check(await checkout(plan(24)), 200, 'within the cap');

  // The browser's call replayed for an order already settled: it is not paid again, and opens nothing.
  await call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: starterOrder.paid });
  expect(orderRow(starterOrder.id).slice(0, 2)).toEqual(['partially_refunded', '3375000']);
  expect((await userStock(inst.api, acct.token, acct.id)).noActiveSubscription).toBe(true);
});

test("a user's orders: every status, newest first", async () => {
  const acct = await newBuyer(inst.api, 'orders');
  const { start, end } = midPeriod();
  const paid = await paidOrder(acct, start, end);
  nextInstalmentDue(acct);
  const open = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'an unpaid checkout',
  );
  const list = await check(await ordersOf(acct.id), 200, 'orders');
  expect(list.map((o: { status: string }) => o.status)).toEqual(['created', 'paid']);
  expect(list[0]).toMatchObject({ orderId: open.order_id, paymentId: null, amount: INSTALMENT, plan: growth.name, refundAmount: null });
  expect(list[1]).toMatchObject({ id: paid.id, paymentId: paid.paymentId, periodStart: start, periodEnd: end });
  expect(await check(await ordersOf((await newBuyer(inst.api, 'noorders')).id), 200, 'none')).toEqual([]);
});

test('the CMS panel shows orders but refuses every write (403)', async () => {
  const acct = await newBuyer(inst.api, 'panel');
  const { start, end } = midPeriod();
  const order = await paidOrder(acct, start, end);
  const panel = await editorHeaders(inst);
  const base = '/content-manager/collection-types/api::order.order';
  const list = await check(await inst.api.get(`${base}?page=1&pageSize=100&sort=id:DESC`, { headers: panel }), 200, 'list');
  const row = list.results.find((o: { id: number }) => o.id === order.id);
  expect(row).toMatchObject({ amount: INSTALMENT, paymentStatus: 'paid' });
  const doc = `${base}/${row.documentId}`;
  const writes = [
    ['create', inst.api.post(base, { headers: panel, data: { amount: 100, plan: 'x' } })],
    ['edit', inst.api.put(doc, { headers: panel, data: { ...row, amount: 1 } })],
    ['delete', inst.api.delete(doc, { headers: panel })],
    ['clone', inst.api.post(`${base}/clone/${row.documentId}`, { headers: panel, data: { amount: 1 } })],
    ['bulk delete', inst.api.post(`${base}/actions/bulkDelete`, { headers: panel, data: { documentIds: [row.documentId] } })],
  ] as const;
  for (const [what, res] of writes) expect((await res).status(), what).toBe(403);
  expect(sql(`SELECT amount, payment_status FROM orders WHERE id = ${order.id}`)).toBe(`${INSTALMENT}|paid`);
  expect(sql("SELECT count(*) FROM orders WHERE plan = 'x'")).toBe('0');
});
