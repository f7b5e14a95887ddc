/**
 * The price files as the exchanges publish them and as Excel re-saves them (tests/fixtures/prices:
 * 5 Nov 2026 in NSE's UDiFF and 13-column files, BSE's UDiFF and legacy files, NSE's
 * ind_close_all and index history download, sec_bhavdata_full; the en-IN, en-GB and en-US
 * re-saves with their CRLF lines, trimmed decimals, rewritten dates and trailing comma-only rows;
 * a zip made by macOS's Finder), imported over real HTTP by their own file names. Each is stored
 * on its own day or refused saying why (docs/track-record.md, "Days"): never a day read the wrong
 * way round, a day after today, a year 0000, another day than its name's; BSE's bonds and gold
 * bonds are skipped as NSE's; an index is one series whatever its spelling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { PRICE_MESSAGES } from 'contracts';
import { adminAccount, check, isoDay, sharedInstance, sqlOn, SUITE_MODE, test, type Account } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');
const DAY = '2026-11-05';
/** RELIANCE, TCS and INFY on 5 Nov 2026, as every NSE file of the day gives them. */
const NSE_CLOSES = { INE002A01018: '1488.40', INE009A01021: '1478.90', INE467B01029: '3050.10' };
const BSE_CLOSES = { INE002A01018: '1488.55', INE009A01021: '1479.00', INE467B01029: '3050.25' };
const UDIFF = 'BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv';

const inst = sharedInstance();
let admin: Account;

test.beforeAll(async () => {
  admin = await adminAccount(inst());
});

/** POST /api/Prices/<what> with `file` (a fixture's path, or bytes) sent as `name`, and any other fields. */
function importFile(what: string, file: string | Buffer, name: string, fields: Record<string, string> = {}) {
  const buffer = typeof file === 'string' ? fs.readFileSync(path.join(FIXTURES, file)) : file;
  return inst().api.fetch(`/api/Prices/${what}`, {
    method: 'POST',
    multipart: { ...fields, file: { name, mimeType: 'text/csv', buffer } },
    headers: { Accept: 'application/json', Authorization: `Bearer ${admin.token}` },
    failOnStatusCode: false,
    timeout: 60_000,
  });
}

const sql = (statement: string) =>
  sqlOn(inst().cms, statement)
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('|'));
/** Every stored close: day → ISIN → close. */
function storedCloses(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [date, isin, close] of sql('SELECT date, isin, close FROM price_closes ORDER BY date, isin'))
    (out[date.slice(0, 10)] ??= {})[isin] = Number(close).toFixed(2);
  return out;
}
const clear = () =>
  sqlOn(inst().cms, 'DELETE FROM price_closes; DELETE FROM securities; DELETE FROM index_closes; DELETE FROM corporate_actions;');
const counts = () =>
  sqlOn(
    inst().cms,
    'SELECT (SELECT count(*) FROM price_closes), (SELECT count(*) FROM index_closes), (SELECT count(*) FROM corporate_actions)',
  ).trim();

test.describe('bhavcopies', () => {
  for (const [file, format, closes] of [
    [UDIFF, 'nse-udiff', NSE_CLOSES],
    [`excel-en-IN/${UDIFF}`, 'nse-udiff', NSE_CLOSES],
    [`excel-en-US/${UDIFF}`, 'nse-udiff', NSE_CLOSES],
    [`macos/${UDIFF}.zip`, 'nse-udiff', NSE_CLOSES],
    ['cm05NOV2026bhav.csv', 'nse-legacy', NSE_CLOSES],
    ['excel-en-US/cm05NOV2026bhav.csv', 'nse-legacy', NSE_CLOSES],
    ['BhavCopy_BSE_CM_0_0_0_20261105_F_0000.csv', 'bse-udiff', BSE_CLOSES],
    ['EQ_ISINCODE_051126.CSV', 'bse-legacy', BSE_CLOSES],
    ['excel-en-US/EQ_ISINCODE_051126.CSV', 'bse-legacy', BSE_CLOSES],
  ] as const) {
    test(`${file}: the three shares on 5 Nov 2026, its bonds and gold bonds skipped`, async () => {
      clear();
      const answer = await check(await importFile('bhavcopy', file, path.basename(file)), 200, file);
      // Five rows read, three shares stored: the admin's summary counts the other two "skipped (not shares)".
      expect(answer).toEqual({ format, date: DAY, rows: 5, inserted: 3, updated: 0, unchanged: 0 });
      expect(storedCloses()).toEqual({ [DAY]: closes });
    });
  }

  test("an unambiguous re-save is read as it says, whatever the file's name (13/11/2026)", async () => {
    clear();
    const answer = await check(
      await importFile('bhavcopy', `excel-en-GB/BhavCopy_NSE_CM_0_0_0_20261113_F_0000.csv`, 'prices.csv'),
      200,
      'en-GB',
    );
    expect(answer).toMatchObject({ date: '2026-11-13', inserted: 3 });
    expect(Object.keys(storedCloses())).toEqual(['2026-11-13']);
  });

  test('an ambiguous 11/5/2026 whose file name does not settle it is refused naming the line and both readings; nothing stored', async () => {
    clear();
    for (const name of ['prices.csv', 'BhavCopy_NSE_CM_0_0_0_20261104_F_0000.csv']) {
      const refused = await check(await importFile('bhavcopy', `excel-en-US/${UDIFF}`, name), 400, name);
      expect(refused.error.message).toBe(
        "Line 2: TradDt 11/5/2026 could be 11 May 2026 or 5 Nov 2026 (a spreadsheet re-saved the dates). Save the dates as yyyy-mm-dd or dd-mm-yyyy, or import the exchange's own file.",
      );
    }
    expect(storedCloses()).toEqual({});
  });

  test("a file whose rows are not of its name's day is refused naming both days; nothing stored", async () => {
    clear();
    for (const [file, name, named] of [
      [UDIFF, 'BhavCopy_NSE_CM_0_0_0_20261104_F_0000.csv', '4 Nov 2026'],
      ['cm05NOV2026bhav.csv', 'cm06NOV2026bhav.csv', '6 Nov 2026'],
      ['EQ_ISINCODE_051126.CSV', 'EQ_ISINCODE_041126.CSV', '4 Nov 2026'],
    ]) {
      const refused = await check(await importFile('bhavcopy', file, name), 400, name);
      expect(refused.error.message).toBe(
        `The file's name (${name}) says ${named}, but its rows are of 5 Nov 2026. Check that you chose the right day's file.`,
      );
    }
    expect(storedCloses()).toEqual({});
  });

  test('a day after today (India time) or a blanked year is refused naming the line; nothing stored', async () => {
    clear();
    const tomorrow = isoDay(1);
    const udiff = fs.readFileSync(path.join(FIXTURES, UDIFF), 'utf8');
    const legacy = fs.readFileSync(path.join(FIXTURES, 'cm05NOV2026bhav.csv'), 'utf8');
    const today = isoDay(0).split('-').map(Number);
    const todayWords = `${today[2]} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][today[1] - 1]} ${today[0]}`;
    for (const [label, text, message] of [
      ['tomorrow', udiff.replaceAll(DAY, tomorrow), `Line 2: TradDt ${tomorrow} is after today (${todayWords}, India time).`],
      [
        '2099',
        legacy.replaceAll('05-NOV-2026', '05-JUL-2099'),
        `Line 2: TIMESTAMP 05-JUL-2099 is after today (${todayWords}, India time).`,
      ],
      [
        'year 0000',
        legacy.replaceAll('05-NOV-2026', '05-JUL-0000'),
        "Line 2: TIMESTAMP 05-JUL-0000 is before 1994, when the exchanges' electronic records start.",
      ],
    ]) {
      const refused = await check(await importFile('bhavcopy', Buffer.from(text), 'prices.csv'), 400, label);
      expect(refused.error.message).toBe(message);
    }
    expect(storedCloses()).toEqual({});
  });

  test("NSE's sec_bhavdata_full is refused naming it and asking for the UDiFF zip", async () => {
    const before = counts();
    const refused = await check(
      await importFile('bhavcopy', 'sec_bhavdata_full_05112026.csv', 'sec_bhavdata_full_05112026.csv'),
      400,
      'sec_bhavdata_full',
    );
    expect(refused.error.message).toBe(PRICE_MESSAGES.secBhavdataFull);
    expect(counts()).toBe(before);
  });
});

test.describe('indices', () => {
  const seriesStored = () =>
    sql('SELECT name, date, close FROM index_closes ORDER BY name, date').map(([n, d, c]) => [n, d.slice(0, 10), Number(c).toFixed(2)]);
  const HISTORY = 'NIFTY 50-02-11-2026-to-05-11-2026.csv';

  test('"NIFTY 50", "Nifty 50" and "nifty  50" are one series, from NSE\'s daily file, its history download and their re-saves', async () => {
    clear();
    const daily = await check(
      await importFile('index', 'ind_close_all_05112026.csv', 'ind_close_all_05112026.csv', { name: 'NIFTY 50' }),
      200,
      'daily',
    );
    expect(daily).toEqual({ rows: 1, inserted: 1, updated: 0, unchanged: 0 });
    const again = await check(
      await importFile('index', 'excel-en-US/ind_close_all_05112026.csv', 'ind_close_all_05112026.csv', { name: 'Nifty 50' }),
      200,
      'the en-US re-save, by its name',
    );
    expect(again).toEqual({ rows: 1, inserted: 0, updated: 0, unchanged: 1 });
    const history = await check(await importFile('index', `excel-en-IN/${HISTORY}`, HISTORY, { name: 'nifty  50' }), 200, 'history');
    expect(history).toEqual({ rows: 4, inserted: 3, updated: 0, unchanged: 1 });
    expect(seriesStored()).toEqual([
      ['NIFTY 50', '2026-11-02', '25690.40'],
      ['NIFTY 50', '2026-11-03', '25710.45'],
      ['NIFTY 50', '2026-11-04', '25603.65'],
      ['NIFTY 50', '2026-11-05', '25600.10'],
    ]);
  });

  test("an index file's ambiguous, future, blanked or misnamed days are refused naming them; nothing stored", async () => {
    clear();
    const cases: [string, string | Buffer, string, string][] = [
      [
        'en-US history',
        `excel-en-US/${HISTORY}`,
        HISTORY,
        'Line 2: Date 11/5/2026 could be 11 May 2026 or 5 Nov 2026 (a spreadsheet re-saved the dates).',
      ],
      [
        'plain, 11/4/2026',
        Buffer.from('Date,Close\n11/4/2026,25600.10\n'),
        'nifty.csv',
        'Line 2: Date 11/4/2026 could be 11 Apr 2026 or 4 Nov 2026',
      ],
      [
        '2099',
        Buffer.from('Date,Close\n2026-11-05,25600.10\n2099-07-05,25700.00\n'),
        'nifty.csv',
        'Line 3: Date 2099-07-05 is after today (',
      ],
      ['year 0000', Buffer.from('Date,Close\n05-JUL-0000,25600.10\n'), 'nifty.csv', 'Line 2: Date 05-JUL-0000 is before 1994'],
      [
        'misnamed',
        'ind_close_all_05112026.csv',
        'ind_close_all_04112026.csv',
        "The file's name (ind_close_all_04112026.csv) says 4 Nov 2026, but its rows are of 5 Nov 2026.",
      ],
    ];
    for (const [label, file, name, message] of cases) {
      const refused = await check(await importFile('index', file, name, { name: 'Nifty 50' }), 400, label);
      expect(refused.error.message, label).toContain(message);
    }
    expect(seriesStored()).toEqual([]);
  });
});

test('corporate actions: an ex-date of year 0000 or after today is refused naming the line; nothing stored', async () => {
  clear();
  for (const [exDate, message] of [
    ['0000-01-10', "Line 2: exDate 0000-01-10 is before 1994, when the exchanges' electronic records start."],
    [isoDay(1), `Line 2: exDate ${isoDay(1)} is after today (`],
  ]) {
    const csv = Buffer.from(`isin,exDate,kind,ratioFrom,ratioTo\nINE002A01018,${exDate},split,1,5\n`);
    const refused = await check(await importFile('corporate-actions', csv, 'actions.csv'), 400, exDate);
    expect(refused.error.message).toContain(message);
  }
  expect(sql('SELECT count(*) FROM corporate_actions')).toEqual([['0']]);
});

test('an empty file or zip says "empty"; a trailing comma-only row is ignored', async () => {
  clear();
  for (const [what, fields] of [
    ['bhavcopy', {}],
    ['index', { name: 'Nifty 50' }],
    ['corporate-actions', {}],
  ] as const) {
    for (const [file, message] of [
      ['empty.csv', PRICE_MESSAGES.emptyFile],
      ['empty.zip', PRICE_MESSAGES.emptyZip],
    ]) {
      const refused = await check(await importFile(what, file, file, fields), 400, `${what} ${file}`);
      expect(refused.error.message).toBe(message);
    }
  }
  const actions = Buffer.from(
    'isin,exDate,kind,ratioFrom,ratioTo,note\r\nINE002A01018,2024-10-28,bonus,1,1,1:1 bonus\r\n,,,,,\r\n,,,,,\r\n',
  );
  expect(await check(await importFile('corporate-actions', actions, 'actions.csv'), 200, 'actions')).toEqual({
    rows: 1,
    inserted: 1,
    updated: 0,
    unchanged: 0,
  });
});
