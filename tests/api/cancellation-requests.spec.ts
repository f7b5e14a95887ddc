/**
 * Cancellation requests: a subscriber sees the refund the administrator's cancel would give today,
 * records a written request (its time and that quote), and can withdraw it until it is acted on;
 * the administrator's cancel acts on it (refund recorded, request closed). One open request per
 * subscriber, even when two are made at once. Runs on SQLite and, through the runner, PostgreSQL.
 */
import { expect } from '@playwright/test';
import { CANCELLATION_REQUEST_MESSAGES as M, addDays, CANCELLATION_NOTICE_DAYS } from 'contracts';
import { todayInFirm } from 'cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import { Instance, Account, call, check, newBuyer, sqlOn, Plan, SUITE_MODE, paymentsSuite, test } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let admin: Account;
let growth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

paymentsSuite((suite) => ({ fake, inst, admin, growth } = suite));

async function aSubscriber(tag: string): Promise<Account> {
  const acct = await newBuyer(inst.api, tag);
  const { order_id } = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  await check(await call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: fake.pay(order_id) }), 200, 'payment');
  return acct;
}

const cancellation = (acct: Account, action = '', token = acct.token) =>
  call(inst.api, 'POST', `/api/GWSUsers/cancellation${action}`, { token, data: { id: acct.id } });
const adminQuote = (acct: Account) =>
  call(inst.api, 'GET', '/api/Subscriptions/cancellation', { token: admin.token, query: { gWSUserId: String(acct.id) } });
const requestRows = (acct: Account) =>
  sql(
    `SELECT r.status, r.open_for IS NULL FROM cancellation_requests r JOIN cancellation_requests_user_lnk l ON l.cancellation_request_id = r.id WHERE l.user_id = ${acct.id} ORDER BY r.id`,
  );
const sqlTrue = () => (inst.cms.databaseUrl ? 't' : '1');
const sqlFalse = () => (inst.cms.databaseUrl ? 'f' : '0');

test('request → the quote the administrator would see → withdraw; then a new request can be made', async () => {
  const acct = await aSubscriber('cxlwithdraw');
  const before = await check(await cancellation(acct), 200, 'the quote');
  const adminSees = await check(await adminQuote(acct), 200, "the administrator's quote");
  expect(before.request).toBeNull();
  expect(before.quote.total).toBe(adminSees.total);
  expect(before.quote.total).toBeGreaterThan(0);

  const made = await check(await cancellation(acct, '/request'), 200, 'request');
  expect(made.request).toMatchObject({
    status: 'open',
    quotedRefund: adminSees.total,
    noticeEndsOn: addDays(todayInFirm(), CANCELLATION_NOTICE_DAYS),
    closedAt: null,
  });
  expect(Math.abs(Date.parse(made.request.requestedAt) - Date.now())).toBeLessThan(60_000);
  expect((await check(await cancellation(acct), 200, 'after')).request).toEqual(made.request);
  const again = await check(await cancellation(acct, '/request'), 409, 'a second request');
  expect(again.error.message).toBe(M.alreadyOpen);

  const withdrawn = await check(await cancellation(acct, '/withdraw'), 200, 'withdraw');
  expect(withdrawn).toMatchObject({ id: made.request.id, status: 'withdrawn', closedAt: expect.any(String) });
  expect((await check(await cancellation(acct, '/withdraw'), 409, 'withdraw twice')).error.message).toBe(M.noneOpen);
  expect((await check(await cancellation(acct), 200, 'after withdrawing')).request).toBeNull();
  await check(await cancellation(acct, '/request'), 200, 'a new request');
  expect(requestRows(acct)).toBe(`withdrawn|${sqlTrue()}\nopen|${sqlFalse()}`);
});

test("request → the administrator's cancel: the refund is recorded and the request closed; nothing left to withdraw", async () => {
  const acct = await aSubscriber('cxlacted');
  const made = await check(await cancellation(acct, '/request'), 200, 'request');
  await check(
    await call(inst.api, 'POST', '/api/Subscriptions/cancel', {
      token: admin.token,
      data: { gWSUserId: acct.id, expectedRefund: made.quote.total },
    }),
    200,
    'the administrator cancels',
  );
  expect(requestRows(acct)).toBe(`acted|${sqlTrue()}`);
  expect(sql(`SELECT o.refund_amount FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ${acct.id}`)).toBe(
    String(made.quote.total),
  );
  expect((await check(await cancellation(acct, '/withdraw'), 409, 'withdraw after')).error.message).toBe(M.noneOpen);
  await check(await cancellation(acct), 409, 'the subscription is cancelled');
});

test('two requests at once make one; another user, an administrator for someone else, a bad id and no subscription are refused', async () => {
  const acct = await aSubscriber('cxlrace');
  const answers = await Promise.all(Array.from({ length: 4 }, () => cancellation(acct, '/request')));
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409, 409, 409]);
  expect(requestRows(acct)).toBe(`open|${sqlFalse()}`);

  const stranger = await newBuyer(inst.api, 'cxlstranger');
  await check(await cancellation(acct, '/request', stranger.token), 403, "another's");
  await check(await cancellation(acct, '/withdraw', admin.token), 403, 'an administrator for the subscriber');
  await check(
    await call(inst.api, 'POST', '/api/GWSUsers/cancellation/request', { token: stranger.token, data: { id: 'x' } }),
    400,
    'bad id',
  );
  await check(await cancellation(stranger, '/request'), 404, 'no subscription');
  await check(await cancellation(stranger), 404, 'no subscription to quote');
});
