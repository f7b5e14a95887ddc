/**
 * The client behind an account at checkout (cms/src/api/kyc/client.ts), on a real CMS with the
 * loopback Razorpay, on SQLite and PostgreSQL: the own KYC status read back masked (403 for
 * another id); a first checkout refused 409 without KYC or with a rejected one, no order made;
 * a running subscriber's next instalment not held up; the yearly fee cap counted over every
 * account with the same PAN (an HUF's PAN, another PAN, and a rejected record's account are apart), its records sealed
 * under the old and the new key during a rotation included; and two accounts of one PAN paying at once cannot both pass
 * the cap.
 */
import crypto from 'node:crypto';
import { expect } from '@playwright/test';
import { KYC_MESSAGES, KYC_PATH, KYC_REVIEW_PATH, KYC_STATUS_PATH, PAYMENT_MESSAGES } from 'contracts';
import { addCalendarMonths, addDays, fieldCrypto, fieldKey, todayInFirm } from 'cms';
import {
  adminAccount,
  bootWithFakeRazorpay,
  call,
  check,
  getPlans,
  kycForm,
  maskedPan,
  newAccount,
  newBuyer,
  newPan,
  paymentsSuite,
  sqlOn,
  submitKyc,
  stopInstance,
  SUITE_MODE,
  test,
  type Account,
  type Instance,
  type Plan,
} from './helpers';
import type { FakeRazorpay } from '../lib/fake-razorpay';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let growth: Plan;
let wealth: Plan;
paymentsSuite((suite) => ({ fake, inst, growth } = suite));
test.beforeAll(async () => {
  wealth = (await getPlans(inst.api)).find((p) => p.months === 36)!;
});

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const ordersOf = (userId: number) =>
  Number(sql(`SELECT count(*) FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ${userId}`));
const subscriptionOf = (userId: number) => `(SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${userId})`;

const status = (acct: Account, id = acct.id) => call(inst.api, 'POST', `/api${KYC_STATUS_PATH}`, { token: acct.token, data: { id } });
const checkoutCall = (acct: Account, plan: Plan = growth) =>
  call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true } });
const record = (acct: Account, data: Record<string, unknown>) => call(inst.api, 'POST', '/api/Orders', { token: acct.token, data });

/** An administrator's review of a KYC record: verified, or rejected with a note. */
async function review(kycId: number, decision: 'verified' | 'rejected', note?: string): Promise<void> {
  const admin = await adminAccount(inst);
  await check(
    await call(inst.api, 'POST', `/api${KYC_REVIEW_PATH}`, { token: admin.token, data: { id: kycId, decision, note } }),
    200,
    decision,
  );
}

/** Checkout and pay: the order's Razorpay id. */
async function buy(acct: Account, plan: Plan = growth): Promise<string> {
  const { order_id } = await check(await checkoutCall(acct, plan), 200, `checkout ${plan.name}`);
  await check(await record(acct, fake.pay(order_id)), 200, `pay ${plan.name}`);
  return order_id;
}

/** A refused checkout: its status and message, and no order made with Razorpay or stored. */
async function refused(acct: Account, expected: number, message: string, plan: Plan = growth) {
  const before = { fake: fake.orders.size, stored: ordersOf(acct.id) };
  const body = await check(await checkoutCall(acct, plan), expected, `checkout refused (${message})`);
  expect(body.error.message).toBe(message);
  expect({ fake: fake.orders.size, stored: ordersOf(acct.id) }, 'no order').toEqual(before);
}

/** A client who paid `paise` this financial year on `acct`, whose plan has since ended. */
async function paidEarlierThisYear(acct: Account, paise: number): Promise<void> {
  const orderId = await buy(acct);
  sql(`UPDATE orders SET amount = ${paise} WHERE razorpay_order_id = '${orderId}'`);
  const today = todayInFirm();
  sql(
    `UPDATE subscriptions SET date = '${addCalendarMonths(today, -25)}', paid_through = '${addCalendarMonths(today, -1)}' WHERE id = ${subscriptionOf(acct.id)}`,
  );
}

test('the own KYC status: null before, the masked record after; another id is a 403', async () => {
  const acct = await newAccount(inst.api, 'kycstatus');
  const other = await newAccount(inst.api, 'kycstatus2');
  expect(await check(await status(acct), 200, 'none yet')).toEqual({ kyc: null });
  const { pan, record: saved } = await submitKyc(inst.api, acct.token);
  const res = await status(acct);
  const body = await check(res, 200, 'after');
  expect(body).toEqual({ kyc: saved });
  expect(body.kyc).toMatchObject({ status: 'self-declared', pan: maskedPan(pan), userId: acct.id });
  expect(await res.text(), 'never the PAN in clear').not.toContain(pan);
  expect(res.headers()['cache-control']).toBe('no-store');
  await check(await status(other, acct.id), 403, "another's");
  await check(await call(inst.api, 'POST', `/api${KYC_STATUS_PATH}`, { data: { id: acct.id } }), 401, 'anonymous');
  await check(await status(acct, 'x' as unknown as number), 400, 'not an id');
});

test('a first checkout without KYC, or with a rejected one, is a 409 and makes no order; self-declared and verified pass', async () => {
  const acct = await newAccount(inst.api, 'kycgate');
  await refused(acct, 409, KYC_MESSAGES.required);
  expect(KYC_MESSAGES.required).toBe('Please complete your KYC before paying.');
  const { record: kyc } = await submitKyc(inst.api, acct.token);
  await review(kyc.id, 'rejected', 'The name does not match the PAN.');
  await refused(acct, 409, KYC_MESSAGES.required);
  // Given again: self-declared, which a checkout accepts (an administrator verifies it after).
  await submitKyc(inst.api, acct.token);
  await check(await checkoutCall(acct), 200, 'self-declared');
  const verified = await newBuyer(inst.api, 'kycgatev');
  const mine = (await check(await status(verified), 200, 'status')).kyc;
  await review(mine.id, 'verified');
  await buy(verified);
});

test("a running subscriber's next instalment is not held up by KYC", async () => {
  const acct = await newBuyer(inst.api, 'kycnext');
  await buy(acct);
  // As for a client who subscribed before KYC was asked: no record at all.
  sql(`DELETE FROM kyc_records WHERE user_id = ${acct.id}`);
  expect(await check(await status(acct), 200, 'no KYC')).toEqual({ kyc: null });
  const due = addDays(todayInFirm(), 10);
  sql(`UPDATE subscriptions SET date = '${addCalendarMonths(due, -12)}', paid_through = '${due}' WHERE id = ${subscriptionOf(acct.id)}`);
  const next = await check(await checkoutCall(acct), 200, 'the next instalment');
  await check(await record(acct, fake.pay(next.order_id)), 200, 'paid');
  // Once its plan has ended, buying again is a first purchase: KYC is needed.
  sql(
    `UPDATE subscriptions SET date = '${addCalendarMonths(todayInFirm(), -30)}', paid_through = '${addCalendarMonths(todayInFirm(), -6)}' WHERE id = ${subscriptionOf(acct.id)}`,
  );
  await refused(acct, 409, KYC_MESSAGES.required);
});

test('the fee cap counts every account with the same PAN; another PAN, and the HUF of the same letters, are apart', async () => {
  const pan = newPan('P');
  const first = await newBuyer(inst.api, 'capfirst', pan);
  await paidEarlierThisYear(first, 120000_00);
  // Verified or not, the first record counts: verified here.
  await review((await check(await status(first), 200, 'first KYC')).kyc.id, 'verified');
  // One client, a second account: ₹1,20,000 + ₹40,000 is past ₹1,51,000.
  const second = await newBuyer(inst.api, 'capsecond', pan);
  await refused(second, 422, PAYMENT_MESSAGES.feeCap);
  // A third account with another PAN is another client.
  const third = await newBuyer(inst.api, 'capthird');
  await buy(third);
  // An HUF whose PAN differs from the karta's only in its 4th letter (H) is its own client.
  const huf = await newBuyer(inst.api, 'caphuf', `${pan.slice(0, 3)}H${pan.slice(4)}`);
  await buy(huf);
  // Under the cap again once the first payment counts less: the second account may pay.
  sql(
    `UPDATE orders SET amount = ${111000_00} WHERE amount = ${120000_00} AND id IN (SELECT order_id FROM orders_user_lnk WHERE user_id = ${first.id})`,
  );
  await buy(second);
  // Now at the cap exactly: the first account is refused too.
  await refused(first, 422, PAYMENT_MESSAGES.feeCap);
});

test("an account whose record was rejected (another person's PAN typed in) no longer counts against that PAN's cap", async () => {
  const pan = newPan('P');
  const stranger = await newBuyer(inst.api, 'capstranger', pan);
  await paidEarlierThisYear(stranger, 120000_00);
  const holder = await newBuyer(inst.api, 'capholder', pan);
  // Unreviewed, the two accounts count as one client: ₹1,20,000 + ₹40,000 is past the cap.
  await refused(holder, 422, PAYMENT_MESSAGES.feeCap);
  await review((await check(await status(stranger), 200, 'stranger KYC')).kyc.id, 'rejected', "The PAN is not this account holder's.");
  await buy(holder);
});

test('after a payment the client cannot rewrite their KYC record (409); a rejected one they may give again', async () => {
  const acct = await newBuyer(inst.api, 'kyconrecord');
  const before = (await check(await status(acct), 200, 'before')).kyc;
  await buy(acct);
  const again = await check(
    await call(inst.api, 'POST', `/api${KYC_PATH}`, { token: acct.token, data: kycForm(newPan('P')) }),
    409,
    'a new PAN after paying',
  );
  expect(again.error.message).toBe(KYC_MESSAGES.onRecord);
  expect((await check(await status(acct), 200, 'after')).kyc).toEqual(before);
  await review(before.id, 'rejected', 'The name does not match the PAN.');
  await submitKyc(inst.api, acct.token);
});

test('payments of the same amount on several accounts of one PAN each count', async () => {
  const pan = newPan('P');
  // Three accounts, ₹50,000 each: ₹1,50,000, within the cap.
  for (const tag of ['same-a', 'same-b', 'same-c']) await buy(await newBuyer(inst.api, tag, pan), wealth);
  // ₹40,000 more on a fourth is past it.
  await refused(await newBuyer(inst.api, 'same-d', pan), 422, PAYMENT_MESSAGES.feeCap);
});

test('fee cap race across two accounts of one PAN: both orders made, paid at once: one applies, the other is kept paid and answered 409', async () => {
  const pan = newPan('P');
  const a = await newBuyer(inst.api, 'caprace-a', pan);
  await paidEarlierThisYear(a, 100000_00);
  const b = await newBuyer(inst.api, 'caprace-b', pan);
  const c = await newBuyer(inst.api, 'caprace-c', pan);
  // Each fits on its own (₹1,40,000 and ₹1,50,000), not both.
  const ob = await check(await checkoutCall(b, growth), 200, 'b');
  const oc = await check(await checkoutCall(c, wealth), 200, 'c');
  const answers = await Promise.all([record(b, fake.pay(ob.order_id)), record(c, fake.pay(oc.order_id))]);
  expect(answers.map((r) => r.status()).sort()).toEqual([200, 409]);
  const loser = answers.find((r) => r.status() === 409)!;
  expect((await loser.json()).error.message).toBe(PAYMENT_MESSAGES.notApplied);
  const applied = sql(
    `SELECT count(*) FROM orders WHERE razorpay_order_id IN ('${ob.order_id}', '${oc.order_id}') AND payment_status = 'paid' AND period_start IS NOT NULL`,
  );
  expect(applied).toBe('1');
});

test.describe('during a rolling rotation of the KYC key', () => {
  const oldKey = crypto.randomBytes(32).toString('base64');
  const newKey = crypto.randomBytes(32).toString('base64');
  let shared: { fake: FakeRazorpay; inst: Instance; growth: Plan };
  let rotating: { fake: FakeRazorpay; inst: Instance };
  // This block's CMS has the new key and the previous one, as a restarted instance of a rolling
  // rotation has; the file's helpers (buy, refused, …) work on `inst` and `fake`, so they point at
  // it for the block and back at the shared one after.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    shared = { fake, inst, growth };
    rotating = await bootWithFakeRazorpay({ KYC_ENCRYPTION_KEY: newKey, KYC_ENCRYPTION_KEY_PREVIOUS: oldKey });
    ({ fake, inst } = rotating);
    growth = (await getPlans(inst.api)).find((p) => p.months === 24)!;
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    ({ fake, inst, growth } = shared);
    await stopInstance(rotating?.inst);
    await rotating?.fake.close();
  });

  test('a record sealed under the old key (by an instance not yet restarted) and one under the new count together', async () => {
    const pan = newPan('P');
    const first = await newBuyer(inst.api, 'rotold', pan);
    // As an instance still on the old key writes it: the PAN sealed and its lookup HMAC under that key.
    const old = fieldCrypto(fieldKey(oldKey, 'old key'));
    sql(`UPDATE kyc_records SET pan_encrypted = '${old.encrypt(pan)}', pan_lookup = '${old.lookups(pan)[0]}' WHERE user_id = ${first.id}`);
    await paidEarlierThisYear(first, 120000_00);
    const second = await newBuyer(inst.api, 'rotnew', pan);
    const lookups = sql(`SELECT DISTINCT pan_lookup FROM kyc_records WHERE user_id IN (${first.id}, ${second.id})`).split('\n');
    expect(lookups, 'two lookup HMACs of one PAN').toHaveLength(2);
    // ₹1,20,000 on the old-key record + ₹40,000 is past ₹1,51,000, from either account.
    await refused(second, 422, PAYMENT_MESSAGES.feeCap);
    await refused(first, 422, PAYMENT_MESSAGES.feeCap);
  });
});
