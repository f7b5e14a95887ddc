/**
 * Renewal reminders on a clock the test sets (tests/lib/fake-clock.ts: the CMS runs with
 * libfaketime, the test moves its wall clock from day to day): an instalment is reminded 30, 7
 * and 1 day before it falls due, a plan's end 30 and 7 days before; each once, also after a
 * restart and, on PostgreSQL, with a second instance sweeping the same database; none after the
 * instalment is paid (through the loopback Razorpay), none after the one-click unsubscribe in the
 * mail, none for a cancelled plan or a free account.
 * The mail is read back with mailparser, as a mail client would.
 */
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import { fakeClock, type FakeClock } from '../lib/fake-clock';
import { ON_POSTGRES } from '../lib/suites';
import {
  adminAccount,
  bootWithFakeRazorpay,
  call,
  check,
  getPlans,
  login,
  outboxFiles,
  signup,
  sqlOn,
  stopInstance,
  subscribe,
  uniqueEmail,
  type Instance,
  type Plan,
} from './helpers';

test.describe.configure({ mode: 'serial' });

let clock: FakeClock;
let fake: FakeRazorpay;
let inst: Instance;
let second: { url: string; dataDir: string; stop: () => Promise<void> } | undefined;
let growth: Plan;
let starter: Plan;
const people: Record<'instalments' | 'inFull' | 'payer' | 'cancelled' | 'free', { id: number; email: string; password: string }> =
  {} as never;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
const subscriptionOf = (userId: number) => `(SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${userId})`;

/** Every reminder mailed so far (from each instance's outbox), parsed. */
async function reminders(): Promise<ParsedMail[]> {
  const dirs = [inst.cms.dataDir, ...(second ? [second.dataDir] : [])];
  const files = dirs.flatMap((dataDir) => outboxFiles({ ...inst, cms: { ...inst.cms, dataDir } }));
  const mails = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(f))));
  return mails.filter((m) => /instalment of|plan ends on/.test(m.subject ?? ''));
}
const summary = async () => (await reminders()).map((m) => `${(m.to as { text: string }).text} · ${m.subject}`).sort();

/** Waits until `count` reminders have been mailed, then a few sweeps more, and answers them all. */
async function settle(count: number): Promise<string[]> {
  await expect.poll(async () => (await reminders()).length, { timeout: 30_000, message: `${count} reminders mailed` }).toBe(count);
  // REMINDERS_SWEEP_SECONDS is 1: three more sweeps (of each instance) that must add nothing.
  await new Promise((r) => setTimeout(r, 3_500));
  return summary();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  clock = fakeClock('2027-11-20');
  ({ fake, inst } = await bootWithFakeRazorpay({ ...clock.env, REMINDERS_SWEEP_SECONDS: '1' }));
  const plans = await getPlans(inst.api);
  growth = plans.find((p) => p.months === 24)!;
  starter = plans.find((p) => p.months === 12)!;
  const admin = await adminAccount(inst);
  for (const who of Object.keys({ instalments: 0, inFull: 0, payer: 0, cancelled: 0, free: 0 }) as Array<keyof typeof people>) {
    const { input, user } = await signup(inst.api, { email: uniqueEmail(who), first_name: 'Asha', last_name: who });
    people[who] = { id: user.id, email: input.email, password: input.password };
  }
  // Two-year plans paid by instalments up to 5 January 2028; a one-year plan set for the whole year; one cancelled.
  for (const who of ['instalments', 'payer'] as const) {
    await subscribe(inst.api, admin.token, people[who].id, growth.id, '2027-01-05');
    sql(`UPDATE subscriptions SET paid_through = '2028-01-05' WHERE id = ${subscriptionOf(people[who].id)}`);
  }
  await subscribe(inst.api, admin.token, people.inFull.id, starter.id, '2027-01-05');
  await subscribe(inst.api, admin.token, people.cancelled.id, starter.id, '2027-01-05');
  sql(`UPDATE subscriptions SET cancelled_at = '2027-06-01 00:00:00' WHERE id = ${subscriptionOf(people.cancelled.id)}`);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await second?.stop();
  await stopInstance(inst);
  await fake?.close();
  clock?.remove();
});

test('46 days before: nothing is due', async () => {
  expect(await settle(0)).toEqual([]);
});

test('30 days before: the two instalments and the plan ending, once each (two instances on PostgreSQL)', async () => {
  if (ON_POSTGRES) second = await inst.cms.anotherInstance();
  clock.set('2027-12-06');
  const mailed = await settle(3);
  expect(mailed).toEqual(
    [
      `${people.instalments.email} · Your Growth instalment of ₹40,000.00 is due on 5 January 2028`,
      `${people.payer.email} · Your Growth instalment of ₹40,000.00 is due on 5 January 2028`,
      `${people.inFull.email} · Your ${starter.name} plan ends on 4 January 2028`,
    ].sort(),
  );
});

test('the mail: the amount, the day, a link to My Account, the firm and its registration; a real Date and Message-ID', async () => {
  const mail = (await reminders()).find((m) => (m.to as { text: string }).text === people.instalments.email)!;
  expect(mail.date?.getTime(), 'dated by the clock the CMS runs on').toBeGreaterThan(Date.parse('2027-12-06T00:00:00Z'));
  expect(mail.messageId).toMatch(/^<.+@.+>$/);
  expect(mail.text).toContain('Dear Asha instalments,');
  expect(mail.text).toContain('₹40,000.00, is due on 5 January 2028');
  expect(mail.text).toMatch(/Pay the instalment: http:\/\/[^\s]+\/myaccount/);
  expect(mail.text).toContain('SEBI Research Analyst Reg. No.');
  expect(mail.html).toContain('/myaccount');
});

test('the one-click unsubscribe in the mail (RFC 8058) turns reminders off: the next milestone is not sent', async () => {
  const mail = (await reminders()).find((m) => (m.to as { text: string }).text === people.inFull.email)!;
  // The raw header lines (mailparser also folds List-* headers into one parsed 'list' object).
  const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line ?? '';
  expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const listUnsubscribe = line('list-unsubscribe');
  const https = /<(https?:[^>]+)>/.exec(listUnsubscribe)?.[1];
  expect(https, 'an http(s) link').toBeTruthy();
  expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
  const link = new URL(https!);
  const res = await inst.api.post(`${link.pathname}${link.search}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status(), 'as a mail client sends it, without signing in').toBe(200);
});

test('paid early: no more reminders of that instalment', async () => {
  clock.set('2027-12-10');
  const { token } = await login(inst.api, people.payer.email, people.payer.password);
  const order = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'checkout the next instalment',
  );
  await check(await call(inst.api, 'POST', '/api/Orders', { token, data: fake.pay(order.order_id) }), 200, 'pay it');
  expect(sql(`SELECT paid_through FROM subscriptions WHERE id = ${subscriptionOf(people.payer.id)}`)).toMatch(/^2029-01-05/);

  clock.set('2027-12-29');
  const mailed = await settle(4);
  expect(
    mailed.filter((m) => m.startsWith(people.payer.email)),
    'the payer had the 30-day reminder only',
  ).toHaveLength(1);
  expect(mailed.filter((m) => m.startsWith(people.instalments.email))).toHaveLength(2);
  expect(
    mailed.filter((m) => m.startsWith(people.inFull.email)),
    'reminders turned off after the first',
  ).toHaveLength(1);
});

test('a restart sends nothing again; 1 day before, the instalment only (a plan end has no 1-day reminder)', async () => {
  await inst.cms.restart();
  expect(await settle(4)).toHaveLength(4);
  clock.set('2028-01-04');
  const mailed = await settle(5);
  expect(mailed.filter((m) => m.startsWith(people.instalments.email))).toHaveLength(3);
  const all = await summary();
  for (const who of ['cancelled', 'free'] as const)
    expect(
      all.some((m) => m.startsWith(people[who].email)),
      who,
    ).toBe(false);
  // One row per reminder, whichever instance swept first.
  expect(Number(sql('SELECT count(*) FROM reminders'))).toBe(5);
});
