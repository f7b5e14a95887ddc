/**
 * The alert webhook channel against a loopback receiver (a plain node http server that keeps the
 * raw body and verifies X-Alert-Signature with the secret): with ALERT_WEBHOOK_URL set, each
 * entitled subscriber's alert also goes there, once, signed; the phone number only of the one
 * who consented in My Account (POST /api/GWSUsers/preferences), never of the one who did not, and
 * nothing for a free user. A receiver that answers 500 is retried from the outbox with backoff
 * and gets each alert once after it recovers.
 */
import { test, expect } from '@playwright/test';
import { ALERT_WEBHOOK_HEADERS } from 'contracts';
import { signatureMatches } from 'cms';
import { receiver, type Received } from '../lib/http-receiver';
import {
  adminAccount,
  call,
  check,
  createStock,
  getPlans,
  GENERAL_ENV,
  instanceForBlock,
  isoDay,
  newAccount,
  sleep,
  STRUCTURED_CALL,
  waitUntil,
  sqlOn,
  subscribe,
  type Account,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const SECRET = 'alert-webhook-test-secret';

/** What the receiver answers: 500 while `down`. */
let down = false;
let hook: Awaited<ReturnType<typeof receiver>>;
// Before the CMS's own beforeAll (hooks run in the order they are declared): its env names the receiver.
test.beforeAll(async () => {
  hook = await receiver(() => (down ? 500 : 200));
});
test.afterAll(async () => {
  await hook.close();
});
const instance = instanceForBlock(() => ({
  ...GENERAL_ENV,
  ALERT_WEBHOOK_URL: `${hook.url}/alerts`,
  ALERT_WEBHOOK_SECRET: SECRET,
  LEAD_RETRY_BASE_MS: '300',
  LEAD_RETRY_MAX_MS: '1000',
}));

let admin: Account;
let planId: string;
test.beforeAll(async () => {
  admin = await adminAccount(instance());
  const plans = await getPlans(instance().api);
  planId = plans.reduce((a, b) => (b.stocks > a.stocks ? b : a)).id as string;
});

const bodyOf = (r: Received) => JSON.parse(r.raw);
/** Every request the receiver got for `userId`'s alerts, whatever it answered. */
const requestsFor = (userId: number) => hook.seen.filter((r) => r.path === '/alerts' && bodyOf(r).recipient?.userId === userId);
const acceptedFor = (userId: number) => requestsFor(userId).filter((r) => r.status < 300);

async function subscriber(tag: string): Promise<Account & { phone: string }> {
  const { api } = instance();
  const acct = await newAccount(api, tag);
  await subscribe(api, admin.token, acct.id, planId, isoDay(0));
  const me = await check(await call(api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token }), 200, 'own account');
  expect(typeof me.phone, 'the account has a phone number').toBe('string');
  return { ...acct, phone: me.phone };
}

const consent = async (acct: Account, phoneAlerts: boolean) =>
  check(
    await call(instance().api, 'POST', '/api/GWSUsers/preferences', { token: acct.token, data: { id: acct.id, phoneAlerts } }),
    200,
    `phone consent ${phoneAlerts}`,
  );

test('each alert goes to the webhook once, signed; the phone only of the subscriber who consented; none for a free user', async () => {
  const { api, cms } = instance();
  const consenting = await subscriber('hook-yes');
  const declining = await subscriber('hook-no');
  const free = await newAccount(api, 'hook-free');
  expect((await consent(consenting, true)).phoneAlerts).toBe(true);
  // Consent given and withdrawn again counts as none.
  await consent(declining, true);
  expect((await consent(declining, false)).phoneAlerts).toBe(false);

  const stock = await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Webhook test.' });
  await waitUntil('both webhook alerts', () => acceptedFor(consenting.id).length >= 1 && acceptedFor(declining.id).length >= 1);
  await sleep(1500); // anything sent twice would be here by now

  for (const acct of [consenting, declining]) {
    const got = requestsFor(acct.id);
    expect(got, `one webhook alert for user ${acct.id}`).toHaveLength(1);
    const [r] = got;
    const body = bodyOf(r);
    expect(r.headers['content-type']).toContain('application/json');
    expect(signatureMatches(r.raw, r.headers[ALERT_WEBHOOK_HEADERS.signature.toLowerCase()] as string, SECRET), 'signature verifies').toBe(
      true,
    );
    expect(signatureMatches(r.raw, r.headers[ALERT_WEBHOOK_HEADERS.signature.toLowerCase()] as string, 'not-the-secret')).toBe(false);
    expect(r.headers[ALERT_WEBHOOK_HEADERS.id.toLowerCase()]).toBe(body.id);
    expect(Number(r.headers[ALERT_WEBHOOK_HEADERS.timestamp.toLowerCase()])).toBe(Math.floor(Date.parse(body.sentAt) / 1000));
    expect(body).toMatchObject({
      type: 'alert',
      kind: 'call',
      stock: { name: stock.name, symbol: stock.nseCode, action: 'Buy', entryLow: 100, entryHigh: 110, target: 150, stopLoss: 90 },
    });
    expect(body.accountUrl).toMatch(/\/myaccount$/);
    expect(body.disclaimer).toContain('SEBI Research Analyst Reg. No.');
    expect(r.raw, 'never the report').not.toContain(stock.reportLink);
  }
  expect(bodyOf(requestsFor(consenting.id)[0]).recipient).toEqual({ userId: consenting.id, phone: consenting.phone });
  expect(bodyOf(requestsFor(declining.id)[0]).recipient).toEqual({ userId: declining.id });
  expect(requestsFor(declining.id)[0].raw).not.toContain(declining.phone);
  expect(requestsFor(free.id)).toHaveLength(0);
  // Both alerts of one publication carry its one instant.
  expect(bodyOf(requestsFor(consenting.id)[0]).publishedAt).toBe(bodyOf(requestsFor(declining.id)[0]).publishedAt);

  // The log: an email row and a webhook row per entitled subscriber, each sent.
  const rows = sqlOn(
    cms,
    `SELECT channel, COUNT(*), COUNT(sent_at) FROM alert_deliveries WHERE user_id IN (${consenting.id}, ${declining.id}, ${free.id}) GROUP BY channel ORDER BY channel`,
  );
  expect(
    rows
      .trim()
      .split('\n')
      .map((l) => l.trim().replace(/\s*\|\s*/g, ' ')),
  ).toEqual(['email 2 2', 'webhook 2 2']);
});

test('a receiver answering 500 is retried with backoff; after it recovers it gets each alert once', async () => {
  test.setTimeout(120_000);
  const { api } = instance();
  const subs = [await subscriber('hook-retry-a'), await subscriber('hook-retry-b')];
  await consent(subs[0], true);
  down = true;
  try {
    await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Retry test.' });
    await waitUntil('a second refused attempt for each', () =>
      subs.every((s) => requestsFor(s.id).filter((r) => r.status === 500).length >= 2),
    );
  } finally {
    down = false;
  }
  await waitUntil('each alert accepted', () => subs.every((s) => acceptedFor(s.id).length >= 1));
  await sleep(2000);
  for (const s of subs) {
    const got = requestsFor(s.id);
    expect(acceptedFor(s.id), `accepted once for user ${s.id}`).toHaveLength(1);
    // Every attempt is the same alert (one id), each signed anew over its own body.
    expect(new Set(got.map((r) => r.headers['x-alert-id'])).size).toBe(1);
    for (const r of got) expect(signatureMatches(r.raw, r.headers['x-alert-signature'] as string, SECRET)).toBe(true);
    // Waits between attempts: the backoff, not a spin.
    for (let i = 1; i < got.length; i++) expect(got[i].at - got[i - 1].at).toBeGreaterThanOrEqual(100);
  }
  expect(bodyOf(acceptedFor(subs[0].id)[0]).recipient.phone).toBe(subs[0].phone);
  expect(bodyOf(acceptedFor(subs[1].id)[0]).recipient).toEqual({ userId: subs[1].id });
});
