/**
 * The monthly complaint data : a month's entry is prepared
 * from the grievance tickets as a draft (by the schedule, or an administrator's call), once; its
 * figures must add up when saved; the compliance officer publishes it in the panel; the site's
 * build reads the published months (the latest shown, the earlier ones archived); from the 3rd the
 * officer is warned, once a day, while last month is not published. SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { GRAND_TOTAL } from 'contracts';
import { todayInFirm, previousMonth } from 'cms';
import {
  adminAccount,
  call,
  check,
  editorHeaders,
  emlTexts,
  newAccount,
  outboxFiles,
  sharedInstance,
  sleep,
  sqlOn,
  test,
  SUITE_MODE,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const TICKETS = '/content-manager/collection-types/api::grievance.grievance';
const ENTRIES = '/content-manager/collection-types/api::complaint-data.complaint-data';
const PREPARE = '/api/Complaint-data/prepare';
const REMINDER = '/api/Complaint-data/publication-reminder';
// The worker's shared CMS: the months this file prepares (2024's) come from the tickets it enters
// for them, which no other file touches; last month's reminder is asked for here alone.
const instance = sharedInstance();
let panel: Record<string, string>;
let adminToken: string;

test.beforeAll(async () => {
  panel = await editorHeaders(instance());
  adminToken = (await adminAccount(instance())).token;
});

const sql = (statement: string) => sqlOn(instance().cms, statement).trim();
const prepare = async (month: string) =>
  check(await call(instance().api, 'POST', `${PREPARE}?month=${month}`, { token: adminToken }), 200, `prepare ${month}`);

/** What the site's build reads: the published months, through its read-only token. */
async function published(): Promise<any[]> {
  const token = fs.readFileSync(path.join(instance().cms.dataDir, 'site-build-token'), 'utf8').trim();
  const res = await instance().api.get('/api/complaint-data-sets?populate=*&sort=month:desc&pagination[pageSize]=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

const draftOf = async (documentId: string) => {
  const res = await instance().api.get(`${ENTRIES}/${documentId}`, { headers: panel });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
};
const stripIds = (rows: Record<string, unknown>[]) => rows.map(({ id: _id, ...rest }) => rest);

/** Ticket entered by hand in the panel, received (and resolved) at 10:00 in India on the given days. */
async function ticket(channel: 'direct' | 'scores' | 'other', received: string, resolved: string | null, impersonation = false) {
  const at = (day: string) => `${day}T10:00:00+05:30`;
  const res = await instance().api.post(TICKETS, {
    headers: panel,
    data: {
      channel,
      impersonation,
      receivedAt: at(received),
      name: `Ticket ${received}`,
      ...(resolved ? { ticketStatus: 'resolved', resolvedAt: at(resolved), resolutionNote: 'Answered.' } : { ticketStatus: 'open' }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('prepare: administrators only, a month that has ended as YYYY-MM', async () => {
  const api = instance().api;
  await check(await call(api, 'POST', `${PREPARE}?month=2024-07`), 401, 'anonymous');
  const user = await newAccount(api, 'cduser');
  await check(await call(api, 'POST', `${PREPARE}?month=2024-07`, { token: user.token }), 403, 'not an administrator');
  const current = todayInFirm().slice(0, 7);
  for (const bad of ['2024-13', '2024-7', 'x', '2024-07-01', current, '2999-01']) {
    const body = await check(await call(api, 'POST', `${PREPARE}?month=${bad}`, { token: adminToken }), 400, `month ${bad}`);
    expect(body.error.message).toMatch(/month must be/);
  }
  await check(await call(api, 'POST', PREPARE, { token: adminToken }), 400, 'no month');
  expect(sql(`SELECT count(*) FROM complaint_data_months WHERE month >= '2024-01' AND month < '2025-01'`)).toBe('0');
});

test('tickets → a draft with the right figures, a trend across the financial year, the impersonation count; prepared once', async () => {
  await ticket('direct', '2024-03-20', '2024-04-05'); // the previous financial year's, carried into 2024-25
  await ticket('direct', '2024-04-10', '2024-04-20');
  await ticket('scores', '2024-05-05', null);
  await ticket('other', '2024-06-15', '2024-07-15');
  await ticket('direct', '2024-07-02', '2024-07-03', true);
  await ticket('direct', '2024-07-20', '2024-08-10');

  const first = await prepare('2024-07');
  expect(first).toMatchObject({ month: '2024-07', created: true, published: false });
  const entry = await draftOf(first.documentId);
  expect(entry.publishedAt).toBeNull();
  expect(entry.title).toBe('July 2024: draft prepared from the grievance tickets, review and publish by 7 August 2024');
  expect(entry.impersonation).toBe(1);
  const row = (source: string) => stripIds(entry.monthlyRows).find((r) => r.source === source);
  const figures = (p: number, r: number, s: number, t: number, over: number, avg: number) => ({
    pendingLastMonth: p,
    received: r,
    resolved: s,
    totalPending: t,
    pendingOver3Months: over,
    averageResolutionDays: avg,
  });
  expect(row('Directly from Investors')).toMatchObject(figures(0, 1, 0, 1, 0, 0));
  expect(row('SEBI (SCORES)')).toMatchObject(figures(1, 0, 0, 1, 0, 0));
  expect(row('Other Sources (if any)')).toMatchObject(figures(1, 0, 1, 0, 0, 30));
  expect(row(GRAND_TOTAL)).toMatchObject(figures(2, 1, 1, 2, 0, 30));
  const trend = (rows: Record<string, unknown>[]) =>
    stripIds(rows).map((r) => [r.period, r.carriedForward, r.received, r.resolved, r.pending]);
  expect(trend(entry.monthlyTrend)).toEqual([
    ['2024-04', 1, 1, 2, 0],
    ['2024-05', 0, 1, 0, 1],
    ['2024-06', 1, 1, 0, 2],
    ['2024-07', 2, 1, 1, 2],
    [GRAND_TOTAL, 1, 4, 3, 2],
  ]);
  expect(trend(entry.annualTrend)).toEqual([
    ['2020-21', 0, 0, 0, 0],
    ['2021-22', 0, 0, 0, 0],
    ['2022-23', 0, 0, 0, 0],
    ['2023-24', 0, 1, 0, 1],
    ['2024-25', 1, 4, 3, 2],
    [GRAND_TOTAL, 0, 5, 3, 2],
  ]);

  // Once: a second call answers the same draft, unchanged; calls at once make one entry.
  expect(await prepare('2024-07')).toEqual({ ...first, created: false });
  const racing = await Promise.all(Array.from({ length: 4 }, () => prepare('2024-08')));
  expect(racing.filter((r) => r.created)).toHaveLength(1);
  expect(new Set(racing.map((r) => r.documentId)).size).toBe(1);
  expect(sql(`SELECT count(*) FROM complaint_data_months WHERE month = '2024-08'`)).toBe('1');
  const august = await draftOf(racing[0].documentId);
  expect(stripIds(august.monthlyRows).find((r) => r.source === 'SEBI (SCORES)')).toMatchObject(figures(1, 0, 0, 1, 1, 0));
  expect(stripIds(august.monthlyRows).find((r) => r.source === 'Directly from Investors')).toMatchObject(figures(1, 0, 1, 0, 0, 21));

  // Drafts are not public.
  expect((await published()).map((e) => e.month)).not.toContain('2024-07');
});

test('a saved row must add up: 400 naming the row; publishing shows the month, its date, and the earlier months stay', async () => {
  const july = await prepare('2024-07');
  const doc = `${ENTRIES}/${july.documentId}`;
  const entry = await draftOf(july.documentId);
  const rows = entry.monthlyRows.map((r: Record<string, unknown>) => (r.source === 'SEBI (SCORES)' ? { ...r, totalPending: 5 } : r));
  const bad = await instance().api.put(doc, { headers: panel, data: { ...entry, monthlyRows: rows } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toBe(
    'SEBI (SCORES): Total Pending must be Pending at the end of last month + Received − Resolved = 1, not 5.',
  );
  const trend = entry.annualTrend.map((r: Record<string, unknown>) => (r.period === '2024-25' ? { ...r, pending: 9 } : r));
  const badTrend = await instance().api.put(doc, { headers: panel, data: { ...entry, annualTrend: trend } });
  expect(badTrend.status()).toBe(400);
  expect((await badTrend.json()).error.message).toMatch(/^Annual trend, 2024-25: Pending must be/);

  for (const month of ['2024-07', '2024-08']) {
    const { documentId } = await prepare(month);
    await check(
      await instance().api.post(`${ENTRIES}/${documentId}/actions/publish`, { headers: panel, data: {} }),
      200,
      `publish ${month}`,
    );
  }
  const months = await published();
  const list = months.map((e) => e.month);
  // The latest first, the earlier ones (the seed's example months among them) after it.
  expect(list.indexOf('2024-08')).toBeLessThan(list.indexOf('2024-07'));
  expect(list).toEqual([...list].sort().reverse());
  const shown = months.find((e) => e.month === '2024-07');
  expect(shown.title).toBe('July 2024');
  expect(Date.now() - Date.parse(shown.publishedAt)).toBeLessThan(10 * 60_000);
  expect(shown.impersonation).toBe(1);
  expect(shown.monthlyRows.find((r: Record<string, unknown>) => r.source === GRAND_TOTAL)).toMatchObject({ received: 1, totalPending: 2 });
  expect(shown).not.toHaveProperty('reminderSentOn');
  expect((await prepare('2024-07')).published).toBe(true);
});

test('the reminder: from the 3rd while last month is not published, the panel title warns and the officer is mailed once a day', async () => {
  const api = instance().api;
  await check(await call(api, 'POST', REMINDER), 401, 'anonymous');
  const today = todayInFirm();
  const month = previousMonth(today.slice(0, 7));
  const first = await check(await call(api, 'POST', REMINDER, { token: adminToken }), 200, 'reminder');
  // Last month's draft exists now either way (the run prepares it when the 1st's did not).
  const title = sql(`SELECT title FROM complaint_data_months WHERE month = '${month}' AND published_at IS NULL`);
  if (Number(today.slice(8, 10)) < 3) {
    expect(first).toEqual({ month, published: false, mailedTo: null });
    return;
  }
  expect(first).toEqual({ month, published: false, mailedTo: 'compliance@example-research.in' });
  expect(title).toMatch(/^⚠ .*: NOT PUBLISHED, due on the website by 7 /);
  let mail = '';
  for (let i = 0; i < 50 && !mail; i++) {
    for (const f of outboxFiles(instance())) {
      const text = emlTexts(fs.readFileSync(f, 'utf8')).join('\n');
      if (text.includes('To: compliance@example-research.in') && text.includes('[Complaint data]')) mail = text;
    }
    if (!mail) await sleep(100);
  }
  expect(mail).toContain('must be on the website by 7 ');
  expect(mail).toContain('Review its figures and publish it.');
  const again = await check(await call(api, 'POST', REMINDER, { token: adminToken }), 200, 'again');
  expect(again).toEqual({ month, published: false, mailedTo: null });

  // Published: no warning, and the published entry carries the month's plain title.
  const documentId = sql(`SELECT document_id FROM complaint_data_months WHERE month = '${month}' AND published_at IS NULL`);
  await check(await api.post(`${ENTRIES}/${documentId}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
  expect(await check(await call(api, 'POST', REMINDER, { token: adminToken }), 200, 'published')).toEqual({
    month,
    published: true,
    mailedTo: null,
  });
  expect(sql(`SELECT DISTINCT title FROM complaint_data_months WHERE month = '${month}'`)).not.toContain('⚠');
});
