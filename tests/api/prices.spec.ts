/**
 * End-of-day prices from the exchanges' own files (cms/src/api/price/): an administrator imports a
 * bhavcopy (NSE 13-column or UDiFF, BSE legacy or UDiFF, zipped or not), an index's closes and
 * corporate actions. Every format of the same day gives the same closes; NSE's close is kept over
 * BSE's; a re-import changes nothing; a malformed file is refused naming its line, with nothing
 * stored; the same file posted several times at once (through two instances on PostgreSQL) is
 * stored once, every request answered. Runs on SQLite and on PostgreSQL (the data lanes).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { ISIN_MESSAGE, PRICE_MESSAGES } from 'contracts';
import {
  Account,
  adminAccount,
  check,
  createStock,
  instanceForBlock,
  newAccount,
  sleep,
  sharedInstance,
  sqlOn,
  test,
  waitUntil,
  GENERAL_ENV,
  SUITE_MODE,
  type Instance,
} from './helpers';
import { ON_POSTGRES } from '../lib/suites';
import { zipOf } from '../lib/zip';

test.describe.configure({ mode: SUITE_MODE });

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');
const DAY = '2024-07-05';
const CLOSES = { INE002A01018: '3188.45', INE467B01029: '4015.30', INE009A01021: '1651.20' };

/** POST /api/Prices/<what> with a fixture (or bytes) as the multipart `file`, and any other fields. */
function importFile(
  api: APIRequestContext,
  token: string | null,
  what: string,
  file: string | { name: string; buffer: Buffer },
  fields: Record<string, string> = {},
) {
  const part =
    typeof file === 'string'
      ? { name: file, mimeType: 'text/csv', buffer: fs.readFileSync(path.join(FIXTURES, file)) }
      : { mimeType: 'text/csv', ...file };
  return api.fetch(`/api/Prices/${what}`, {
    method: 'POST',
    multipart: { ...fields, file: part },
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    failOnStatusCode: false,
    timeout: 60_000,
  });
}

/** The stored closes of the day: ISIN → [close, exchange]. */
function storedCloses(inst: Instance, day = DAY): Record<string, [string, string]> {
  const out = sqlOn(inst.cms, `SELECT isin, close, exchange FROM price_closes WHERE date = '${day}' ORDER BY isin`);
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('|'))
      .map(([isin, close, exchange]) => [isin, [Number(close).toFixed(2), exchange]]),
  );
}
const onlyCloses = (stored: Record<string, [string, string]>) => Object.fromEntries(Object.entries(stored).map(([k, [c]]) => [k, c]));
const clear = (inst: Instance) =>
  sqlOn(inst.cms, 'DELETE FROM price_closes; DELETE FROM securities; DELETE FROM index_closes; DELETE FROM corporate_actions;');

// The two blocks of imports share the worker's CMS: each test clears the price tables first and
// reads back only what it imported, and no other file sharing it stores prices (the bad inputs
// compare the tables' counts before and after, whatever they hold). The scheduled fetches below
// need CMSs of their own, pointed at a fake exchange.
test.describe('imports', () => {
  const inst = sharedInstance();

  test.describe('bhavcopy imports', () => {
    let admin: Account;

    test.beforeAll(async () => {
      admin = await adminAccount(inst());
    });

    for (const [file, format, exchange] of [
      ['nse-legacy-2024-07-05.csv', 'nse-legacy', 'NSE'],
      ['nse-udiff-2024-07-05.csv', 'nse-udiff', 'NSE'],
      ['bse-udiff-2024-07-05.csv', 'bse-udiff', 'BSE'],
      ['bse-legacy-2024-07-05.csv', 'bse-legacy', 'BSE'],
      ['BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv.zip', 'nse-udiff', 'NSE'],
    ]) {
      test(`${file} gives the day's three closes (${format})`, async () => {
        clear(inst());
        const answer = await check(await importFile(inst().api, admin.token, 'bhavcopy', file), 200, 'import');
        expect(answer).toMatchObject({ format, date: DAY, inserted: 3, updated: 0, unchanged: 0 });
        const stored = storedCloses(inst());
        expect(onlyCloses(stored)).toEqual(CLOSES);
        expect(new Set(Object.values(stored).map(([, x]) => x))).toEqual(new Set([exchange]));
      });
    }

    test('a re-import of the same file changes nothing', async () => {
      clear(inst());
      await check(await importFile(inst().api, admin.token, 'bhavcopy', 'nse-udiff-2024-07-05.csv'), 200, 'first');
      const before = sqlOn(inst().cms, 'SELECT id, isin, close, exchange, updated_at FROM price_closes ORDER BY id');
      const again = await check(await importFile(inst().api, admin.token, 'bhavcopy', 'nse-udiff-2024-07-05.csv'), 200, 'again');
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
      expect(sqlOn(inst().cms, 'SELECT id, isin, close, exchange, updated_at FROM price_closes ORDER BY id')).toBe(before);
    });

    test("NSE's close is kept over BSE's; a BSE close fills a day NSE lacks", async () => {
      clear(inst());
      const bse = fs.readFileSync(path.join(FIXTURES, 'bse-udiff-2024-07-05.csv'), 'utf8').replaceAll('3188.45', '3190.00');
      await check(await importFile(inst().api, admin.token, 'bhavcopy', { name: 'bse.csv', buffer: Buffer.from(bse) }), 200, 'BSE first');
      expect(storedCloses(inst()).INE002A01018).toEqual(['3190.00', 'BSE']);
      const nse = await check(await importFile(inst().api, admin.token, 'bhavcopy', 'nse-legacy-2024-07-05.csv'), 200, 'NSE over it');
      expect(nse).toMatchObject({ inserted: 0, updated: 3, unchanged: 0 });
      expect(storedCloses(inst()).INE002A01018).toEqual(['3188.45', 'NSE']);
      const bseAgain = await check(
        await importFile(inst().api, admin.token, 'bhavcopy', { name: 'bse.csv', buffer: Buffer.from(bse) }),
        200,
        'BSE again',
      );
      expect(bseAgain).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
      expect(storedCloses(inst()).INE002A01018).toEqual(['3188.45', 'NSE']);
      // The securities know both codes: a call with only its BSE code finds its ISIN.
      expect(sqlOn(inst().cms, "SELECT nse_symbol, bse_code FROM securities WHERE isin = 'INE002A01018'").trim()).toBe('RELIANCE|500325');
    });

    test('a malformed file is refused naming its line, and nothing is stored', async () => {
      clear(inst());
      const body = await check(await importFile(inst().api, admin.token, 'bhavcopy', 'nse-legacy-malformed.csv'), 400, 'malformed');
      expect(body.error.message).toBe('Line 4: CLOSE is not a number.');
      expect(storedCloses(inst())).toEqual({});
      const foreign = await check(
        await importFile(inst().api, admin.token, 'bhavcopy', { name: 'x.csv', buffer: Buffer.from('a,b\n1,2\n') }),
        400,
        'foreign',
      );
      expect(foreign.error.message).toBe(PRICE_MESSAGES.unknownFormat);
      const none = await check(
        await inst().api.fetch('/api/Prices/bhavcopy', {
          method: 'POST',
          multipart: { other: 'x' },
          headers: { Authorization: `Bearer ${admin.token}` },
          failOnStatusCode: false,
        }),
        400,
        'no file',
      );
      expect(none.error.message).toBe(PRICE_MESSAGES.noFile);
    });

    test('a subscriber and an anonymous caller are refused', async () => {
      const user = await newAccount(inst().api, 'prices');
      await check(await importFile(inst().api, user.token, 'bhavcopy', 'nse-udiff-2024-07-05.csv'), 403, 'subscriber');
      await check(await importFile(inst().api, null, 'bhavcopy', 'nse-udiff-2024-07-05.csv'), 401, 'anonymous');
      await check(await importFile(inst().api, user.token, 'corporate-actions', 'corporate-actions.csv'), 403, 'subscriber, actions');
    });

    test("an index's closes, from a plain CSV or NSE's daily file, idempotent", async () => {
      clear(inst());
      expect(await check(await importFile(inst().api, admin.token, 'index', 'nifty-50.csv', { name: 'Nifty 50' }), 200, 'plain')).toEqual({
        rows: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(
        await check(
          await importFile(inst().api, admin.token, 'index', 'nse-indices-2024-07-05.csv', { name: 'Nifty 50' }),
          200,
          'NSE file',
        ),
      ).toEqual({
        rows: 1,
        inserted: 0,
        updated: 0,
        unchanged: 1,
      });
      const rows = sqlOn(inst().cms, "SELECT date, close FROM index_closes WHERE name = 'NIFTY 50' ORDER BY date").trim().split('\n');
      expect(rows.map((r) => r.split('|').map((v, i) => (i ? Number(v).toFixed(2) : v.slice(0, 10))))).toEqual([
        ['2024-07-04', '24302.15'],
        ['2024-07-05', '24323.85'],
      ]);
      const noName = await check(await importFile(inst().api, admin.token, 'index', 'nifty-50.csv'), 400, 'no name');
      expect(noName.error.message).toBe(PRICE_MESSAGES.indexName);
    });

    test('corporate actions from CSV: stored once, a bad row refused by its line', async () => {
      clear(inst());
      expect(await check(await importFile(inst().api, admin.token, 'corporate-actions', 'corporate-actions.csv'), 200, 'import')).toEqual({
        rows: 2,
        inserted: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(
        await check(await importFile(inst().api, admin.token, 'corporate-actions', 'corporate-actions.csv'), 200, 'again'),
      ).toMatchObject({ inserted: 0, unchanged: 2 });
      expect(sqlOn(inst().cms, 'SELECT isin, kind, ratio_from, ratio_to FROM corporate_actions ORDER BY isin').trim().split('\n')).toEqual([
        'INE002A01018|bonus|1|1',
        'INE009A01021|split|1|5',
      ]);
      const bad = Buffer.from('isin,exDate,kind,ratioFrom,ratioTo\nINE002A01018,2024-10-28,split,1,5\nINE002A01018,2024-11-01,split,0,5\n');
      const refused = await check(
        await importFile(inst().api, admin.token, 'corporate-actions', { name: 'bad.csv', buffer: bad }),
        400,
        'bad',
      );
      expect(refused.error.message).toBe('Line 3: ratioFrom is not a positive whole number.');
      expect(sqlOn(inst().cms, 'SELECT count(*) FROM corporate_actions').trim()).toBe('2');
    });

    test("a call's optional ISIN is checked and kept", async () => {
      const refused = await check(
        await inst().api.post('/api/Stocks/', {
          data: { name: 'X', code: 'X', description: 'x', isin: 'INE002A0101' },
          headers: { Authorization: `Bearer ${admin.token}` },
          failOnStatusCode: false,
        }),
        400,
        'bad isin',
      );
      expect(JSON.stringify(refused.error)).toContain(ISIN_MESSAGE);
      const stock = await createStock(inst().api, admin.token, { isin: 'ine002a01018' });
      expect(sqlOn(inst().cms, `SELECT isin FROM stocks WHERE id = ${stock.id}`).trim()).toBe('INE002A01018');
    });
  });

  test.describe('racing imports', () => {
    test('the same bhavcopy, then the same corporate actions, posted 5 times at once (through two instances on PostgreSQL): each stored once, every answer a 2xx or a 409', async () => {
      test.setTimeout(180_000);
      const other = ON_POSTGRES ? await inst().cms.anotherInstance() : undefined;
      const apis = [inst().api, ...(other ? [await request.newContext({ baseURL: other.url })] : [])];
      try {
        const tokens = [(await adminAccount(inst())).token, ...(other ? [(await adminAccount({ ...inst(), api: apis[1] })).token] : [])];
        for (const file of ['nse-udiff-2024-07-05.csv', 'bse-legacy-2024-07-05.csv']) {
          clear(inst());
          const answers = await Promise.all(
            Array.from({ length: 5 }, (_, i) => importFile(apis[i % apis.length], tokens[i % apis.length], 'bhavcopy', file)),
          );
          const statuses = answers.map((a) => a.status());
          expect(
            statuses.every((s) => s === 200 || s === 409),
            `${file}: ${statuses.join(', ')}`,
          ).toBe(true);
          const bodies = await Promise.all(answers.map((a) => a.json()));
          const stored = bodies.filter((_, i) => statuses[i] === 200);
          expect(stored.length, 'at least one import stored').toBeGreaterThan(0);
          // Each close inserted once, whichever request did it; the others found it there.
          expect(
            stored.reduce((sum, b) => sum + b.inserted, 0),
            file,
          ).toBe(3);
          for (const b of stored) expect(b.inserted + b.updated + b.unchanged).toBe(3);
          for (const [i, b] of bodies.entries()) if (statuses[i] === 409) expect(b.error.message).toBe(PRICE_MESSAGES.importRaced);
          expect(onlyCloses(storedCloses(inst()))).toEqual(CLOSES);
          expect(sqlOn(inst().cms, `SELECT COUNT(*) FROM price_closes WHERE date = '${DAY}'`).trim()).toBe('3');
          expect(
            sqlOn(inst().cms, "SELECT COUNT(*) FROM securities WHERE isin IN ('INE002A01018', 'INE467B01029', 'INE009A01021')").trim(),
          ).toBe('3');
        }
        // Corporate actions too: each split or bonus stored once (twice, it would adjust the closes twice).
        clear(inst());
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            importFile(apis[i % apis.length], tokens[i % apis.length], 'corporate-actions', 'corporate-actions.csv'),
          ),
        );
        const statuses = answers.map((a) => a.status());
        expect(
          statuses.every((s) => s === 200 || s === 409),
          `corporate actions: ${statuses.join(', ')}`,
        ).toBe(true);
        const bodies = await Promise.all(answers.map((a) => a.json()));
        expect(bodies.filter((_, i) => statuses[i] === 200).reduce((sum, b) => sum + b.inserted, 0)).toBe(2);
        expect(sqlOn(inst().cms, 'SELECT COUNT(*) FROM corporate_actions').trim()).toBe('2');
      } finally {
        if (other) {
          await apis[1].dispose();
          await other.stop();
        }
      }
    });
  });
});

/**
 * An exchange's download server on loopback: serves the day's zipped UDiFF bhavcopy at its path
 * (the fixture's closes, of the day the path names, as the import checks), after answering 503 to
 * the first `failFirst` requests (the file not published yet).
 */
async function fakeExchange(failFirst: number) {
  const csv = fs.readFileSync(path.join(FIXTURES, 'nse-udiff-2024-07-05.csv'), 'utf8');
  const served: { path: string; status: number; day?: string }[] = [];
  const server = http.createServer((req, res) => {
    const asked = /^\/(BhavCopy_NSE_CM_0_0_0_(\d{4})(\d{2})(\d{2})_F_0000\.csv)\.zip$/.exec(req.url ?? '');
    const ok = asked !== null && served.length >= failFirst;
    const day = asked ? `${asked[2]}-${asked[3]}-${asked[4]}` : undefined;
    served.push({ path: req.url ?? '', status: ok ? 200 : 503, day });
    res.writeHead(ok ? 200 : 503, { 'Content-Type': ok ? 'application/zip' : 'text/plain' });
    res.end(ok && asked ? zipOf({ [asked[1]]: Buffer.from(csv.replaceAll(DAY, day!)) }) : 'not yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    ...GENERAL_ENV,
    BHAVCOPY_URL_TEMPLATE: `http://127.0.0.1:${(server.address() as AddressInfo).port}/BhavCopy_NSE_CM_0_0_0_{yyyyMMdd}_F_0000.csv.zip`,
    BHAVCOPY_AFTER_HOUR: '0',
    BHAVCOPY_POLL_SECONDS: '1',
  };
  return { served, env, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A fake exchange for the enclosing describe block (started before its CMS boots), and that block's CMS pointed at it. */
function exchangeAndCmsForBlock() {
  let exchange: Awaited<ReturnType<typeof fakeExchange>>;
  test.beforeAll(async () => {
    exchange = await fakeExchange(1);
  });
  test.afterAll(async () => {
    await exchange?.close();
  });
  const inst = instanceForBlock(() => exchange.env);
  return { exchange: () => exchange, inst };
}

test.describe('the scheduled fetch', () => {
  const { exchange, inst } = exchangeAndCmsForBlock();

  test("fetches the day's zip from BHAVCOPY_URL_TEMPLATE, retries a failed fetch, then fetches it no more that day", async () => {
    test.setTimeout(120_000);
    const fetched = () => exchange().served.find((s) => s.status === 200)?.day ?? DAY;
    await waitUntil('the closes are imported', () => Object.keys(storedCloses(inst(), fetched())).length === 3, 60_000);
    expect(onlyCloses(storedCloses(inst(), fetched()))).toEqual(CLOSES);
    expect(exchange().served.map((s) => s.status)).toEqual([503, 200]);
    await sleep(4_000);
    expect(exchange().served.filter((s) => s.status === 200)).toHaveLength(1);
  });
});

test.describe('the scheduled fetch with two instances', () => {
  test.skip(!ON_POSTGRES, 'several CMS instances share a PostgreSQL database (SQLite is one process)');
  const { exchange, inst } = exchangeAndCmsForBlock();

  test('the day is fetched and imported once, whichever instance looks', async () => {
    test.setTimeout(180_000);
    const other = await inst().cms.anotherInstance();
    try {
      const fetched = () => exchange().served.find((s) => s.status === 200)?.day ?? DAY;
      await waitUntil('the closes are imported', () => Object.keys(storedCloses(inst(), fetched())).length === 3, 60_000);
      await sleep(5_000);
      expect(exchange().served.filter((s) => s.status === 200)).toHaveLength(1);
      expect(onlyCloses(storedCloses(inst(), fetched()))).toEqual(CLOSES);
    } finally {
      await other.stop();
    }
  });
});
