/**
 * Rate limits at their real values (RATE_LIMIT_FACTOR=1): login 20/min per IP and 10 per
 * 5 min per account; signup 10/hour per IP; reset 5 per 15 min per IP and 3 per account;
 * leads 10/min per IP. Over a limit: 429 with Retry-After (whole seconds) and the error shape.
 *
 * All calls come from one IP (127.0.0.1), so the tests share the per-IP buckets: each test
 * says how many calls of its route came before it, and the ones that cannot know only check
 * that a 429 arrives no later than the limit allows.
 */
import { test, expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { Instance, bootInstance, call, check, signupInput, stopInstance, uniqueEmail, SUITE_MODE } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance({ RATE_LIMIT_FACTOR: '1' });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
});

async function expect429(res: APIResponse, label: string, maxSeconds: number): Promise<void> {
  await check(res, 429, label);
  const retryAfter = res.headers()['retry-after'];
  expect(retryAfter, `${label}: Retry-After header`).toMatch(/^\d+$/);
  expect(Number(retryAfter), `${label}: Retry-After in seconds`).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

/** Sends calls until one is 429 (at most `max`); answers the number of the 429 call, or null. */
async function until429(max: number, send: (i: number) => Promise<APIResponse>, okStatus: number[], label: string): Promise<{ at: number | null; res: APIResponse | null }> {
  for (let i = 1; i <= max; i++) {
    const res = await send(i);
    if (res.status() === 429) return { at: i, res };
    await check(res, okStatus, `${label} call ${i}`);
  }
  return { at: null, res: null };
}

// Signup calls from this IP so far (10 allowed per hour).
let signups = 0;
async function signupRaw(): Promise<{ res: APIResponse; email: string; password: string }> {
  const input = signupInput({ email: uniqueEmail('rl') });
  signups += 1;
  return { res: await call(inst.api, 'POST', '/api/GWSUsers', { data: input }), email: input.email, password: input.password };
}

test('login: the 11th wrong password for one account in 5 minutes is 429, even with the right password after it', async () => {
  const victim = await signupRaw();
  await check(victim.res, 200, 'signup victim');
  for (let i = 1; i <= 10; i++) {
    const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: `Wrong-Passw0rd-${i}` } });
    await check(res, 401, `wrong login ${i}`);
  }
  const eleventh = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: 'Wrong-Passw0rd-11' } });
  await expect429(eleventh, 'wrong login 11', 300);
  const right = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: victim.password } });
  await expect429(right, 'right password while locked', 300);
  // The account key is the email, whatever its letter case or padding.
  const upper = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: ` ${victim.email.toUpperCase()} `, password: victim.password } });
  await expect429(upper, 'same email in upper case', 300);
});

test('login: another account from the same IP is not locked', async () => {
  const other = await signupRaw();
  await check(other.res, 200, 'signup other');
  const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: other.email, password: other.password } });
  const body = await check(res, 200, 'login other');
  expect(typeof body.id).toBe('string');
});

test('login: at most 20 calls a minute from one IP', async () => {
  // 14 login calls came before this test; whatever the order, a 429 must come within 21 calls.
  const { at, res } = await until429(21, () => call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: uniqueEmail('spray'), password: 'Some-Passw0rd-1' } }), [401], 'login spray');
  expect(at, 'a 429 within 21 calls').not.toBeNull();
  await expect429(res!, 'login spray', 60);
});

test('sendContactUsDetails: the 11th lead in a minute from one IP is 429', async () => {
  const lead = () => call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
    data: { contactInfo: { name: 'Ravi', level: 'New lead', email: uniqueEmail('lead'), mobile: '9876543210', otherQuery: '' } },
  });
  for (let i = 1; i <= 10; i++) await check(await lead(), 200, `lead ${i}`);
  await expect429(await lead(), 'lead 11', 60);
});

test('addusertomailchimp: a 429 within 11 calls in a minute', async () => {
  const { at, res } = await until429(11, () => call(inst.api, 'POST', '/api/Subscriptions/addusertomailchimp', { data: { data: { type: 'free subscription', email: uniqueEmail('news') } } }), [200], 'newsletter');
  expect(at, 'a 429 within 11 calls').not.toBeNull();
  await expect429(res!, 'newsletter', 60);
});

test('reset: the 4th request for one account is 429, and the per-IP limit is 5 per 15 minutes', async () => {
  const acct = await signupRaw();
  await check(acct.res, 200, 'signup');
  for (let i = 1; i <= 3; i++) await check(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } }), 204, `reset ${i}`);
  await expect429(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } }), 'reset 4 (same account)', 3600);
  // Four calls so far from this IP: one more is allowed, the sixth is not.
  await check(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: uniqueEmail('nobody') } }), 204, 'reset 5 (another address)');
  await expect429(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: uniqueEmail('nobody') } }), 'reset 6 (IP)', 900);
});

test('signup: at most 10 an hour from one IP', async () => {
  const { at, res } = await until429(11, async () => (await signupRaw()).res, [200], 'signup');
  expect(at, 'a 429 within 11 signups').not.toBeNull();
  expect(signups, 'the 11th signup from this IP is the first refused').toBe(11);
  await expect429(res!, 'signup', 3600);
});
