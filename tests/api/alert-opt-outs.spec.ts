/**
 * Who stops getting alerts, through a real SMTP server on loopback (tests/lib/smtp-sink.ts): a
 * subscriber whose address the relay refuses (550 at RCPT TO: a hard bounce at send time) is
 * recorded as bounced in the call's delivery log, suppressed, and never queued again; one who uses
 * the one-click unsubscribe (RFC 8058) of an update's alert gets no later update; a third
 * subscriber gets every alert.
 */
import { test, expect } from '@playwright/test';
import {
  adminAccount,
  call,
  createStock,
  createUpdate,
  GENERAL_ENV,
  instanceForBlock,
  isoDay,
  newAccount,
  roomiestPlanId,
  sleep,
  sqlOn,
  STRUCTURED_CALL,
  subscribe,
  waitUntil,
  type Account,
} from './helpers';
import { smtpSink, type SmtpSink } from '../lib/smtp-sink';

test.describe.configure({ mode: 'serial' });

let sink: SmtpSink;
// Before the CMS's own beforeAll (hooks run in the order they are declared): its env names the sink.
test.beforeAll(async () => {
  sink = await smtpSink();
});
const instance = instanceForBlock(() => ({ ...GENERAL_ENV, SMTP_URL: sink.url, MAIL_RATE_PER_SECOND: '50' }));
test.afterAll(async () => {
  await sink.close();
});

const count = (sql: string) => Number(sqlOn(instance().cms, sql).trim());

test('a hard bounce suppresses the address; a one-click unsubscribe turns updates off; the next update reaches the third subscriber only', async () => {
  test.setTimeout(120_000);
  const { api } = instance();
  const admin = await adminAccount(instance());
  const planId = await roomiestPlanId(api);
  const people: Account[] = [];
  for (const tag of ['bounce', 'optout', 'reader']) {
    const acct = await newAccount(api, `alert-${tag}`);
    await subscribe(api, admin.token, acct.id, planId, isoDay(0));
    people.push(acct);
  }
  const [bounces, optsOut, reads] = people;
  sink.rejectRcpt.add(bounces.email);

  const stock = await createStock(api, admin.token, { ...STRUCTURED_CALL, rationale: 'Opt-out test.' });
  await waitUntil('the call alert to the two others', () => sink.to(optsOut.email).length === 1 && sink.to(reads.email).length === 1);
  await expect
    .poll(() => count(`SELECT count(*) FROM alert_deliveries WHERE email = '${bounces.email}' AND bounced_at IS NOT NULL`), {
      message: 'the refused address is recorded as bounced',
    })
    .toBe(1);
  expect(count(`SELECT count(*) FROM mail_suppressions WHERE email = '${bounces.email}'`), 'and suppressed').toBe(1);

  // The call's delivery log says so.
  const register = await (await call(api, 'GET', '/api/Recommendations/register', { token: admin.token })).json();
  const entry = register.entries.find((e: { stockId: number; kind: string }) => e.stockId === stock.id && e.kind === 'call');
  const log = await (await call(api, 'GET', `/api/Recommendations/${entry.seq}/deliveries`, { token: admin.token })).json();
  expect(log.rows.find((r: { email: string }) => r.email === bounces.email)).toMatchObject({ state: 'bounced' });
  expect(log.summary).toContain('1 bounced');

  // An update: its alert carries the one-click link for updates, which the second subscriber uses.
  await createUpdate(api, admin.token, stock.id, 'Hold');
  await waitUntil('the first update alert', () => sink.to(optsOut.email).length === 2 && sink.to(reads.email).length === 2);
  const updateMail = sink.to(optsOut.email)[1].mail;
  expect(updateMail.subject).toMatch(/^Update/);
  const listUnsubscribe = updateMail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
  const link = new URL(/<(https?:[^>]+)>/.exec(listUnsubscribe)?.[1] ?? 'http://missing/');
  const res = await api.post(`${link.pathname}${link.search}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status(), 'the one-click POST, as a mail client sends it').toBe(200);

  await createUpdate(api, admin.token, stock.id, 'Sell');
  await waitUntil('the second update alert', () => sink.to(reads.email).length === 3);
  await sleep(2000); // anything still to come would be here by now
  expect(sink.to(optsOut.email), 'no update after unsubscribing from updates').toHaveLength(2);
  expect(sink.to(bounces.email), 'nothing reaches the refused address').toHaveLength(0);
  expect(count(`SELECT count(*) FROM alert_deliveries WHERE email = '${bounces.email}'`), 'never queued after the bounce').toBe(1);
});
