/**
 * The alert routes under abuse: My Account's preferences, seen mark and alert history, the
 * one-click unsubscribe link, the provider's bounce reports and a publication's delivery log.
 * Every bad input (malformed JSON, wrong types, NUL bytes, huge strings and numbers, bodies over
 * the limit, forged links, bad signatures, someone else's id) gets a 4xx with a clear message,
 * never a 500, and leaves what is stored as it was; calls racing on one account end in one
 * consistent state (20 one-click POSTs of one link: all 200, one change). SQLite and PostgreSQL:
 * PostgreSQL refuses NUL bytes and integers over 32 bits that SQLite stores.
 *
 * The unsubscribe link answers pages, not JSON (a person follows it from a mail): its refusals
 * are a 400 (not a link of ours) or 403 (forged) with the bad-link page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as pwRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { MAIL_EVENTS_PATH, MAIL_EVENTS_SIGNATURE_HEADER, MAIL_UNSUBSCRIBE_PATH, UNSUBSCRIBE_MESSAGES } from 'contracts';
import { unsubscribePath, webhookSignature } from 'cms';
import {
  adminAccount,
  call,
  check,
  createStock,
  newAccount,
  sharedInstance,
  sqlOn,
  test,
  uniqueEmail,
  SHARED_MAIL_EVENTS_SECRET,
  SUITE_MODE,
  type Account,
  type Expected,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

// The worker's shared CMS: every test makes its own accounts and stocks and reads back only those
// (the suppression list's count is compared before and after a test's own calls).
const SECRET = SHARED_MAIL_EVENTS_SECRET;
const instance = sharedInstance();
const RACERS = 20;

let admin: Account;
test.beforeAll(async () => {
  admin = await adminAccount(instance());
});

const api = () => instance().api;
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();

/** What the alert routes store about an account: its preference flags, phone consent and seen mark. */
const accountRow = (id: number) =>
  sql(
    `SELECT calls_alerts_off, updates_alerts_off, reminders_alerts_off, phone_alerts_consent_at, last_seen_at FROM up_users WHERE id = ${id}`,
  );
const suppressions = () => sql('SELECT COUNT(*) FROM mail_suppressions');

/** The instance's first APP_KEYS key: what its unsubscribe links are signed with. */
function appKey(): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(instance().cms.dataDir, 'secrets.json'), 'utf8'));
  return String(secrets.APP_KEYS).split(',')[0];
}

const post = (url: string, who: Account | null, body: { data?: unknown; raw?: string; contentType?: string }) =>
  call(api(), 'POST', url, { token: who?.token ?? null, ...body });

/** A huge JSON number, written out: JSON.stringify would make it 1e+300 anyway. */
const HUGE = 1e300;
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(60 * 1024);

type Case = [label: string, body: { data?: unknown; raw?: string; contentType?: string }, expected: Expected];

/** Bodies every account route refuses, for an account `me`. */
function commonBodies(me: Account): Case[] {
  return [
    ['truncated JSON', { raw: '{"id": ' }, 400],
    ['single quotes', { raw: "{'id': 1}" }, 400],
    ['a NUL byte in broken JSON', { raw: '{"id": "\u0000' }, 400],
    ['JSON null', { raw: 'null' }, 400],
    ['a JSON array', { data: [me.id] }, 400],
    ['a JSON string', { raw: '"hello"' }, 400],
    ['no id', { data: {} }, 400],
    ['id as text', { data: { id: 'me' } }, 400],
    ['id with a NUL byte', { data: { id: `${me.id}\u0000` } }, 400],
    ['id a fraction', { data: { id: 1.5 } }, 400],
    ['id negative', { data: { id: -me.id } }, 400],
    ['id an object', { data: { id: { $gt: 0 } } }, 400],
    ['id 60 KB of digits', { data: { id: '9'.repeat(60 * 1024) } }, 400],
  ];
}

async function probe(url: string, who: Account, cases: Case[], unchanged: () => string) {
  const before = unchanged();
  for (const [label, body, expected] of cases) {
    const res = await post(url, who, body);
    const answer = await check(res, expected, `${url} ${label}`, true);
    if (res.status() === 400) expect.soft(answer?.error?.message, `${label}: a message that says what is wrong`).toMatch(/\w{3,}/);
  }
  expect(unchanged(), `${url}: nothing stored changed`).toBe(before);
}

async function tooBig(url: string, who: Account) {
  const res = await post(url, who, { data: { id: who.id, padding: 'x'.repeat(100 * 1024) } });
  await check(res, 413, `${url} 100 KB`);
}

test.describe('POST /api/GWSUsers/preferences', () => {
  const URL = '/api/GWSUsers/preferences';

  test('bad bodies → 400, over the limit → 413, someone else → 403, huge ids → 400 for an administrator too; nothing changes', async () => {
    const me = await newAccount(api(), 'abuse-prefs');
    const other = await newAccount(api(), 'abuse-prefs-other');
    await probe(
      URL,
      me,
      [
        ...commonBodies(me),
        ['alerts a string', { data: { id: me.id, alerts: 'off' } }, 400],
        ['alerts null', { data: { id: me.id, alerts: null } }, 400],
        ['alerts an array', { data: { id: me.id, alerts: [false] } }, 400],
        ['a kind as text', { data: { id: me.id, alerts: { calls: 'false' } } }, 400],
        ['a kind as 0', { data: { id: me.id, alerts: { calls: 0 } } }, 400],
        ['a kind with a NUL byte', { data: { id: me.id, alerts: { [`calls${NUL}`]: false } } }, 400],
        ['a 60 KB kind', { data: { id: me.id, alerts: { [LONG]: false } } }, 400],
        ['an unknown kind beside a known one', { data: { id: me.id, alerts: { calls: false, sms: false } } }, 400],
        ['phoneAlerts as text', { data: { id: me.id, phoneAlerts: 'true' } }, 400],
        ['phoneAlerts with a NUL byte', { data: { id: me.id, phoneAlerts: NUL } }, 400],
        ["someone else's id", { data: { id: other.id, alerts: { calls: false } } }, 403],
        ['a huge id', { data: { id: HUGE, alerts: { calls: false } } }, [400, 403]],
      ],
      () => accountRow(me.id) + accountRow(other.id),
    );
    await tooBig(URL, me);
    // An administrator may name any account: ids past what the database holds are still bad input.
    const before = accountRow(me.id);
    for (const id of [2147483648, 99999999999, HUGE]) {
      const answer = await check(await post(URL, admin, { data: { id, alerts: { calls: false } } }), 400, `admin, id ${id}`, true);
      expect.soft(answer?.error?.message).toMatch(/id/);
    }
    await check(await post(URL, admin, { data: { id: 2147483647 } }), 404, 'admin, the largest id: no such account');
    expect(accountRow(me.id)).toBe(before);
  });

  test('unknown top-level fields are ignored (the API-wide rule), and change nothing they name', async () => {
    const me = await newAccount(api(), 'abuse-prefs-extra');
    const answer = await check(
      await post(URL, me, {
        data: { id: me.id, alerts: { updates: false }, lastSeenAt: '2000-01-01T00:00:00Z', role: 'admin', blocked: true },
      }),
      200,
      'extra fields',
    );
    expect(answer.alerts).toEqual({ calls: true, updates: false, reminders: true });
    expect(sql(`SELECT last_seen_at IS NULL, blocked FROM up_users WHERE id = ${me.id}`)).toMatch(/^(1|t)\|(0|f)$/);
  });

  test(`${RACERS} concurrent updates end in the state of one of them, and one phone consent moment`, async () => {
    const me = await newAccount(api(), 'abuse-prefs-race');
    const bodies = Array.from({ length: RACERS }, (_, i) => ({
      id: me.id,
      alerts: { calls: Boolean(i & 1), updates: Boolean(i & 2), reminders: Boolean(i & 4) },
      phoneAlerts: true,
    }));
    const answers = await Promise.all(bodies.map((data) => post(URL, me, { data })));
    const bodiesBack = [];
    for (const [i, res] of answers.entries()) bodiesBack.push(await check(res, 200, `racer ${i}`));
    const final = await check(await post(URL, me, { data: { id: me.id } }), 200, 'read after');
    expect(
      bodies.map((b) => JSON.stringify(b.alerts)),
      'the final kinds are one call’s, not a mix',
    ).toContain(JSON.stringify(final.alerts));
    const moments = new Set(bodiesBack.map((b) => b.phoneAlertsConsentAt));
    expect([...moments], 'every answer shows the one consent moment').toEqual([final.phoneAlertsConsentAt]);
  });
});

test.describe('POST /api/GWSUsers/seen', () => {
  const URL = '/api/GWSUsers/seen';

  test('bad bodies → 400, over the limit → 413, someone else → 403, huge ids → 400; the mark stays', async () => {
    const me = await newAccount(api(), 'abuse-seen');
    const other = await newAccount(api(), 'abuse-seen-other');
    await check(await post(URL, me, { data: { id: me.id, seenAt: '2026-01-01T00:00:00.000Z' } }), 200, 'a first mark');
    await probe(
      URL,
      me,
      [
        ...commonBodies(me),
        ['seenAt a number', { data: { id: me.id, seenAt: Date.now() } }, 400],
        ['seenAt a word', { data: { id: me.id, seenAt: 'yesterday' } }, 400],
        ['seenAt a day only', { data: { id: me.id, seenAt: '2026-11-01' } }, 400],
        ['seenAt with a NUL byte', { data: { id: me.id, seenAt: `2026-11-01T00:00:00Z${NUL}` } }, 400],
        ['seenAt 60 KB', { data: { id: me.id, seenAt: `2026-11-01T${LONG}` } }, 400],
        ['seenAt month 13', { data: { id: me.id, seenAt: '2026-13-01T00:00:00Z' } }, 400],
        ['seenAt an object', { data: { id: me.id, seenAt: { $gt: 0 } } }, 400],
        ["someone else's id", { data: { id: other.id } }, 403],
      ],
      () => accountRow(me.id) + accountRow(other.id),
    );
    await tooBig(URL, me);
    for (const id of [2147483648, 99999999999, HUGE]) await check(await post(URL, admin, { data: { id } }), 400, `admin, id ${id}`, true);
    await check(await post(URL, admin, { data: { id: 2147483647 } }), 404, 'admin, the largest id: no such account');
  });

  test(`${RACERS} concurrent marks: all 200, the mark ends at the latest of them and never moved back`, async () => {
    const me = await newAccount(api(), 'abuse-seen-race');
    const base = Date.parse('2026-06-01T00:00:00.000Z');
    const marks = Array.from({ length: RACERS }, (_, i) => new Date(base + ((i * 7) % RACERS) * 60_000).toISOString());
    const answers = await Promise.all(marks.map((seenAt) => post(URL, me, { data: { id: me.id, seenAt } })));
    for (const [i, res] of answers.entries()) await check(res, 200, `racer ${i}`);
    const latest = marks.reduce((a, b) => (a > b ? a : b));
    const after = await check(await post(URL, me, { data: { id: me.id, seenAt: marks[0] } }), 200, 'an older mark afterwards');
    expect(after.lastSeenAt).toBe(latest);
  });
});

test.describe('POST /api/GWSUsers/alerts', () => {
  const URL = '/api/GWSUsers/alerts';

  test('bad bodies and pages → 400, over the limit → 413, someone else → 403, huge ids → 400', async () => {
    const me = await newAccount(api(), 'abuse-alerts');
    const other = await newAccount(api(), 'abuse-alerts-other');
    await probe(
      URL,
      me,
      [
        ...commonBodies(me),
        ['skip as text', { data: { id: me.id, skip: '1' } }, 400],
        ['skip negative', { data: { id: me.id, skip: -1 } }, 400],
        ['skip a fraction', { data: { id: me.id, skip: 0.5 } }, 400],
        ['skip huge', { data: { id: me.id, skip: HUGE } }, 400],
        ['skip past 32 bits', { data: { id: me.id, skip: 2 ** 53 } }, 400],
        ['limit 0', { data: { id: me.id, limit: 0 } }, 400],
        ['limit over the page', { data: { id: me.id, limit: 51 } }, 400],
        ['limit with a NUL byte', { data: { id: me.id, limit: NUL } }, 400],
        ["someone else's id", { data: { id: other.id } }, 403],
      ],
      () => accountRow(me.id),
    );
    await tooBig(URL, me);
    for (const id of [2147483648, 99999999999, HUGE]) await check(await post(URL, admin, { data: { id } }), 400, `admin, id ${id}`, true);
    const page = await check(await post(URL, me, { data: { id: me.id, skip: 1_000_000 } }), 200, 'a page far past the end');
    expect(page.alerts ?? page.items ?? page).toBeTruthy();
  });
});

test.describe('/api/Mail/unsubscribe', () => {
  const oneClick = (url: string, body = 'List-Unsubscribe=One-Click', client: APIRequestContext = api()) =>
    client.post(url, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: body,
      maxRedirects: 0,
      failOnStatusCode: false,
    });

  async function refused(res: APIResponse, expected: number, label: string) {
    expect.soft(res.status(), label).toBe(expected);
    expect.soft(res.headers()['content-type'] ?? '', `${label}: the page`).toContain('text/html');
    expect.soft(await res.text(), `${label}: says the link is not valid`).toContain(UNSUBSCRIBE_MESSAGES.badLink);
  }

  test('bad, forged and foreign links → 400/403 with the bad-link page, on GET and POST; nothing changes', async () => {
    const me = await newAccount(api(), 'abuse-unsub');
    const other = await newAccount(api(), 'abuse-unsub-other');
    const good = unsubscribePath(appKey(), me.id, 'calls');
    const t = new URL(good, 'http://x').searchParams.get('t')!;
    const P = MAIL_UNSUBSCRIBE_PATH;
    const links: Array<[string, number]> = [
      [P, 400],
      [`${P}?u=${me.id}&k=calls`, 400],
      [`${P}?u=${me.id}&t=${t}`, 400],
      [`${P}?u=abc&k=calls&t=${t}`, 400],
      [`${P}?u=0&k=calls&t=${t}`, 400],
      [`${P}?u=-${me.id}&k=calls&t=${t}`, 400],
      [`${P}?u=${me.id}.0&k=calls&t=${t}`, 400],
      [`${P}?u=99999999999&k=calls&t=${t}`, 400],
      [`${P}?u=2147483648&k=calls&t=${t}`, 400],
      [`${P}?u=${me.id}&u=${other.id}&k=calls&t=${t}`, 400],
      [`${P}?u=${me.id}&k=calls&k=updates&t=${t}`, 400],
      [`${P}?u=${me.id}&k=calls&t=${t}&t=${t}`, 400],
      [`${P}?u=${me.id}%00&k=calls&t=${t}`, 400],
      [`${P}?u=${me.id}&k=calls%00&t=${t}`, 400],
      [`${P}?u=${me.id}&k=calls&t=${t.slice(0, 42)}%00`, 400],
      [`${P}?u=${me.id}&k=sms&t=${t}`, 400],
      [`${P}?u=${me.id}&k=calls&t=${t.slice(0, 40)}`, 400],
      [`${P}?u=${me.id}&k=calls&t=${t}A`, 400],
      [`${P}?u=${me.id}&k=calls&t=${'x'.repeat(4000)}`, 400],
      [`${P}?u=${me.id}&k=calls&t=${'A'.repeat(43)}`, 403],
      [`${P}?u=${me.id}&k=updates&t=${t}`, 403],
      [`${P}?u=${other.id}&k=calls&t=${t}`, 403],
      // A link signed with a key this instance no longer has (APP_KEYS rotated): void.
      [unsubscribePath('a-rotated-key', me.id, 'calls'), 403],
    ];
    const before = accountRow(me.id) + accountRow(other.id);
    for (const [link, status] of links) {
      await refused(await api().get(link, { maxRedirects: 0, failOnStatusCode: false }), status, `GET ${link.slice(0, 120)}`);
      await refused(await oneClick(link), status, `POST ${link.slice(0, 120)}`);
    }
    // The link's fields in a form body rather than the query: the same checks.
    await refused(await oneClick(P, `u=${other.id}&k=calls&t=${t}`), 403, 'form body, foreign token');
    await refused(await oneClick(P, `u=${me.id}&k=calls&t=${t}%00`), 400, 'form body, NUL byte');
    await refused(await oneClick(P, `u[]=${me.id}&k=calls&t=${t}`), 400, 'form body, u as a list');
    const json = await call(api(), 'POST', P, { data: { u: [me.id], k: 'calls', t } });
    expect.soft(json.status(), 'JSON body with wrong types').toBe(400);
    const big = await call(api(), 'POST', good, {
      raw: `List-Unsubscribe=One-Click&x=${'y'.repeat(3 * 1024 * 1024)}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect.soft(big.status(), 'a 3 MB form body').toBe(413);
    expect(accountRow(me.id) + accountRow(other.id), 'no preference changed').toBe(before);
  });

  test(`${RACERS} concurrent one-click POSTs of one link: all 200, one change, the other kinds untouched`, async () => {
    const me = await newAccount(api(), 'abuse-unsub-race');
    const link = unsubscribePath(appKey(), me.id, 'updates');
    // Mail clients clicking at once, on connections of their own, not the file's pooled keep-alive
    // sockets: on one of those a POST was reset once (socket hang up), most likely a socket the
    // CMS closed as idle just as it was reused, which is the client's race, not the route's.
    const clients = await pwRequest.newContext({ baseURL: instance().cms.url });
    try {
      const answers = await Promise.all(Array.from({ length: RACERS }, () => oneClick(link, undefined, clients)));
      expect(answers.map((r) => r.status())).toEqual(Array(RACERS).fill(200));
      for (const res of answers) expect(await res.text()).not.toContain(UNSUBSCRIBE_MESSAGES.badLink);
    } finally {
      await clients.dispose();
    }
    expect(sql(`SELECT calls_alerts_off, updates_alerts_off, reminders_alerts_off FROM up_users WHERE id = ${me.id}`)).toMatch(
      /^(0|f|)\|(1|t)\|(0|f|)$/,
    );
    // A later click of the same link: the same page, the same state.
    expect((await oneClick(link)).status()).toBe(200);
    expect(sql(`SELECT updates_alerts_off FROM up_users WHERE id = ${me.id}`)).toMatch(/^(1|t)$/);
  });
});

test.describe('POST /api/Mail/events', () => {
  const send = (raw: string, signature?: string, contentType = 'application/json') =>
    call(api(), 'POST', MAIL_EVENTS_PATH, {
      raw,
      contentType,
      headers: signature === undefined ? {} : { [MAIL_EVENTS_SIGNATURE_HEADER]: signature },
    });
  const signed = (event: unknown) => {
    const raw = typeof event === 'string' ? event : JSON.stringify(event);
    return send(raw, webhookSignature(raw, SECRET));
  };

  test('bad signatures → 401, signed bad events → 400, over the limit → 413; nothing is suppressed', async () => {
    const before = suppressions();
    const event = JSON.stringify({ type: 'bounce', email: 'abuse-bounce@example.com' });
    const signatures: Array<[string, string | undefined]> = [
      ['no signature', undefined],
      ['empty', ''],
      ['not hex', 'sha256=zz'],
      ['no scheme', webhookSignature(event, SECRET).replace(/^sha256=/, '')],
      ['another secret', webhookSignature(event, 'not-the-secret')],
      ["another body's", webhookSignature(event + ' ', SECRET)],
      ['truncated', webhookSignature(event, SECRET).slice(0, -2)],
      // Larger headers are refused by Node's parser itself (431) before any route runs.
      ['4 KB', `sha256=${'a'.repeat(4 * 1024)}`],
    ];
    for (const [label, signature] of signatures) {
      const res = await send(event, signature);
      await check(res, 401, `signature ${label}`, true);
    }
    const events: Array<[string, unknown]> = [
      ['malformed JSON', '{"type": "bounce", '],
      ['JSON null', 'null'],
      ['an array', [{ type: 'bounce', email: 'a@example.com' }]],
      ['no type', { email: 'abuse-a@example.com' }],
      ['an unknown type', { type: 'delivered', email: 'abuse-a@example.com' }],
      ['email a number', { type: 'bounce', email: 42 }],
      ['email not an address', { type: 'bounce', email: 'nobody' }],
      ['email with a NUL byte', { type: 'bounce', email: `abuse${NUL}@example.com` }],
      ['email 60 KB', { type: 'bounce', email: `${LONG}@example.com` }],
      ['hard as text', { type: 'bounce', email: 'abuse-a@example.com', hard: 'yes' }],
      ['reason a number', { type: 'bounce', email: 'abuse-a@example.com', reason: 550 }],
      ['reason 60 KB', { type: 'bounce', email: 'abuse-a@example.com', reason: LONG }],
      ['reason with a NUL byte', { type: 'bounce', email: 'abuse-nul@example.com', reason: `550 ${NUL}` }],
      ['type with a NUL byte', { type: `bounce${NUL}`, email: 'abuse-a@example.com' }],
    ];
    for (const [label, body] of events) await check(await signed(body), 400, `signed, ${label}`, true);
    const big = JSON.stringify({ type: 'bounce', email: 'abuse-big@example.com', reason: 'x'.repeat(100 * 1024) });
    await check(await send(big, webhookSignature(big, SECRET)), 413, 'a 100 KB event');
    expect(suppressions(), 'nothing suppressed').toBe(before);
  });

  test(`${RACERS} concurrent reports of one bounce: all 200, one suppression`, async () => {
    const email = uniqueEmail('abuse-race-bounce');
    const answers = await Promise.all(Array.from({ length: RACERS }, () => signed({ type: 'bounce', email, reason: '550 no such user' })));
    const bodies = [];
    for (const [i, res] of answers.entries()) bodies.push(await check(res, 200, `report ${i}`));
    expect(
      bodies.filter((b) => b.added),
      'one report added it',
    ).toHaveLength(1);
    expect(sql(`SELECT COUNT(*) FROM mail_suppressions WHERE email = '${email}'`)).toBe('1');
  });
});

test.describe('GET /api/Recommendations/:seq/deliveries', () => {
  test('bad seq and format → 400, no entry → 404, not an administrator → 403; never a 500', async () => {
    const stock = await createStock(api(), admin.token);
    const register = await (await call(api(), 'GET', '/api/Recommendations/register', { token: admin.token })).json();
    const entry = register.entries.find((e: { stockId: number; kind: string }) => e.stockId === stock.id && e.kind === 'call');
    expect(entry, 'the call is in the register').toBeTruthy();
    const me = await newAccount(api(), 'abuse-deliveries');
    const base = '/api/Recommendations';
    const cases: Array<[string, Account | null, Expected]> = [
      [`${base}/abc/deliveries`, admin, 400],
      [`${base}/0/deliveries`, admin, 400],
      [`${base}/-1/deliveries`, admin, 400],
      [`${base}/1.5/deliveries`, admin, 400],
      [`${base}/1e3/deliveries`, admin, 400],
      [`${base}/0x10/deliveries`, admin, 400],
      [`${base}/2147483648/deliveries`, admin, 400],
      [`${base}/${'9'.repeat(400)}/deliveries`, admin, 400],
      [`${base}/${entry.seq}%00/deliveries`, admin, 400],
      [`${base}/2147483647/deliveries`, admin, 404],
      [`${base}/${entry.seq}/deliveries?format=xml`, admin, 400],
      [`${base}/${entry.seq}/deliveries?format=CSV%00`, admin, 400],
      [`${base}/${entry.seq}/deliveries?format=csv&format=json`, admin, 400],
      [`${base}/${entry.seq}/deliveries?format[a]=csv`, admin, 400],
      [`${base}/${entry.seq}/deliveries?format=${'x'.repeat(4000)}`, admin, 400],
      [`${base}/${entry.seq}/deliveries`, me, 403],
      [`${base}/${entry.seq}/deliveries`, null, 401],
    ];
    for (const [url, who, expected] of cases) {
      const res = await call(api(), 'GET', url, { token: who?.token ?? null });
      await check(res, expected, `GET ${url.slice(0, 120)} as ${who === admin ? 'admin' : who ? 'subscriber' : 'anonymous'}`, true);
    }
    await check(
      await call(api(), 'GET', `${base}/${entry.seq}/deliveries?format=csv&extra=1`, { token: admin.token }),
      200,
      'an unknown parameter is ignored',
    );
  });
});
