/**
 * Rate limits at their real values (RATE_LIMIT_FACTOR=1). Login: 60 calls a minute per client,
 * and rate-limiter-flexible's login protection: 10 consecutive failures per email+client block
 * that pair for an hour (a success resets it), 50 failures per client block the client for a
 * day. Change-password 5 per 15 minutes per account; signup 10/hour per client; reset 5 per 15
 * min per client and 3 per account; the two lead calls share 10/min per client. IPv6 clients
 * are keyed by their /64. Over a limit: 429 with Retry-After (whole seconds) and the error shape.
 *
 * The CMS trusts one X-Forwarded-For hop from 127.0.0.1 (TRUSTED_PROXIES, where the site server
 * and nginx connect from), so a test acts as another client by sending `X-Forwarded-For: <ip>`.
 * Calls without it come from 127.0.0.1 and share its buckets: those tests say how many calls of
 * their route came before them, and the ones that cannot know only check that a 429 arrives no
 * later than the limit allows. Calls from 127.0.0.2 (callFrom) are a client straight on the CMS
 * port, whose X-Forwarded-For counts for nothing. Each 429 is also checked against the answer
 * /api/openapi.json documents for the route's 429 (openapi-conformance.ts).
 */
import { test, expect } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY, GRIEVANCE_MESSAGES, GRIEVANCE_PREFIX } from 'contracts';
import {
  Instance,
  RawAnswer,
  bootInstance,
  call,
  callFrom,
  check,
  checkErrorShape,
  login,
  signupInput,
  sqlOn,
  stopInstance,
  uniqueEmail,
  SUITE_MODE,
} from './helpers';
import { bootCms } from '../lib/cms';
import { conformance, fetchApiDocument } from './openapi-conformance';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let checker: ReturnType<typeof conformance> | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance({ RATE_LIMIT_FACTOR: '1' });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
});

/** A 429 with its Retry-After, and the answer /api/openapi.json documents for the route's 429 (every limited route here is a POST). */
async function expect429(res: APIResponse, label: string, maxSeconds: number): Promise<void> {
  await check(res, 429, label);
  checker ??= conformance(await fetchApiDocument(inst.api));
  await checker.conforms(res, 'post', new URL(res.url()).pathname);
  const retryAfter = res.headers()['retry-after'];
  expect(retryAfter, `${label}: Retry-After header`).toMatch(/^\d+$/);
  expect(Number(retryAfter), `${label}: Retry-After in seconds`).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

/** Sends calls until one is 429 (at most `max`); answers the number of the 429 call, or null. */
async function until429(
  max: number,
  send: (i: number) => Promise<APIResponse>,
  okStatus: number[],
  label: string,
): Promise<{ at: number | null; res: APIResponse | null }> {
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

// Changed on purpose: the lock is per email+client, not per email, so the
// right password from this client stays refused while the pair is blocked (for an hour).
test('login: the 11th consecutive wrong password for one account from one client is 429, even with the right password after it', async () => {
  const victim = await signupRaw();
  await check(victim.res, 200, 'signup victim');
  for (let i = 1; i <= 10; i++) {
    const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: `Wrong-Passw0rd-${i}` } });
    await check(res, 401, `wrong login ${i}`);
  }
  const eleventh = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: 'Wrong-Passw0rd-11' } });
  await expect429(eleventh, 'wrong login 11', 3600);
  const right = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: victim.email, password: victim.password } });
  await expect429(right, 'right password while locked', 3600);
  // The account key is the email, whatever its letter case or padding.
  const upper = await call(inst.api, 'POST', '/api/GWSUsers/login', {
    data: { email: ` ${victim.email.toUpperCase()} `, password: victim.password },
  });
  await expect429(upper, 'same email in upper case', 3600);
});

test('login: another account from the same IP is not locked', async () => {
  const other = await signupRaw();
  await check(other.res, 200, 'signup other');
  const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: other.email, password: other.password } });
  const body = await check(res, 200, 'login other');
  expect(typeof body.id).toBe('string');
});

test('sendContactUsDetails: the 11th lead in a minute from one IP is 429', async () => {
  const lead = () =>
    call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
      data: { contactInfo: { name: 'Ravi', level: 'New lead', email: uniqueEmail('lead'), mobile: '9876543210', otherQuery: '' } },
    });
  for (let i = 1; i <= 10; i++) await check(await lead(), 200, `lead ${i}`);
  await expect429(await lead(), 'lead 11', 60);
});

test(`grievances: at most ${GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY} acknowledgements a day per address, whoever sends them; past that a 429 and nothing stored`, async () => {
  const victim = uniqueEmail('grvvictim');
  // Each from another client: the per-address limit is not the per-IP one.
  const send = (email: string, text: string, ip: string) =>
    call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
      data: { contactInfo: { name: 'X', level: null, email, mobile: '9876543210', otherQuery: `${GRIEVANCE_PREFIX}${text}` } },
      headers: { 'X-Forwarded-For': ip },
    });
  for (let i = 1; i <= GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY; i++)
    await check(await send(victim, `issue ${i}`, `198.51.100.${i}`), 200, `grievance ${i}`);
  // A double submit of one already received sends nothing again, and costs nothing.
  await check(await send(victim, 'issue 1', '198.51.100.1'), 200, 'double submit');
  const over = await send(victim.toUpperCase(), 'one more', '198.51.100.50');
  await expect429(over, 'one grievance too many', 24 * 3600);
  expect((await over.json()).error.message).toBe(GRIEVANCE_MESSAGES.tooMany);
  const sql = (q: string) => sqlOn(inst.cms, q).trim();
  expect(sql(`SELECT count(*) FROM grievances WHERE email = '${victim}'`)).toBe(String(GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY));
  expect(sql(`SELECT count(*) FROM leads WHERE email = '${victim}' AND other_query LIKE '%one more%'`)).toBe('0');
  // Another address is not affected.
  await check(await send(uniqueEmail('grvother'), 'issue', '198.51.100.51'), 200, 'another address');
});

test('addusertomailchimp: a 429 within 11 calls in a minute', async () => {
  const { at, res } = await until429(
    11,
    () =>
      call(inst.api, 'POST', '/api/Subscriptions/addusertomailchimp', {
        data: { data: { type: 'free subscription', email: uniqueEmail('news') } },
      }),
    [200],
    'newsletter',
  );
  expect(at, 'a 429 within 11 calls').not.toBeNull();
  await expect429(res!, 'newsletter', 60);
});

test('reset: the 4th request for one account is 429, and the per-IP limit is 5 per 15 minutes', async () => {
  const acct = await signupRaw();
  await check(acct.res, 200, 'signup');
  for (let i = 1; i <= 3; i++)
    await check(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } }), 204, `reset ${i}`);
  await expect429(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } }), 'reset 4 (same account)', 3600);
  // Four calls so far from this IP: one more is allowed, the sixth is not.
  await check(
    await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: uniqueEmail('nobody') } }),
    204,
    'reset 5 (another address)',
  );
  await expect429(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: uniqueEmail('nobody') } }), 'reset 6 (IP)', 900);
});

test('signup: at most 10 an hour from one IP', async () => {
  const { at, res } = await until429(11, async () => (await signupRaw()).res, [200], 'signup');
  expect(at, 'a 429 within 11 signups').not.toBeNull();
  expect(signups, 'the 11th signup from this IP is the first refused').toBe(11);
  await expect429(res!, 'signup', 3600);
});

// ---------------------------------------------------------------------------------------------
// Other clients (X-Forwarded-For), each test with addresses of its own.

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

/** A new account, signed up from `ip` (not from 127.0.0.1, whose signup budget the last test counts). */
async function accountFrom(ip: string): Promise<{ email: string; password: string }> {
  const input = signupInput({ email: uniqueEmail('rlx') });
  await check(await call(inst.api, 'POST', '/api/GWSUsers', { data: input, headers: from(ip) }), 200, `signup from ${ip}`);
  return { email: input.email, password: input.password };
}

const loginFrom = (ip: string, email: string, password: string) =>
  call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email, password }, headers: from(ip) });

test("login: a stranger failing 12 times on the administrator's email does not lock the administrator out", async () => {
  const { email, password } = inst.cms.admin;
  for (let i = 1; i <= 10; i++) await check(await loginFrom('203.0.113.7', email, `Guess-Passw0rd-${i}`), 401, `stranger guess ${i}`);
  for (let i = 11; i <= 12; i++) await expect429(await loginFrom('203.0.113.7', email, `Guess-Passw0rd-${i}`), `stranger guess ${i}`, 3600);
  const admin = await check(await loginFrom('198.51.100.8', email, password), 200, 'the administrator from their own address');
  expect(typeof admin.id).toBe('string');
});

test('login: thirty guesses sent at once get no further than ten sent one after another', async () => {
  const acct = await accountFrom('198.51.100.50');
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom('198.51.100.51', acct.email, `Parallel-Guess-${i}`)));
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 401).length, statuses.join(' ')).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 429).length, statuses.join(' ')).toBeGreaterThanOrEqual(20);
  expect(
    statuses.every((s) => s === 401 || s === 429),
    statuses.join(' '),
  ).toBe(true);
});

test('login: a success resets the consecutive failures of that email and client', async () => {
  const acct = await accountFrom('198.51.100.20');
  for (let i = 1; i <= 9; i++) await check(await loginFrom('198.51.100.21', acct.email, `Wrong-Passw0rd-${i}`), 401, `failure ${i}`);
  await check(await loginFrom('198.51.100.21', acct.email, acct.password), 200, 'success after 9 failures');
  for (let i = 1; i <= 10; i++)
    await check(await loginFrom('198.51.100.21', acct.email, `Wrong-Passw0rd-${i}`), 401, `failure ${i} after the success`);
  await expect429(await loginFrom('198.51.100.21', acct.email, 'Wrong-Passw0rd-11'), 'the 11th consecutive failure', 3600);
});

test('login: 50 failures a day from one client block it for a day, whatever the email', async () => {
  const acct = await accountFrom('198.51.100.30');
  // Fifty unknown emails, one failure each: no email+client pair comes near its own limit.
  for (let i = 1; i <= 50; i++)
    await check(await loginFrom('198.51.100.31', uniqueEmail('daily'), 'Wrong-Passw0rd-1'), 401, `failure ${i}`);
  await expect429(await loginFrom('198.51.100.31', uniqueEmail('daily'), 'Wrong-Passw0rd-1'), 'failure 51', 86400);
  const res = await loginFrom('198.51.100.31', acct.email, acct.password);
  await expect429(res, 'right password from the blocked client', 86400);
  expect(Number(res.headers()['retry-after']), 'blocked for about a day').toBeGreaterThan(86000);
  await check(await loginFrom('198.51.100.32', acct.email, acct.password), 200, 'the same account from another client');
});

test('login: at most 60 calls a minute from one client, successful ones included', async () => {
  const acct = await accountFrom('198.51.100.40');
  for (let i = 1; i <= 60; i++) await check(await loginFrom('198.51.100.41', acct.email, acct.password), 200, `login ${i}`);
  await expect429(await loginFrom('198.51.100.41', acct.email, acct.password), 'login 61', 60);
});

test('change-password: the 6th call in 15 minutes for one account is 429', async () => {
  const acct = await accountFrom('198.51.100.50');
  const { token } = await login(inst.api, acct.email, acct.password);
  const change = () =>
    call(inst.api, 'POST', '/api/GWSUsers/change-password', {
      token,
      data: { oldPassword: 'Not-My-Passw0rd', newPassword: 'Next-Passw0rd-9' },
      headers: from('198.51.100.51'),
    });
  for (let i = 1; i <= 5; i++) await check(await change(), 400, `wrong old password ${i}`);
  await expect429(await change(), 'change-password 6', 900);
});

const contactLead = (ip: string) =>
  call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
    data: { contactInfo: { name: 'Ravi', level: 'New lead', email: uniqueEmail('lead'), mobile: '9876543210', otherQuery: '' } },
    headers: from(ip),
  });
const newsletter = (ip: string) =>
  call(inst.api, 'POST', '/api/Subscriptions/addusertomailchimp', {
    data: { data: { type: 'free subscription', email: uniqueEmail('news') } },
    headers: from(ip),
  });

test('the two lead calls share one bucket: 10 a minute per client in all', async () => {
  for (let i = 1; i <= 5; i++) await check(await contactLead('198.51.100.60'), 200, `contact lead ${i}`);
  for (let i = 6; i <= 10; i++) await check(await newsletter('198.51.100.60'), 200, `newsletter lead ${i}`);
  await expect429(await contactLead('198.51.100.60'), 'contact lead 11', 60);
  await expect429(await newsletter('198.51.100.60'), 'newsletter lead 12', 60);
});

test('the WhatsApp lead call shares that bucket', async () => {
  const whatsappLead = () =>
    call(inst.api, 'POST', '/api/WhatsappLeads', {
      data: { lead: { name: 'Asha', country: 'IN', phone: '9876543210' } },
      headers: from('198.51.100.61'),
    });
  for (let i = 1; i <= 5; i++) await check(await contactLead('198.51.100.61'), 200, `contact lead ${i}`);
  for (let i = 6; i <= 10; i++) await check(await whatsappLead(), 200, `WhatsApp lead ${i}`);
  await expect429(await whatsappLead(), 'WhatsApp lead 11', 60);
  await expect429(await contactLead('198.51.100.61'), 'contact lead 12', 60);
});

test('the questionnaire answers share the lead calls’ bucket', async () => {
  const answers = (ip: string) =>
    call(inst.api, 'POST', '/api/QuestionnaireAnswers', {
      data: { answer: { name: 'Ravi', phone: '9876543210', budget: '0 - 20,000 INR', investment: 'No', strategy: 'Both' } },
      headers: from(ip),
    });
  for (let i = 1; i <= 5; i++) await check(await answers('198.51.100.62'), 200, `answers ${i}`);
  for (let i = 6; i <= 10; i++) await check(await contactLead('198.51.100.62'), 200, `contact lead ${i}`);
  await expect429(await answers('198.51.100.62'), 'answers 11', 60);
});

test('IPv6: two addresses in one /64 share a bucket, an address in another /64 does not', async () => {
  for (let i = 1; i <= 10; i++) await check(await contactLead('2001:db8:aa:1::1'), 200, `lead ${i} from 2001:db8:aa:1::1`);
  await expect429(await contactLead('2001:db8:aa:1:ffff:1234:5678:9abc'), 'lead 11 from another address of the /64', 60);
  await check(await contactLead('2001:db8:aa:2::1'), 200, 'a lead from the next /64');
});

// ---------------------------------------------------------------------------------------------
// A client straight on the CMS port, from 127.0.0.2: not a trusted proxy, so whatever it puts in
// X-Forwarded-For, it is 127.0.0.2.

const STRANGER = '127.0.0.2';
const loginAsStranger = (email: string, password: string, xff: string) =>
  callFrom(STRANGER, inst.cms.url, 'POST', '/api/GWSUsers/login', { data: { email, password }, headers: { 'X-Forwarded-For': xff } });

function expectRaw429(res: RawAnswer, label: string, maxSeconds: number): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(429);
  checkErrorShape(res.body, 429, label);
  expect(Number(res.headers['retry-after']), `${label}: Retry-After`).toBeGreaterThanOrEqual(1);
  expect(Number(res.headers['retry-after']), `${label}: Retry-After`).toBeLessThanOrEqual(maxSeconds);
}

test('a client outside TRUSTED_PROXIES cannot pick its address: a new X-Forwarded-For per guess still meets the block', async () => {
  const acct = await accountFrom('198.51.100.70');
  for (let i = 1; i <= 10; i++) {
    const res = await loginAsStranger(acct.email, `Wrong-Passw0rd-${i}`, `203.0.113.${i}`);
    expect(res.status, `guess ${i}: ${JSON.stringify(res.body)}`).toBe(401);
  }
  for (let i = 11; i <= 15; i++)
    expectRaw429(await loginAsStranger(acct.email, `Wrong-Passw0rd-${i}`, `203.0.113.${i}`), `guess ${i} under a new address`, 3600);
  expectRaw429(await loginAsStranger(acct.email, acct.password, '203.0.113.99'), 'the right password under a new address', 3600);
  // The block is the stranger's own: the owner, through the site server, is not locked out.
  await check(await loginFrom('198.51.100.70', acct.email, acct.password), 200, 'the owner through the trusted proxy');
});

test("a client outside TRUSTED_PROXIES cannot aim a lockout at someone else's address", async () => {
  const acct = await accountFrom('198.51.100.72');
  // Twelve wrong passwords "from" the owner's address: counted against 127.0.0.2.
  for (let i = 1; i <= 12; i++) {
    const res = await loginAsStranger(acct.email, `Wrong-Passw0rd-${i}`, '198.51.100.73');
    expect(res.status, `guess ${i}`).toBe(i <= 10 ? 401 : 429);
  }
  await check(await loginFrom('198.51.100.73', acct.email, acct.password), 200, 'the owner from the address the stranger named');
});

for (const factor of ['abc', '0', '-1']) {
  test(`RATE_LIMIT_FACTOR=${factor} stops the start with a clear message`, async () => {
    const boot = bootCms({ env: { RATE_LIMIT_FACTOR: factor } });
    await expect(boot).rejects.toThrow(`RATE_LIMIT_FACTOR must be a positive number (got "${factor}")`);
  });
}

for (const value of ['not-an-address', '10.0.0.0/33', '127.0.0.1, proxy.example']) {
  test(`TRUSTED_PROXIES=${value} stops the start with a clear message`, async () => {
    const boot = bootCms({ env: { TRUSTED_PROXIES: value } });
    await expect(boot).rejects.toThrow('TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges');
  });
}

test('TRUSTED_PROXIES with TRUST_PROXY_HOPS=2: a client behind a load balancer in front of the proxy', async () => {
  test.setTimeout(300_000);
  const two = await bootInstance({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY_HOPS: '2', TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
  try {
    const lead = (xff: string) =>
      call(two.api, 'POST', '/api/Messages/sendContactUsDetails', {
        data: { contactInfo: { name: 'Ravi', level: 'New lead', email: uniqueEmail('hops'), mobile: '9876543210', otherQuery: '' } },
        headers: { 'X-Forwarded-For': xff },
      });
    // The client 192.0.2.10 behind a load balancer: whatever it claims before, and whichever balancer node.
    for (let i = 1; i <= 10; i++) await check(await lead(`10.9.9.${i}, 192.0.2.10, 10.0.0.${(i % 2) + 1}`), 200, `lead ${i}`);
    await expect429(await lead('192.0.2.10, 10.0.0.1'), 'lead 11 from the same client', 60);
    await check(await lead('192.0.2.11, 10.0.0.1'), 200, 'another client behind the same balancer');
    // A "balancer" outside TRUSTED_PROXIES is the client itself, whatever it forwards.
    for (let i = 1; i <= 10; i++) await check(await lead(`192.0.2.${100 + i}, 172.16.0.1`), 200, `lead ${i} through 172.16.0.1`);
    await expect429(await lead('192.0.2.120, 172.16.0.1'), 'lead 11 through 172.16.0.1', 60);
    // Two hops at most, even when every address is in the list: 10.0.0.5 is the client here.
    for (let i = 1; i <= 10; i++) await check(await lead(`192.0.2.${130 + i}, 10.0.0.5, 10.0.0.1`), 200, `lead ${i} via 10.0.0.5`);
    await expect429(await lead('192.0.2.150, 10.0.0.5, 10.0.0.2'), 'lead 11 via 10.0.0.5', 60);
  } finally {
    await stopInstance(two);
  }
});
