/**
 * Alert preferences, the one-click unsubscribe (RFC 8058) and the suppression list, on a real
 * CMS over real HTTP: POST /api/GWSUsers/preferences reads and sets the kinds; the unsubscribe
 * link's GET shows a page and changes nothing, its POST turns the kind off (200, idempotent,
 * forged links refused); POST /api/Mail/events suppresses an address on a signed hard bounce or
 * complaint; and the recipients query (the one alerts are sent by) run against this CMS's own
 * database drops the opted-out and the suppressed. SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { expect } from '@playwright/test';
import {
  ALERT_KIND_LABELS,
  MAIL_EVENTS_PATH,
  MAIL_EVENTS_SIGNATURE_HEADER,
  MAIL_UNSUBSCRIBE_PATH,
  PREFERENCES_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
} from 'contracts';
import { webhookSignature, unsubscribePath, wantedUserIds } from 'cms';
import {
  adminAccount,
  call,
  check,
  newAccount,
  sharedInstance,
  sleep,
  sqlOn,
  test,
  SHARED_MAIL_EVENTS_SECRET,
  SUITE_MODE,
  type Account,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

// The worker's shared CMS: every test makes its own accounts and addresses and reads back only those.
const SECRET = SHARED_MAIL_EVENTS_SECRET;
const instance = sharedInstance();

const PREFS = '/api/GWSUsers/preferences';
/** The phone consent as a new account has it: not given. */
const NO_PHONE = { phoneAlerts: false, phoneAlertsConsentAt: null };
const ALL_ON = { calls: true, updates: true, reminders: true };

const prefs = (acct: Account, data: unknown, token: string | null = acct.token) => call(instance().api, 'POST', PREFS, { token, data });

/** The instance's first APP_KEYS key: what its unsubscribe links are signed with. */
function appKey(): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(instance().cms.dataDir, 'secrets.json'), 'utf8'));
  return String(secrets.APP_KEYS).split(',')[0];
}

const oneClick = (link: string) =>
  instance().api.post(link, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
    failOnStatusCode: false,
  });

const mailEvent = (body: string, signature?: string) =>
  call(instance().api, 'POST', MAIL_EVENTS_PATH, {
    raw: body,
    headers: signature === undefined ? {} : { [MAIL_EVENTS_SIGNATURE_HEADER]: signature },
  });
const signedEvent = (event: unknown) => {
  const body = JSON.stringify(event);
  return mailEvent(body, webhookSignature(body, SECRET));
};

/** The recipients query the alert outbox uses, on this CMS's database. */
async function withDb<T>(run: (knex: Knex) => Promise<T>): Promise<T> {
  const { cms } = instance();
  const knex = cms.databaseUrl
    ? knexFactory({ client: 'pg', connection: cms.databaseUrl, pool: { min: 0, max: 1 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(cms.dataDir, 'cms.db') }, useNullAsDefault: true });
  try {
    return await run(knex);
  } finally {
    await knex.destroy();
  }
}
const wantedFor = (kind: 'calls' | 'updates', ids: number[]) =>
  withDb(async (knex) =>
    [
      ...(await wantedUserIds(
        knex,
        {
          users: { table: 'up_users', id: 'id', email: 'email', off: `${kind}_alerts_off` },
          suppressions: { table: 'mail_suppressions', email: 'email' },
        },
        ids,
      )),
    ].sort((a, b) => a - b),
  );

test('preferences: every kind on at first; a change names some kinds and the others stay; only the account itself or an administrator', async () => {
  const me = await newAccount(instance().api, 'prefs');
  const other = await newAccount(instance().api, 'prefs-other');
  expect(await check(await prefs(me, { id: me.id }), 200, 'read')).toEqual({ alerts: ALL_ON, ...NO_PHONE });
  expect(await check(await prefs(me, { id: me.id, alerts: { updates: false } }), 200, 'updates off')).toEqual({
    alerts: { ...ALL_ON, updates: false },
    ...NO_PHONE,
  });
  expect(await check(await prefs(me, { id: me.id, alerts: { calls: false, updates: true } }), 200, 'calls off, updates on')).toEqual({
    alerts: { ...ALL_ON, calls: false },
    ...NO_PHONE,
  });
  expect(await check(await prefs(me, { id: me.id }), 200, 'read again')).toEqual({ alerts: { ...ALL_ON, calls: false }, ...NO_PHONE });

  await check(await prefs(me, { id: me.id }, null), 401, 'anonymous');
  await check(await prefs(other, { id: me.id, alerts: { calls: true } }), 403, "another subscriber's");
  expect(await check(await prefs(me, { id: me.id }), 200, 'unchanged by the refused call')).toEqual({
    alerts: { ...ALL_ON, calls: false },
    ...NO_PHONE,
  });
  const admin = await adminAccount(instance());
  expect(await check(await prefs(admin, { id: me.id }), 200, 'an administrator reads them')).toEqual({
    alerts: { ...ALL_ON, calls: false },
    ...NO_PHONE,
  });
  await check(await prefs(admin, { id: 999999 }), 404, 'no such account');
});

test('preferences: bad input is a 400 with a clear message, and nothing changes', async () => {
  const me = await newAccount(instance().api, 'prefs-bad');
  const cases: Array<[unknown, string]> = [
    [{}, 'id is required.'],
    [{ id: me.id, alerts: { sms: false } }, PREFERENCES_MESSAGES.unknownKind],
    [{ id: me.id, alerts: { calls: 'no' } }, 'calls must be true or false.'],
    [{ id: me.id, alerts: { calls: 0 } }, 'calls must be true or false.'],
    [{ id: me.id, alerts: [false] }, 'alerts must be an object.'],
    [{ id: me.id, alerts: 'off' }, 'alerts must be an object.'],
    [{ id: 'me' }, 'id must be a number.'],
    [{ id: me.id, phoneAlerts: 'yes' }, 'phoneAlerts must be true or false.'],
    [{ id: me.id, phoneAlerts: 1 }, 'phoneAlerts must be true or false.'],
  ];
  for (const [data, message] of cases) {
    const body = await check(await prefs(me, data), 400, JSON.stringify(data));
    expect(body.error.message, JSON.stringify(data)).toBe(message);
  }
  expect(await check(await prefs(me, { id: me.id }), 200, 'still all on')).toEqual({ alerts: ALL_ON, ...NO_PHONE });
});

test('phone consent: off at first; given with its moment, which a repeat keeps; withdrawn; the kinds stay as they were', async () => {
  const me = await newAccount(instance().api, 'prefs-phone');
  const before = Date.now();
  const given = await check(await prefs(me, { id: me.id, phoneAlerts: true }), 200, 'consent given');
  expect(given).toMatchObject({ alerts: ALL_ON, phoneAlerts: true });
  const at = Date.parse(given.phoneAlertsConsentAt);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  await sleep(200);
  const again = await check(await prefs(me, { id: me.id, phoneAlerts: true, alerts: { calls: false } }), 200, 'consent repeated');
  expect(again).toEqual({ alerts: { ...ALL_ON, calls: false }, phoneAlerts: true, phoneAlertsConsentAt: given.phoneAlertsConsentAt });
  expect(await check(await prefs(me, { id: me.id, phoneAlerts: false }), 200, 'withdrawn')).toEqual({
    alerts: { ...ALL_ON, calls: false },
    ...NO_PHONE,
  });
});

test('one-click unsubscribe: GET shows a page and changes nothing; POST turns that kind off, 200 every time; forged links are refused', async () => {
  const me = await newAccount(instance().api, 'unsub');
  const link = unsubscribePath(appKey(), me.id, 'calls');

  const page = await instance().api.get(link, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-store');
  const html = await page.text();
  // The label's quotes are escaped; the form posts back to the link itself.
  expect(html).toContain(UNSUBSCRIBE_MESSAGES.confirm(ALERT_KIND_LABELS.calls).replace(/"/g, '&quot;'));
  expect(html).toContain(`action="${link.replace(/&/g, '&amp;')}"`);
  expect(html).not.toContain('<script');
  expect(await check(await prefs(me, { id: me.id }), 200, 'opening the link changed nothing')).toEqual({ alerts: ALL_ON, ...NO_PHONE });

  for (const attempt of ['first', 'repeated']) {
    const res = await oneClick(link);
    expect(res.status(), attempt).toBe(200);
    expect(await res.text()).toContain(UNSUBSCRIBE_MESSAGES.done(ALERT_KIND_LABELS.calls).replace(/"/g, '&quot;'));
  }
  expect(await check(await prefs(me, { id: me.id }), 200, 'calls off, the rest on')).toEqual({
    alerts: { ...ALL_ON, calls: false },
    ...NO_PHONE,
  });

  // The page's own button: the same link, the form's fields.
  const pressed = await instance().api.post(unsubscribePath(appKey(), me.id, 'reminders'), {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(pressed.status()).toBe(200);
  expect(await check(await prefs(me, { id: me.id }), 200, 'reminders off too')).toEqual({
    alerts: { calls: false, updates: true, reminders: false },
    ...NO_PHONE,
  });

  const other = await newAccount(instance().api, 'unsub-other');
  const token = new URL(link, 'http://x').searchParams.get('t')!;
  const forged: Array<[string, number]> = [
    [`${MAIL_UNSUBSCRIBE_PATH}?u=${other.id}&k=calls&t=${token}`, 403], // my token on another account
    [`${MAIL_UNSUBSCRIBE_PATH}?u=${other.id}&k=updates&t=${token}`, 403],
    [unsubscribePath('not-the-key', other.id, 'calls'), 403],
    [`${MAIL_UNSUBSCRIBE_PATH}?u=${other.id}&k=calls`, 400],
    [`${MAIL_UNSUBSCRIBE_PATH}?u=${other.id}&k=newsletter&t=${token}`, 400],
    [MAIL_UNSUBSCRIBE_PATH, 400],
  ];
  for (const [bad, status] of forged) {
    const res = await oneClick(bad);
    expect(res.status(), bad).toBe(status);
    expect(await res.text()).toContain(UNSUBSCRIBE_MESSAGES.badLink);
    expect((await instance().api.get(bad)).status(), `GET ${bad}`).toBe(status);
  }
  expect(await check(await prefs(other, { id: other.id }), 200, 'the other account is untouched')).toEqual({ alerts: ALL_ON, ...NO_PHONE });
});

test('mail events: a signed hard bounce or complaint suppresses the address once; unsigned, badly signed or malformed reports are refused', async () => {
  const bounced = `bounced-${Date.now()}@example.com`;
  const event = { type: 'bounce', email: bounced.toUpperCase(), hard: true, reason: '550 5.1.1 user unknown' };
  const body = JSON.stringify(event);
  await check(await mailEvent(body), 401, 'unsigned');
  await check(await mailEvent(body, webhookSignature(body, 'another-secret')), 401, 'signed with another secret');
  await check(await mailEvent(body, webhookSignature(`${body} `, SECRET)), 401, 'a signature of another body');
  const count = (email: string) => sqlOn(instance().cms, `SELECT count(*) FROM mail_suppressions WHERE email = '${email}'`).trim();
  expect(count(bounced)).toBe('0');

  expect(await check(await signedEvent(event), 200, 'hard bounce')).toEqual({ email: bounced, suppressed: true, added: true });
  expect(await check(await signedEvent(event), 200, 'the same again')).toEqual({ email: bounced, suppressed: true, added: false });
  expect(count(bounced)).toBe('1');
  expect(sqlOn(instance().cms, `SELECT source, reason FROM mail_suppressions WHERE email = '${bounced}'`).trim()).toBe(
    'dsn|550 5.1.1 user unknown',
  );

  const soft = `soft-${Date.now()}@example.com`;
  expect(await check(await signedEvent({ type: 'bounce', email: soft, hard: false }), 200, 'soft bounce')).toEqual({
    email: soft,
    suppressed: false,
    added: false,
  });
  expect(count(soft)).toBe('0');
  const complained = `complaint-${Date.now()}@example.com`;
  expect(await check(await signedEvent({ type: 'complaint', email: complained }), 200, 'complaint')).toEqual({
    email: complained,
    suppressed: true,
    added: true,
  });
  expect(sqlOn(instance().cms, `SELECT source FROM mail_suppressions WHERE email = '${complained}'`).trim()).toBe('complaint');

  const malformed: Array<[unknown, string]> = [
    [{ type: 'bounce' }, 'email is required.'],
    [{ type: 'open', email: soft }, 'type must be bounce or complaint.'],
    [{ type: 'bounce', email: 'not-an-address' }, 'email must be an email address.'],
    [{ type: 'bounce', email: soft, hard: 'yes' }, 'hard must be true or false.'],
  ];
  for (const [bad, message] of malformed)
    expect((await check(await signedEvent(bad), 400, JSON.stringify(bad))).error.message).toBe(message);
  await check(await mailEvent('[1]', webhookSignature('[1]', SECRET)), 400, 'signed, not an object');
  await check(await mailEvent('{"type":', webhookSignature('{"type":', SECRET)), 400, 'signed, not JSON');
});

test('the recipients query drops those who turned the kind off and suppressed addresses, and mails a changed address again', async () => {
  const [keeps, optedOut, bounces] = [
    await newAccount(instance().api, 'r-keeps'),
    await newAccount(instance().api, 'r-off'),
    await newAccount(instance().api, 'r-bounce'),
  ];
  const ids = [keeps.id, optedOut.id, bounces.id];
  expect(await wantedFor('calls', ids)).toEqual(ids);

  expect((await oneClick(unsubscribePath(appKey(), optedOut.id, 'calls'))).status()).toBe(200);
  await check(await signedEvent({ type: 'bounce', email: bounces.email, hard: true, reason: '550 no such user' }), 200, 'bounce');
  expect(await wantedFor('calls', ids)).toEqual([keeps.id]);
  // The kind turned off is that kind only; the bounced address gets nothing.
  expect(await wantedFor('updates', ids)).toEqual([keeps.id, optedOut.id]);

  // A new address is not suppressed: the subscriber hears from us again there.
  const fresh = `moved-${Date.now()}@example.com`;
  sqlOn(instance().cms, `UPDATE up_users SET email = '${fresh}', username = '${fresh}' WHERE id = ${bounces.id}`);
  expect(await wantedFor('calls', ids)).toEqual([keeps.id, bounces.id]);
});
