/**
 * Alerts on publish: every entitled subscriber gets the alert of a new call (or an update) once,
 * from the alert outbox, through a REAL SMTP server on loopback (smtp-server), each message read
 * back with mailparser as a mail client would. Three subscribers, two entitled, one free: exactly
 * the two; a CMS restart in the middle of a batch (a slow relay) loses and repeats nothing; on
 * PostgreSQL, two CMS instances on one database send each alert once. The headers (Message-ID,
 * Date) and the escaping of a rationale with <script> & "quotes" as parsed.
 */
import { test, expect } from '@playwright/test';
import {
  adminAccount,
  call,
  createStock,
  createUpdate,
  editorHeaders,
  panelStaff,
  roomiestPlanId,
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
import { smtpSink, type SmtpSink } from '../lib/smtp-sink';
import { ON_POSTGRES } from '../lib/suites';

test.describe.configure({ mode: 'serial' });

let sink: SmtpSink;
// Before the CMS's own beforeAll (hooks run in the order they are declared): its env names the sink.
test.beforeAll(async () => {
  sink = await smtpSink();
});
const instance = instanceForBlock(() => ({ ...GENERAL_ENV, SMTP_URL: sink.url, MAIL_RATE_PER_SECOND: '50' }));
let admin: Account;
let planId: string;
/** The first test's call and its two entitled subscribers, whose delivery log the next test reads. */
let firstCall: { stockId: number; entitled: Account[] } | null = null;

test.beforeAll(async () => {
  admin = await adminAccount(instance());
  planId = await roomiestPlanId(instance().api);
});
test.afterAll(async () => {
  await sink.close();
});

const to = (email: string) => sink.to(email);

async function subscribers(n: number, tag: string): Promise<Account[]> {
  const { api } = instance();
  const out: Account[] = [];
  for (let i = 0; i < n; i++) {
    const acct = await newAccount(api, `${tag}${i}`);
    await subscribe(api, admin.token, acct.id, planId, isoDay(0));
    out.push(acct);
  }
  return out;
}

test('a new call: the two entitled subscribers get the alert once each, the free user none; headers and escaping as a client parses them', async () => {
  const { api } = instance();
  const entitled = await subscribers(2, 'alert-paid');
  const free = await newAccount(api, 'alert-free');
  const stock = await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Cheap <script>alert(1)</script> & "quotes"' });

  await waitUntil('both alerts', () => entitled.every((a) => to(a.email).length >= 1));
  await sleep(1500); // anything sent twice would be here by now
  for (const a of entitled) {
    const got = to(a.email);
    expect(got, `one alert to ${a.email}`).toHaveLength(1);
    const { mail } = got[0];
    expect(mail.subject).toBe(`New call: Buy ${stock.nseCode}`);
    expect(mail.messageId).toMatch(/^<alert-\d+-\d+@.+>$/);
    expect(mail.date?.getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(mail.text).toContain('Cheap <script>alert(1)</script> & "quotes"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Cheap &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain('/myaccount');
    expect(mail.text + String(mail.html)).not.toContain(stock.reportLink);
  }
  expect(to(free.email)).toHaveLength(0);

  // The log: one row per entitled subscriber, all queued at the publication's instant, all sent.
  const rows = sqlOn(
    instance().cms,
    `SELECT COUNT(*), COUNT(DISTINCT queued_at), COUNT(sent_at) FROM alert_deliveries WHERE email IN ('${entitled.map((a) => a.email).join("','")}')`,
  );
  expect(rows.trim().replace(/\|/g, ' ').split(/\s+/).map(Number)).toEqual([2, 1, 2]);
  firstCall = { stockId: stock.id, entitled };
});

test("the call's delivery log: its summary and counts as JSON, one CSV line per recipient; administrators only", async () => {
  test.skip(!firstCall, 'needs the first call');
  const { api } = instance();
  const { stockId, entitled } = firstCall!;
  const register = await (await call(api, 'GET', '/api/Recommendations/register', { token: admin.token })).json();
  const entry = register.entries.find((e: { stockId: number; kind: string }) => e.stockId === stockId && e.kind === 'call');
  const url = `/api/Recommendations/${entry.seq}/deliveries`;

  const res = await call(api, 'GET', url, { token: admin.token });
  expect(res.status(), await res.text()).toBe(200);
  const log = await res.json();
  expect(log.seq).toBe(entry.seq);
  expect(log.total).toBe(entry.audience);
  expect([log.sent, log.queued, log.failed, log.bounced]).toEqual([log.total, 0, 0, 0]);
  expect(log.summary).toMatch(new RegExp(`^Sent to ${log.total} of ${log.total} at \\d\\d:\\d\\d:\\d\\d(–\\d\\d:\\d\\d:\\d\\d)?$`));
  const ist = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(11, 19);
  expect(log.summary).toContain(`at ${ist(log.firstSentAt)}`);
  expect(log.summary.endsWith(ist(log.lastSentAt))).toBe(true);
  for (const a of entitled) {
    const row = log.rows.find((r: { email: string }) => r.email === a.email);
    expect(row, a.email).toMatchObject({ userId: a.id, state: 'sent', attempts: 1, kind: 'calls', failedAt: null, bouncedAt: null });
    expect(Date.parse(row.sentAt)).toBeGreaterThanOrEqual(Date.parse(row.queuedAt));
  }

  const csv = await call(api, 'GET', url, { token: admin.token, query: { format: 'csv' } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('User id,Email,Kind,State,Attempts,Queued at (UTC),Sent at (UTC),Failed at (UTC),Bounced at (UTC),Last error');
  expect(lines).toHaveLength(log.total + 1);
  for (const a of entitled) expect(lines.filter((l) => l.startsWith(`${a.id},${a.email},calls,sent,1,`))).toHaveLength(1);

  expect((await call(api, 'GET', url)).status()).toBe(401);
  expect((await call(api, 'GET', url, { token: entitled[0].token })).status()).toBe(403);
  expect((await call(api, 'GET', '/api/Recommendations/999999/deliveries', { token: admin.token })).status()).toBe(404);
  expect((await call(api, 'GET', '/api/Recommendations/abc/deliveries', { token: admin.token })).status()).toBe(400);
  expect((await call(api, 'GET', url, { token: admin.token, query: { format: 'xml' } })).status()).toBe(400);
});

test("the admin lists carry each call's and update's delivery summary, the same as its log's, in their one answer", async () => {
  test.skip(!firstCall, 'needs the first call');
  const { api } = instance();
  const { stockId, entitled } = firstCall!;
  const update = await createUpdate(api, admin.token, stockId, 'Hold');
  await waitUntil('the update alerts', () => entitled.every((a) => to(a.email).length >= 2));
  const register = await (await call(api, 'GET', '/api/Recommendations/register', { token: admin.token })).json();
  const seqOf = (kind: string, refId: number) =>
    register.entries.find((e: { kind: string; refId: number }) => e.kind === kind && e.refId === refId).seq;
  const headOf = async (seq: number) => {
    const { rows, ...head } = await (await call(api, 'GET', `/api/Recommendations/${seq}/deliveries`, { token: admin.token })).json();
    expect(rows.length).toBe(head.total);
    return head;
  };
  // The worker may still be recording the update's last row: read until it has no queued row.
  for (let until = Date.now() + 30_000; (await headOf(seqOf('update', update.id))).queued > 0; await sleep(200)) {
    if (Date.now() > until) throw new Error('the update alerts were never all recorded');
  }

  const stocks = await (await call(api, 'GET', '/api/Stocks', { token: admin.token })).json();
  const listed = stocks.find((s: { id: number }) => s.id === stockId);
  expect(listed.delivery).toEqual(await headOf(seqOf('call', stockId)));
  expect(listed.delivery.summary).toMatch(/^Sent to (\d+) of \1 at /);
  const updates = await (
    await call(api, 'GET', '/api/Updates', { token: admin.token, query: { filter: JSON.stringify({ where: { stockId } }) } })
  ).json();
  const listedUpdate = updates.find((u: { id: number }) => u.id === update.id);
  expect(listedUpdate.delivery).toEqual(await headOf(seqOf('update', update.id)));
  expect(listedUpdate.delivery.sent).toBeGreaterThanOrEqual(entitled.length);
});

test('compliance staff read the delivery log and the mail suppression list in the CMS panel, and change neither', async () => {
  test.skip(!firstCall, 'needs the first call');
  const { api } = instance();
  const CM = '/content-manager/collection-types';
  const DELIVERIES = `${CM}/api::alert-delivery.alert-delivery`;
  const SUPPRESSIONS = `${CM}/api::mail-preference.mail-suppression`;
  const panel = await editorHeaders(instance());
  const suppressed = (
    await (await api.post(SUPPRESSIONS, { headers: panel, data: { email: `held-${Date.now()}@example.com`, source: 'admin' } })).json()
  ).data;
  expect(suppressed?.documentId, 'the administrator adds a suppression').toBeTruthy();
  const compliance = await panelStaff(instance(), panel, 'Compliance');

  const read = await api.get(`${DELIVERIES}?page=1&pageSize=100&sort=id:DESC`, { headers: compliance });
  expect(read.status(), await read.text()).toBe(200);
  const rows: { documentId: string; email: string; sentAt: string | null }[] = (await read.json()).results;
  const mine = rows.find((r) => r.email === firstCall!.entitled[0].email);
  expect(mine, 'the first call alert to its subscriber is listed').toBeTruthy();
  expect(mine!.sentAt).toBeTruthy();
  expect((await api.get(`${DELIVERIES}/${mine!.documentId}`, { headers: compliance })).status()).toBe(200);
  expect((await api.put(`${DELIVERIES}/${mine!.documentId}`, { headers: compliance, data: { lastError: 'edited' } })).status()).toBe(403);
  expect((await api.delete(`${DELIVERIES}/${mine!.documentId}`, { headers: compliance })).status()).toBe(403);
  expect(
    (
      await api.post(DELIVERIES, { headers: compliance, data: { publication: 1, kind: 'calls', userId: 1, email: 'x@example.com' } })
    ).status(),
  ).toBe(403);

  const list = await api.get(`${SUPPRESSIONS}?page=1&pageSize=100`, { headers: compliance });
  expect(list.status(), await list.text()).toBe(200);
  expect((await list.json()).results.map((r: { documentId: string }) => r.documentId)).toContain(suppressed.documentId);
  expect((await api.put(`${SUPPRESSIONS}/${suppressed.documentId}`, { headers: compliance, data: { reason: 'edited' } })).status()).toBe(
    403,
  );
  expect((await api.delete(`${SUPPRESSIONS}/${suppressed.documentId}`, { headers: compliance })).status()).toBe(403);

  // Nobody edits the log by hand, not even a super admin: it is the evidence of what was sent.
  const edited = await api.put(`${DELIVERIES}/${mine!.documentId}`, { headers: panel, data: { lastError: 'edited' } });
  expect(edited.status()).toBe(403);
  expect(await edited.text()).toContain('cannot be added, changed or deleted by hand');
  expect((await api.delete(`${DELIVERIES}/${mine!.documentId}`, { headers: panel })).status()).toBe(403);
  const marketer = await panelStaff(instance(), panel, 'Marketer');
  expect((await api.get(`${DELIVERIES}?page=1&pageSize=1`, { headers: marketer })).status()).toBe(403);
});

test('a CMS restart in the middle of a batch (a slow relay): every entitled subscriber gets the alert exactly once', async () => {
  test.setTimeout(180_000);
  const { api } = instance();
  const entitled = await subscribers(8, 'alert-restart');
  sink.delayMs = 400;
  try {
    await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Restart test.' });
    await waitUntil('the first alert', () => entitled.some((a) => to(a.email).length > 0));
    expect(entitled.filter((a) => to(a.email).length > 0).length, 'the restart falls mid-batch').toBeLessThan(entitled.length);
    await instance().cms.restart();
    await waitUntil('every alert', () => entitled.every((a) => to(a.email).length >= 1), 120_000);
  } finally {
    sink.delayMs = 0;
  }
  await sleep(1500);
  for (const a of entitled) expect(to(a.email), `one alert to ${a.email}`).toHaveLength(1);
});

test('two CMS instances on one database: each alert sent once', async () => {
  test.skip(!ON_POSTGRES, 'a second instance shares PostgreSQL');
  test.setTimeout(180_000);
  const { api, cms } = instance();
  const sibling = await cms.anotherInstance();
  try {
    const entitled = await subscribers(6, 'alert-two');
    sink.delayMs = 100;
    await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Two instances.' });
    await waitUntil('every alert', () => entitled.every((a) => to(a.email).length >= 1), 120_000);
    await sleep(2000);
    for (const a of entitled) expect(to(a.email), `one alert to ${a.email}`).toHaveLength(1);
  } finally {
    sink.delayMs = 0;
    await sibling.stop();
  }
});
