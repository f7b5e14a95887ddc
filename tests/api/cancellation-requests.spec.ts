/**
 * Cancellation requests: a subscriber sees the refund the administrator's cancel would give today,
 * records a written request (its time and that quote), and can withdraw it until it is acted on;
 * the administrator's cancel acts on it (refund recorded, request closed). One open request per
 * subscriber, even when two are made at once. Recording and withdrawing a request each mail the
 * firm and the subscriber (through a loopback relay), with the firm's words and figures; the
 * administrators' users list flags an open request. Runs on SQLite and, through the runner, PostgreSQL.
 */
import { expect } from '@playwright/test';
import { CANCELLATION_REQUEST_MESSAGES as M, addDays, CANCELLATION_NOTICE_DAYS, formatPaise, longDay } from 'contracts';
import { todayInFirm } from 'cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import { fakeSmtp, type FakeSmtp } from '../lib/fake-smtp';
import { Instance, Account, call, check, emlTexts, newBuyer, sqlOn, Plan, SUITE_MODE, paymentsSuite, test, usersListFor } from './helpers';
// The time as the mails print it, written independently of the CMS (helpers.ts).
import { mailTime } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let admin: Account;
let growth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

let relay: FakeSmtp;

// Registered before the suite's own hook: the CMS starts with this relay.
test.beforeAll(async () => {
  relay = await fakeSmtp();
  await relay.listen();
});
test.afterAll(async () => {
  await relay?.close();
});

paymentsSuite(
  (suite) => ({ fake, inst, admin, growth } = suite),
  () => ({ SMTP_URL: relay.url, LEAD_RETRY_BASE_MS: '200', LEAD_RETRY_MAX_MS: '1000' }),
);

/** A message's text, decoded (quoted-printable, UTF-8). */
const readable = (raw: string) =>
  emlTexts(raw)
    .map((text, i) => (i === 0 ? Buffer.from(text, 'latin1').toString('utf8') : text))
    .join('\n');
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

/** The one message with this subject, once the outbox has sent it. */
async function mailWithSubject(subject: string) {
  await expect.poll(() => relay.messages.filter((m) => subjectOf(m.raw) === subject).length, { timeout: 20_000, message: subject }).toBe(1);
  const message = relay.messages.find((m) => subjectOf(m.raw) === subject)!;
  return { to: message.to, from: message.from, text: readable(message.raw) };
}

/** The administrators' users list row of this account. */
async function adminRow(acct: Account) {
  return (await usersListFor(inst, admin.token, acct.email)).find((u: { id: number }) => u.id === acct.id);
}

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
  // The administrators' users list flags it, with when and the refund quoted.
  expect((await adminRow(acct)).cancellationRequest).toEqual(made.request);

  // Mailed to the subscriber (the time recorded, the quote, the notice) and to the firm's support address.
  const recorded = await mailWithSubject('Your cancellation request is recorded');
  expect(recorded.to).toEqual([acct.email]);
  expect(recorded.text).toContain(`We have recorded your request to cancel your subscription on ${mailTime(made.request.requestedAt)}.`);
  expect(recorded.text).toContain(`The refund it would give today is ${formatPaise(made.request.quotedRefund)}`);
  expect(recorded.text).toContain(`which runs until ${longDay(made.request.noticeEndsOn)}`);
  const toFirm = await mailWithSubject(`[Cancellation request] account #${acct.id}`);
  expect(toFirm.to, "the firm's support address").toEqual([toFirm.from]);
  expect(toFirm.to).not.toContain(acct.email);
  expect(toFirm.text).toContain(`Account: #${acct.id} (${acct.email})`);
  expect(toFirm.text).toContain(`Refund quoted: ${formatPaise(made.request.quotedRefund)}`);
  // The subscriber's own words (their name, helpers' signupInput) are in neither.
  for (const text of [recorded.text, toFirm.text]) expect(text).not.toContain('Verma');

  const again = await check(await cancellation(acct, '/request'), 409, 'a second request');
  expect(again.error.message).toBe(M.alreadyOpen);

  const withdrawn = await check(await cancellation(acct, '/withdraw'), 200, 'withdraw');
  expect(withdrawn).toMatchObject({ id: made.request.id, status: 'withdrawn', closedAt: expect.any(String) });
  expect((await check(await cancellation(acct, '/withdraw'), 409, 'withdraw twice')).error.message).toBe(M.noneOpen);
  expect((await check(await cancellation(acct), 200, 'after withdrawing')).request).toBeNull();
  expect((await adminRow(acct)).cancellationRequest).toBeNull();
  const withdrawnMail = await mailWithSubject('Your cancellation request is withdrawn');
  expect(withdrawnMail.to).toEqual([acct.email]);
  expect(withdrawnMail.text).toContain(
    `Your request to cancel your subscription, recorded on ${mailTime(made.request.requestedAt)}, was withdrawn on ${mailTime(withdrawn.closedAt)}.`,
  );
  const withdrawnToFirm = await mailWithSubject(`[Cancellation request withdrawn] account #${acct.id}`);
  expect(withdrawnToFirm.text).toContain(`Withdrawn: ${mailTime(withdrawn.closedAt)}`);
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
  // One request, one pair of mails.
  await mailWithSubject(`[Cancellation request] account #${acct.id}`);

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
