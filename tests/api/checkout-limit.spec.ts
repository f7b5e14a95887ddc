/**
 * The checkout's rate limit: every
 * POST /api/Orders/checkout creates a Razorpay order with the firm's key, so an account may start
 * CHECKOUT_LIMITS.perAccount and a client address CHECKOUT_LIMITS.perClient in
 * CHECKOUT_LIMITS.windowSeconds (RATE_LIMIT_FACTOR=1 here); over either, a 429 in the API's
 * error shape with Retry-After, and no Razorpay order. Razorpay is the loopback fake.
 */
import { test, expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { CHECKOUT_LIMITS, KYC_PATH } from 'contracts';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import {
  Account,
  Instance,
  Plan,
  SUITE_MODE,
  bootWithFakeRazorpay,
  call,
  check,
  getPlans,
  kycForm,
  newPan,
  signupInput,
  stopInstance,
  uniqueEmail,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let fake: FakeRazorpay;
let inst: Instance;
let plan: Plan;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ fake, inst } = await bootWithFakeRazorpay({ RATE_LIMIT_FACTOR: '1' }));
  plan = (await getPlans(inst.api))[0];
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
  await fake?.close();
});

/** A client address of each test's own (the CMS trusts X-Forwarded-For from 127.0.0.1). */
let last = 0;
const newAddress = () => `198.51.100.${++last}`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

/** An account signed up, signed in and with its KYC from `ip` (signups are limited per address too). */
async function accountFrom(ip: string): Promise<Account> {
  const input = signupInput({ email: uniqueEmail('co') });
  const user = await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: input, headers: from(ip) }), 200, 'signup');
  const session = await check(
    await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: input.email, password: input.password }, headers: from(ip) }),
    200,
    'login',
  );
  // Its KYC, which a first checkout needs.
  await check(
    await call(inst.api, 'POST', `/api${KYC_PATH}`, { token: session.id, data: kycForm(newPan()), headers: from(ip) }),
    200,
    'KYC',
  );
  return { id: user.id, email: input.email, password: input.password, token: session.id, admin: 0 };
}

const checkout = (acct: Account, ip: string) =>
  call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: plan.id, acceptTerms: true }, headers: from(ip) });

async function expect429(res: APIResponse, label: string): Promise<void> {
  const body = await check(res, 429, label);
  expect(body.error.message, label).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter, `${label}: Retry-After`).toBeGreaterThanOrEqual(1);
  expect(retryAfter, `${label}: Retry-After`).toBeLessThanOrEqual(CHECKOUT_LIMITS.windowSeconds);
}

test('40 checkouts at once from one account: the first ones up to the limit create orders, the rest are 429 and create none', async () => {
  const ip = newAddress();
  const acct = await accountFrom(ip);
  const before = fake.orders.size;
  const answers = await Promise.all(Array.from({ length: 40 }, () => checkout(acct, ip)));
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 200).length, statuses.join(' ')).toBe(CHECKOUT_LIMITS.perAccount);
  expect(statuses.filter((s) => s === 429).length, statuses.join(' ')).toBe(40 - CHECKOUT_LIMITS.perAccount);
  expect(fake.orders.size - before, 'Razorpay orders created').toBe(CHECKOUT_LIMITS.perAccount);
  await expect429(answers.find((r) => r.status() === 429)!, 'a refused checkout');
  // The same account from another address: the account's budget is spent.
  await expect429(await checkout(acct, newAddress()), 'the same account from another address');
});

test('one address: at most the per-client limit whichever accounts call; another address is not held up by it', async () => {
  const ip = newAddress();
  const accounts = [];
  for (let i = 0; i < CHECKOUT_LIMITS.perClient / CHECKOUT_LIMITS.perAccount + 1; i++) accounts.push(await accountFrom(ip));
  const last = accounts.pop()!;
  // A buyer retrying up to the account's limit is never refused.
  for (const acct of accounts)
    for (let i = 1; i <= CHECKOUT_LIMITS.perAccount; i++) await check(await checkout(acct, ip), 200, `account ${acct.id}, checkout ${i}`);
  const before = fake.orders.size;
  await expect429(await checkout(last, ip), 'a fresh account on the spent address');
  expect(fake.orders.size, 'no Razorpay order for a refused checkout').toBe(before);
  await check(await checkout(last, newAddress()), 200, 'the fresh account from another address');
});
