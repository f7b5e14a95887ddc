/**
 * Fees as a research analyst may charge them: a multi-year plan is paid in yearly
 * instalments — the next one only inside its renewal window, extending the paid-through day by a
 * year from the old one, never past the plan's end — and no client pays more than ₹1,51,000 in a
 * financial year, at checkout and again when a payment is recorded (two orders made before either
 * is paid cannot both pass). Razorpay is the loopback fake; subscriptions are moved in time by
 * setting their rows directly. Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import { expect } from '@playwright/test';
import { PAYMENT_MESSAGES, longDay } from 'contracts';
import { addCalendarMonths, todayInFirm, instalmentPeriod, addDays, RENEWAL_WINDOW_DAYS } from 'cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import {
  Instance,
  Account,
  adminAccount,
  call,
  check,
  createStock,
  getPlans,
  isoDay,
  newBuyer,
  paymentsSuite,
  sqlOn,
  test,
  userStock,
  Plan,
  SUITE_MODE,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let starter: Plan;
let growth: Plan;
let wealth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const subscriptionOf = (userId: number) => `(SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${userId})`;
/** The client's subscription row: 'date|paid_through'. */
const subscriptionRow = (userId: number) => sql(`SELECT date, paid_through FROM subscriptions WHERE id = ${subscriptionOf(userId)}`);
/** Moves the client's subscription in time: started on `date`, paid through `paidThrough`. */
const setSubscription = (userId: number, date: string, paidThrough: string) =>
  sql(`UPDATE subscriptions SET date = '${date}', paid_through = '${paidThrough}' WHERE id = ${subscriptionOf(userId)}`);
/** An order's 'payment_status|period_start|period_end'. */
const orderRow = (orderId: string) =>
  sql(`SELECT payment_status, period_start, period_end FROM orders WHERE razorpay_order_id = '${orderId}'`);
const ordersOf = (userId: number) =>
  Number(sql(`SELECT count(*) FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ${userId}`));

// The payment suites' shared CMS (paymentsSuite): every test makes its own buyers and moves only
// their subscriptions and orders, and compares the fake's order count before and after one call.
paymentsSuite((suite) => ({ fake, inst } = suite));

test.beforeAll(async () => {
  const plans = await getPlans(inst.api);
  starter = plans.find((p) => p.months === 12)!;
  growth = plans.find((p) => p.months === 24)!;
  wealth = plans.find((p) => p.months === 36)!;
  expect([starter, growth, wealth].every(Boolean), 'the seeded 12-, 24- and 36-month plans').toBe(true);
});

const checkoutCall = (acct: Account, plan: Plan) =>
  call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } });
const checkout = async (acct: Account, plan: Plan) => check(await checkoutCall(acct, plan), 200, `checkout ${plan.name}`);
const record = (acct: Account, data: Record<string, unknown>) => call(inst.api, 'POST', '/api/Orders', { token: acct.token, data });

/** Checkout and pay: the order's Razorpay id. */
async function buy(acct: Account, plan: Plan): Promise<string> {
  const { order_id } = await checkout(acct, plan);
  await check(await record(acct, fake.pay(order_id)), 200, `pay ${plan.name}`);
  return order_id;
}

/** A refused checkout: its status and message, and no order made with Razorpay or stored. */
async function refused(acct: Account, plan: Plan, status: number, message: string) {
  const before = { fake: fake.orders.size, stored: ordersOf(acct.id) };
  const body = await check(await checkoutCall(acct, plan), status, `checkout ${plan.name} refused`);
  expect(body.error.message).toBe(message);
  expect({ fake: fake.orders.size, stored: ordersOf(acct.id) }, 'no order').toEqual(before);
}

test('the next instalment is payable only inside its window; paying it extends paidThrough a year from the old day; then paid in full', async () => {
  const acct = await newBuyer(inst.api, 'renew');
  await buy(acct, growth);
  const yearOn = addCalendarMonths(todayInFirm(), 12);
  const payableFrom = addDays(yearOn, -RENEWAL_WINDOW_DAYS);
  await refused(acct, growth, 409, PAYMENT_MESSAGES.notYetDue(payableFrom));
  expect(PAYMENT_MESSAGES.notYetDue(payableFrom)).toContain(longDay(payableFrom));
  const stock = await userStock(inst.api, acct.token, acct.id);
  expect(stock).toMatchObject({
    noActiveSubscription: false,
    paidThrough: yearOn,
    nextInstalment: { date: yearOn, amount: 40000_00, payableFrom, payable: false },
  });

  // A year on: the next instalment falls due in 10 days, inside its window.
  const due = isoDay(10);
  const start = addCalendarMonths(due, -12);
  setSubscription(acct.id, start, due);
  const next = await checkout(acct, growth);
  expect(next.amount, "the plan's instalment").toBe(40000_00);
  const period = instalmentPeriod(start, 24, due);
  expect(orderRow(next.order_id), 'the order is for the next period').toBe(`created|${period.start}|${period.end}`);
  // Paid early: it covers from the old paid-through day, so nothing is lost.
  await check(await record(acct, fake.pay(next.order_id)), 200, 'pay the next instalment');
  expect(orderRow(next.order_id)).toBe(`paid|${due}|${period.end}`);
  expect(subscriptionRow(acct.id), 'the plan keeps its start; paid through one more year').toBe(`${start}|${period.end}`);
  expect(period.end).toBe(addCalendarMonths(due, 12));
  const after = await userStock(inst.api, acct.token, acct.id);
  expect(after).toMatchObject({ noActiveSubscription: false, paidThrough: period.end, nextInstalment: null });
  await refused(acct, growth, 409, PAYMENT_MESSAGES.paidInFull);
});

test("an instalment never covers past the plan's end", async () => {
  const acct = await newBuyer(inst.api, 'planend');
  await buy(acct, growth);
  // Paid through a day six months before the plan ends: the next instalment covers those six months only.
  const due = isoDay(5);
  const start = addCalendarMonths(due, -18);
  const planEnd = addCalendarMonths(start, 24);
  setSubscription(acct.id, start, due);
  const { order_id } = await checkout(acct, growth);
  await check(await record(acct, fake.pay(order_id)), 200, 'pay');
  expect(orderRow(order_id)).toBe(`paid|${due}|${planEnd}`);
  expect(subscriptionRow(acct.id)).toBe(`${start}|${planEnd}`);
  await refused(acct, growth, 409, PAYMENT_MESSAGES.paidInFull);
});

test('another plan while a paid one runs is refused', async () => {
  const acct = await newBuyer(inst.api, 'other');
  await buy(acct, growth);
  await refused(acct, wealth, 409, PAYMENT_MESSAGES.otherPlan);
  await refused(acct, starter, 409, PAYMENT_MESSAGES.otherPlan);
  // Once it has ended, any plan starts anew.
  setSubscription(acct.id, addCalendarMonths(todayInFirm(), -25), addCalendarMonths(todayInFirm(), -13));
  await checkout(acct, wealth);
});

/** A client who paid `paise` this financial year, whose plan has since ended (as if bought in April). */
async function paidEarlierThisYear(tag: string, paise: number): Promise<{ acct: Account; orderId: string }> {
  const acct = await newBuyer(inst.api, tag);
  const orderId = await buy(acct, starter);
  sql(`UPDATE orders SET amount = ${paise} WHERE razorpay_order_id = '${orderId}'`);
  setSubscription(acct.id, addCalendarMonths(todayInFirm(), -13), addCalendarMonths(todayInFirm(), -1));
  return { acct, orderId };
}

test('a checkout that would take the client over ₹1,51,000 in the financial year is refused (422); up to the cap is fine', async () => {
  const { acct, orderId } = await paidEarlierThisYear('cap', 120000_00);
  await refused(acct, growth, 422, PAYMENT_MESSAGES.feeCap);
  await refused(acct, starter, 422, PAYMENT_MESSAGES.feeCap);
  expect(PAYMENT_MESSAGES.feeCap).toContain('₹1,51,000');
  // ₹1,11,000 paid: ₹40,000 more reaches the cap exactly.
  sql(`UPDATE orders SET amount = ${111000_00} WHERE razorpay_order_id = '${orderId}'`);
  expect((await checkout(acct, growth)).amount).toBe(40000_00);
  await refused(acct, starter, 422, PAYMENT_MESSAGES.feeCap);
});

test('fee cap race: two orders made before either is paid, paid at once: one applies, the other is kept paid and answered 409', async () => {
  const { acct } = await paidEarlierThisYear('caprace', 100000_00);
  // Each fits on its own (₹1,40,000 and ₹1,50,000), not both.
  const a = await checkout(acct, growth);
  const b = await checkout(acct, wealth);
  const answers = await Promise.all([record(acct, fake.pay(a.order_id)), record(acct, fake.pay(b.order_id))]);
  const statuses = answers.map((r) => r.status());
  expect([...statuses].sort()).toEqual([200, 409]);
  const loser = statuses[0] === 409 ? a : b;
  const winner = loser === a ? b : a;
  const body = await answers[statuses.indexOf(409)].json();
  expect(body.error.message).toBe(PAYMENT_MESSAGES.notApplied);
  // The money was taken: the order is paid, with no period; the subscription is the winner's.
  expect(orderRow(loser.order_id)).toBe('paid||');
  const [status, , end] = orderRow(winner.order_id).split('|');
  expect(status).toBe('paid');
  expect(subscriptionRow(acct.id).split('|')[1]).toBe(end);
  expect((await userStock(inst.api, acct.token, acct.id)).plan.id).toBe(winner.plan.id);
});

test('two orders for the same instalment: the first paid extends the plan, the second is kept paid and answered 409', async () => {
  const acct = await newBuyer(inst.api, 'twice');
  await buy(acct, growth);
  const due = isoDay(3);
  const start = addCalendarMonths(due, -12);
  setSubscription(acct.id, start, due);
  const first = await checkout(acct, growth);
  const second = await checkout(acct, growth);
  await check(await record(acct, fake.pay(first.order_id)), 200, 'first');
  const paid = fake.pay(second.order_id);
  const body = await check(await record(acct, paid), 409, 'second');
  expect(body.error.message).toBe(PAYMENT_MESSAGES.notApplied);
  expect(orderRow(second.order_id)).toBe('paid||');
  expect(subscriptionRow(acct.id)).toBe(`${start}|${addCalendarMonths(due, 12)}`);
  // A replay says the same, and changes nothing.
  expect((await check(await record(acct, paid), 409, 'replay')).error.message).toBe(PAYMENT_MESSAGES.notApplied);
  expect(subscriptionRow(acct.id)).toBe(`${start}|${addCalendarMonths(due, 12)}`);
});

test('the entitlement ends on the paid-through day and returns once the next instalment is paid', async () => {
  const admin = await adminAccount(inst);
  const acct = await newBuyer(inst.api, 'lapsed');
  await buy(acct, growth);
  await createStock(inst.api, admin.token);
  // The first year is over today: nothing opens, the instalment is overdue and payable.
  const today = todayInFirm();
  const start = addCalendarMonths(today, -12);
  setSubscription(acct.id, start, today);
  const lapsed = await userStock(inst.api, acct.token, acct.id);
  expect(lapsed).toMatchObject({
    noActiveSubscription: true,
    stocks: [],
    paidThrough: today,
    nextInstalment: { date: today, amount: 40000_00, payable: true },
  });
  const { order_id } = await checkout(acct, growth);
  await check(await record(acct, fake.pay(order_id)), 200, 'renewal');
  const renewed = await userStock(inst.api, acct.token, acct.id);
  expect(renewed.noActiveSubscription).toBe(false);
  expect(renewed.paidThrough).toBe(addCalendarMonths(today, 12));
  // The plan's stocks are open again (at least the one published since it started).
  expect(renewed.stocks.length).toBeGreaterThan(0);
  expect(renewed.stocks.length).toBeLessThanOrEqual(growth.stocks);
});
