/**
 * GET /api/Prices/days, what Admin → Prices lists under its import forms: an administrator imports
 * a few days' bhavcopies (NSE and BSE) and two indices' closes through the real imports, then reads
 * per exchange the days with the closes kept from it, the trading days (weekdays) with none, and
 * each index's first and last day; a later import shows in the next answer. Bad windows are 400s in
 * the product's words; a subscriber gets 403, a signed-out caller 401. Runs on SQLite and on
 * PostgreSQL (the data lanes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_BENCHMARK, PRICE_DAYS_DEFAULT, PRICE_DAYS_MAX, type PriceDaysAnswer } from 'contracts';
import { addDays, todayInFirm } from 'cms';
import { adminAccount, check, newAccount, sharedInstance, sqlOn, test, SUITE_MODE, type Account } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');

/** A fixture, its day moved if asked (the exchange's own spelling of it in the rows), under a name that carries no day. */
function onDay(fixture: string, from?: string, to?: string): { name: string; mimeType: string; buffer: Buffer } {
  const text = fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const moved = from && to ? text.replaceAll(from, to) : text;
  return { name: fixture.replace(/-2024-07-05/, ''), mimeType: 'text/csv', buffer: Buffer.from(moved) };
}

function importFile(
  api: APIRequestContext,
  token: string,
  what: string,
  file: ReturnType<typeof onDay>,
  fields: Record<string, string> = {},
) {
  return api.fetch(`/api/Prices/${what}`, {
    method: 'POST',
    multipart: { ...fields, file },
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    failOnStatusCode: false,
    timeout: 60_000,
  });
}

const daysOf = (api: APIRequestContext, token: string | null, query = '') =>
  api.get(`/api/Prices/days${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, failOnStatusCode: false });

const weekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

test.describe('the days imported', () => {
  const inst = sharedInstance();
  let admin: Account;

  test.beforeAll(async () => {
    admin = await adminAccount(inst());
    // The worker's CMS is shared: prices.spec clears these tables too, and reads back only what it imported.
    sqlOn(inst().cms, 'DELETE FROM price_closes; DELETE FROM securities; DELETE FROM index_closes;');
    const imports: [string, ReturnType<typeof onDay>, Record<string, string>?][] = [
      // Friday 5 July and Wednesday 3 July from NSE (three shares each), Monday 8 July from BSE alone.
      ['bhavcopy', onDay('nse-udiff-2024-07-05.csv')],
      ['bhavcopy', onDay('nse-udiff-2024-07-05.csv', '2024-07-05', '2024-07-03')],
      ['bhavcopy', onDay('bse-legacy-2024-07-05.csv', '05-Jul-24', '08-Jul-24')],
      ['index', onDay('nifty-50.csv'), { name: DEFAULT_BENCHMARK }],
      ['index', onDay('nse-indices-2024-07-05.csv'), { name: 'Nifty Bank' }],
    ];
    for (const [what, file, fields] of imports) await check(await importFile(inst().api, admin.token, what, file, fields), 200, file.name);
  });

  test('per exchange, the days with their row counts and the trading days missing; per index, its first and last day', async () => {
    const answer: PriceDaysAnswer = await check(await daysOf(inst().api, admin.token, '?to=2024-07-09&days=5'), 200, 'days');
    expect(answer.from).toBe('2024-07-03');
    expect(answer.to).toBe('2024-07-09');
    expect(answer.exchanges).toEqual([
      {
        exchange: 'NSE',
        days: [
          { date: '2024-07-05', rows: 3 },
          { date: '2024-07-03', rows: 3 },
        ],
        missing: ['2024-07-09', '2024-07-08', '2024-07-04'],
      },
      { exchange: 'BSE', days: [{ date: '2024-07-08', rows: 3 }], missing: ['2024-07-09', '2024-07-05', '2024-07-04', '2024-07-03'] },
    ]);
    // Names as the import stored them (the imports make an index's name canonical): compared without case.
    expect(answer.indices.map((i) => ({ ...i, name: i.name.toLowerCase() }))).toEqual([
      { name: 'nifty 50', first: '2024-07-04', last: '2024-07-05', days: 2 },
      { name: 'nifty bank', first: '2024-07-05', last: '2024-07-05', days: 1 },
    ]);
  });

  test('a window ending on a weekend ends on the Friday before; a later import shows in the next answer', async () => {
    const before: PriceDaysAnswer = await check(await daysOf(inst().api, admin.token, '?to=2024-07-07&days=3'), 200, 'before');
    expect(before.from).toBe('2024-07-03');
    expect(before.exchanges[0].missing).toEqual(['2024-07-04']);
    await check(
      await importFile(inst().api, admin.token, 'bhavcopy', onDay('nse-legacy-2024-07-05.csv', '05-JUL-2024', '04-JUL-2024')),
      200,
      'import of 4 July',
    );
    const after: PriceDaysAnswer = await check(await daysOf(inst().api, admin.token, '?to=2024-07-07&days=3'), 200, 'after');
    expect(after.exchanges[0]).toEqual({
      exchange: 'NSE',
      days: [
        { date: '2024-07-05', rows: 3 },
        { date: '2024-07-04', rows: 3 },
        { date: '2024-07-03', rows: 3 },
      ],
      missing: [],
    });
  });

  test(`by default, the ${PRICE_DAYS_DEFAULT} trading days up to the latest whose bhavcopy is out`, async () => {
    const res = await daysOf(inst().api, admin.token);
    expect(res.headers()['cache-control']).toBe('no-store');
    const answer: PriceDaysAnswer = await check(res, 200, 'default window');
    const today = todayInFirm();
    expect(weekday(answer.to), answer.to).toBe(true);
    expect(answer.to <= today && answer.to >= addDays(today, -4), answer.to).toBe(true);
    for (const e of answer.exchanges) {
      // Nothing imported lately: every trading day of the window is missing, the latest first.
      expect(e.days).toEqual([]);
      expect(e.missing).toHaveLength(PRICE_DAYS_DEFAULT);
      expect(e.missing[0]).toBe(answer.to);
      expect(e.missing.at(-1)).toBe(answer.from);
      expect(e.missing.every(weekday)).toBe(true);
    }
    expect(answer.indices).toHaveLength(2);
  });

  test('a bad window is a 400 in plain words', async () => {
    const wholeNumber = `days must be a whole number from 1 to ${PRICE_DAYS_MAX}.`;
    for (const [query, message] of [
      ['?days=0', wholeNumber],
      [`?days=${PRICE_DAYS_MAX + 1}`, wholeNumber],
      ['?days=2.5', wholeNumber],
      ['?days=many', 'days must be a number.'],
      ['?to=2024-02-30', 'to must be a date (YYYY-MM-DD).'],
      ['?to=yesterday', 'to must be a date (YYYY-MM-DD).'],
      ['?to=2024-07-05&to=2024-07-08', 'to must be text.'],
    ]) {
      const body = await check(await daysOf(inst().api, admin.token, query), 400, query, true);
      expect.soft(body?.error?.message, query).toBe(message);
    }
  });

  test('a subscriber gets 403, a signed-out caller 401', async () => {
    const client = await newAccount(inst().api, 'price-days');
    await check(await daysOf(inst().api, client.token), 403, 'a subscriber');
    await check(await daysOf(inst().api, null), 401, 'signed out');
    await check(await daysOf(inst().api, 'not-a-token'), 401, 'a made-up token');
  });
});
