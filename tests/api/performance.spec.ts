/**
 * The track record over real HTTP on a real CMS (SQLite, and PostgreSQL in the data suite's
 * PostgreSQL pass): closes and index closes are written in the price tables, calls are published,
 * and POST /api/GWSUsers/performance answers the worked example of docs/track-record.md (100 →
 * 150 over 400 days against 20,000 → 22,000: 50.00 %, 10.00 %, CAGR 44.77 %) from the figures the
 * CMS kept when the call's inputs changed. A corporate action recomputes the calls on its ISIN and
 * leaves the others as they were. A subscriber sees only the calls their plan opens, a free user
 * none, another user's id is refused; administrators get every call per plan and the export in
 * its documented columns.
 */
import { test, expect } from '@playwright/test';
import { entryDay, writeCloses, writeIndexCloses } from '../lib/prices';
import {
  ACCOUNT_PERFORMANCE_PATH,
  addDays,
  DEFAULT_BENCHMARK,
  PERFORMANCE_EXPORT_PATH,
  PERFORMANCE_OVERVIEW_PATH,
  PRICE_MESSAGES,
} from 'contracts';
import {
  adminAccount,
  call,
  check,
  createStock,
  createUpdate,
  editorHeaders,
  instanceForBlock,
  isoDay,
  newAccount,
  roomiestPlanId,
  sleep,
  sqlOn,
  STRUCTURED_CALL,
  subscribe,
  SUITE_MODE,
  type Account,
} from './helpers';
import { ON_POSTGRES } from '../lib/suites';

test.describe.configure({ mode: SUITE_MODE });

const instance = instanceForBlock();
const PERFORMANCE = `/api${ACCOUNT_PERFORMANCE_PATH}`;
const CALL = { ...STRUCTURED_CALL, rationale: 'Steady cash flows.', target: 1000, stopLoss: 10 };

let admin: Account;
let planId: string;
let subscriber: Account;
/** The worked example's call and a second call on another security. */
let example: { id: number; isin: string; entry: string };
let other: { id: number; isin: string; entry: string };

/** A made-up ISIN of the right shape, new for each run. */
const newIsin = () => `INE${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X')}01${Math.floor(Math.random() * 10)}`;

const sql = (statement: string) => sqlOn(instance().cms, statement);

const performanceOf = async (acct: Account, id = acct.id) =>
  check(await call(instance().api, 'POST', PERFORMANCE, { token: acct.token, data: { id } }), 200, `performance ${id}`);

/** The export's rows (JSON), as administrators get them. */
async function exported(): Promise<{ columns: { key: string; header: string }[]; rows: Record<string, any>[] }> {
  return check(await call(instance().api, 'GET', `/api${PERFORMANCE_EXPORT_PATH}?format=json`, { token: admin.token }), 200, 'export');
}
const callRow = async (stockId: number) =>
  (await exported()).rows.find((r) => r.stockId === stockId && r.record === 'call' && r.benchmark === DEFAULT_BENCHMARK);

/** Waits for the background recomputation: until `done` holds for the call's exported row. */
async function until(what: string, stockId: number, done: (row: Record<string, any> | undefined) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await callRow(stockId);
    if (done(row)) return row!;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(row)}`);
    await sleep(200);
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const api = instance().api;
  admin = await adminAccount(instance());
  planId = await roomiestPlanId(api);
  subscriber = await newAccount(api, 'track');
  await subscribe(api, admin.token, subscriber.id, planId, isoDay(0));

  const a = await createStock(api, admin.token, { ...CALL, isin: newIsin() });
  const b = await createStock(api, admin.token, { ...CALL, isin: newIsin() });
  example = { id: a.id, isin: a.isin, entry: entryDay(a.createdAt) };
  other = { id: b.id, isin: b.isin, entry: entryDay(b.createdAt) };
  const e = example.entry;
  // The index has no close on the call's last day: its close before that day stands in.
  writeIndexCloses(sql, [
    [addDays(e, -1), 19900],
    [e, 20000],
    [addDays(e, 200), 21000],
    [addDays(e, 399), 22000],
    [addDays(other.entry, 1), 20000],
  ]);
  writeCloses(sql, example.isin, [
    [addDays(e, -1), 99],
    [e, 100],
    [addDays(e, 200), 120.55],
    [addDays(e, 400), 150],
  ]);
  writeCloses(sql, other.isin, [
    [other.entry, 500],
    [addDays(other.entry, 1), 550],
  ]);
  // Publishing an update recomputes its call (the prices were written past the import here).
  await createUpdate(api, admin.token, example.id, 'Hold');
  await createUpdate(api, admin.token, other.id, 'Hold');
  await until('the example computed', example.id, (r) => r?.status === 'open');
  await until('the other call computed', other.id, (r) => r?.status === 'open');
});

test('the worked example through the endpoint: 50.00 % against 10.00 %, CAGR 44.77 %', async () => {
  const answer = await performanceOf(subscriber);
  expect(answer.benchmark).toBe(DEFAULT_BENCHMARK);
  const mine = answer.calls.find((c: { stockId: number }) => c.stockId === example.id);
  expect(mine).toMatchObject({
    entryDate: example.entry,
    entryPrice: '100.00',
    lastDate: addDays(example.entry, 400),
    lastPrice: '150.00',
    returnPct: '50.00',
    benchmarkReturnPct: '10.00',
    differencePct: '40.00',
    cagrPct: '44.77',
    status: 'open',
  });
  const second = answer.calls.find((c: { stockId: number }) => c.stockId === other.id);
  expect(second).toMatchObject({ entryPrice: '500.00', lastPrice: '550.00', returnPct: '10.00', cagrPct: null });
  expect(answer.asOf).toBe(addDays(example.entry, 400));
  // ₹1,00,000 in each: 1,50,000 + 1,10,000.
  expect(answer.portfolio).toMatchObject({
    notionalPerCall: 100000,
    calls: 2,
    invested: '200000.00',
    value: '260000.00',
    hits: 2,
    misses: 0,
  });
  expect(answer.portfolio.series.length).toBeGreaterThan(1);
});

test('a corporate action recomputes the calls on its ISIN and leaves the others as they were', async () => {
  const before = { example: await callRow(example.id), other: await callRow(other.id) };
  // A 1:5 split of the other security from the day after its entry: 550 printed before it is 110 in today's units.
  const panel = await editorHeaders(instance());
  const exDate = addDays(other.entry, 1);
  const res = await instance().api.post('/content-manager/collection-types/api::corporate-action.corporate-action', {
    headers: panel,
    data: { isin: other.isin, exDate, kind: 'split', ratioFrom: 1, ratioTo: 5 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const after = await until('the split applied', other.id, (r) => r?.factors === `${exDate}: 5`);
  expect(after).toMatchObject({ entryClose: '100.00', lastClose: '550.00', returnPct: '450.00' });
  expect(Date.parse(after.computedAt)).toBeGreaterThan(Date.parse(before.other!.computedAt));
  expect(await callRow(example.id), 'the example was not recomputed').toEqual(before.example);
  // The same split entered again: refused with what to do (the unique index), never applied twice.
  const again = await instance().api.post('/content-manager/collection-types/api::corporate-action.corporate-action', {
    headers: panel,
    data: { isin: other.isin, exDate, kind: 'split', ratioFrom: 1, ratioTo: 5 },
  });
  expect(again.status(), await again.text()).toBe(400);
  expect((await again.json()).error.message).toBe(PRICE_MESSAGES.actionTwice);
  expect(sql(`SELECT COUNT(*) FROM corporate_actions WHERE isin = '${other.isin}'`).trim()).toBe('1');
  expect((await callRow(other.id))?.factors).toBe(`${exDate}: 5`);
});

test('a subscriber sees only the calls their plan opens; a free user none; another user is refused', async () => {
  const api = instance().api;
  const late = await newAccount(api, 'late');
  // Subscribed tomorrow: the plan opens calls published from then on, none of these.
  await subscribe(api, admin.token, late.id, planId, isoDay(1));
  expect((await performanceOf(late)).calls).toEqual([]);
  const free = await newAccount(api, 'free');
  const none = await performanceOf(free);
  expect(none).toMatchObject({ calls: [], asOf: null, portfolio: { calls: 0, invested: '0.00', series: [] } });
  await check(await call(api, 'POST', PERFORMANCE, { token: free.token, data: { id: subscriber.id } }), 403, "another user's id");
  await check(await call(api, 'POST', PERFORMANCE, { token: null, data: { id: subscriber.id } }), 401, 'anonymous');
  // An administrator may read the subscriber's.
  expect((await performanceOf(admin, subscriber.id)).calls.map((c: { stockId: number }) => c.stockId)).toContain(example.id);
});

test('administrators get every call per plan and in total', async () => {
  const overview = await check(
    await call(instance().api, 'GET', `/api${PERFORMANCE_OVERVIEW_PATH}`, { token: admin.token }),
    200,
    'overview',
  );
  expect(overview.total.benchmark).toBe(DEFAULT_BENCHMARK);
  expect(overview.total.calls.map((c: { stockId: number }) => c.stockId)).toEqual(expect.arrayContaining([example.id, other.id]));
  const plan = overview.plans.find((p: { planId: string }) => p.planId === planId);
  expect(plan).toMatchObject({ benchmark: DEFAULT_BENCHMARK });
  expect(plan.calls.find((c: { stockId: number }) => c.stockId === example.id)).toMatchObject({ returnPct: '50.00' });
  await check(await call(instance().api, 'GET', `/api${PERFORMANCE_OVERVIEW_PATH}`, { token: subscriber.token }), 403, 'a subscriber');
});

test('the export lists every call and update in the documented columns, as JSON and CSV', async () => {
  const { columns, rows } = await exported();
  expect(columns.map((c) => c.key)).toEqual([
    'stockId',
    'name',
    'isin',
    'record',
    'recordId',
    'version',
    'publishedAt',
    'action',
    'entryLow',
    'entryHigh',
    'target',
    'stopLoss',
    'exitAt',
    'benchmark',
    'entryDate',
    'entryClose',
    'lastDate',
    'lastClose',
    'status',
    'returnPct',
    'benchmarkReturnPct',
    'differencePct',
    'cagrPct',
    'factors',
    'computedAt',
  ]);
  const mine = rows.filter((r) => r.stockId === example.id);
  expect(mine.map((r) => r.record)).toEqual(['call', 'update']);
  expect(mine[0]).toMatchObject({ isin: example.isin, action: 'Buy', entryClose: '100.00', lastClose: '150.00', cagrPct: '44.77' });
  expect(mine[0].target).toBe('1000');
  const csv = await call(instance().api, 'GET', `/api${PERFORMANCE_EXPORT_PATH}?format=csv`, { token: admin.token });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(columns.map((c) => c.header).join(','));
  expect(lines.some((l) => l.startsWith(`${example.id},`) && l.includes(example.isin) && l.includes(',44.77,'))).toBe(true);
  await check(await call(instance().api, 'GET', `/api${PERFORMANCE_EXPORT_PATH}?format=xml`, { token: admin.token }), 400, 'format xml');
});

/**
 * Moves a call's publication `days` back, as if published then (every row of its document): a
 * bhavcopy dated after today is refused, so a call priced by an uploaded file must be older than it.
 */
function backdate(stockId: number, days: number): void {
  const doc = `document_id = (SELECT document_id FROM stocks WHERE id = ${stockId})`;
  sql(
    ON_POSTGRES
      ? `UPDATE stocks SET created_at = created_at - interval '${days} days' WHERE ${doc}`
      : // Strapi keeps SQLite's datetimes as epoch milliseconds (an ISO text is handled too).
        `UPDATE stocks SET created_at = CASE typeof(created_at) WHEN 'integer' THEN created_at - ${days * 86_400_000} ELSE strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '-${days} days') END WHERE ${doc}`,
  );
}

test("a new day's bhavcopy, uploaded, updates the figures of the calls it prices and leaves the others", async () => {
  const priced = await createStock(instance().api, admin.token, { ...CALL, isin: newIsin() });
  backdate(priced.id, 30);
  const entry = entryDay(new Date(Date.parse(priced.createdAt) - 30 * 86_400_000).toISOString());
  writeCloses(sql, priced.isin, [[entry, 100]]);
  // Publishing an update recomputes its call, now on its backdated publication.
  await createUpdate(instance().api, admin.token, priced.id, 'Hold');
  await until('the backdated call computed', priced.id, (r) => r?.entryClose === '100.00');
  const before = await callRow(other.id);
  const day = addDays(entry, 1);
  const [y, m, d] = day.split('-').map(Number);
  const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][m - 1];
  const stamp = `${String(d).padStart(2, '0')}-${month}-${y}`;
  // NSE's 13-column bhavcopy, the call's security closing at 160 on the day after its entry.
  const file = [
    'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,',
    `EXMPL,EQ,150.00,161.00,149.00,160.00,160.00,150.00,1000,155000.00,${stamp},100,${priced.isin},`,
    '',
  ].join('\n');
  const res = await instance().api.post('/api/Prices/bhavcopy', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: { file: { name: 'bhav.csv', mimeType: 'text/csv', buffer: Buffer.from(file) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const after = await until('the new close taken', priced.id, (r) => r?.lastClose === '160.00');
  expect(after).toMatchObject({ lastDate: day, returnPct: '60.00', status: 'open' });
  expect(await callRow(other.id), 'a call the file does not price was not recomputed').toEqual(before);
});
