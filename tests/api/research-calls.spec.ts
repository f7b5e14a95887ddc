/**
 * Research calls (cms/src/api/amendment, cms/src/api/stock, cms/src/api/stock-update): a stock or
 * update with `action` is a structured call with its prices, horizon, rationale, analyst and
 * disclosures, checked with the contract's messages; the analyst and the disclosures a request
 * leaves out come from Compliance settings; a spec-shaped stock still saves. Published research is
 * frozen: the CMS panel cannot change or delete it (403: research is written by the app only), and a correction is an amendment, a new
 * version with its reason that getuserstock and the admin list show, the original row unchanged.
 * Research disclosing a financial interest waits out the personal-trading blackout of the trades
 * compliance staff declared (cms/src/api/personal-trade).
 */
import { test, expect } from '@playwright/test';
import { NO_DISCLOSURES, RESEARCH_MESSAGES as M, controlCharacterMessage } from 'contracts';
import { RESEARCH_READ_ONLY } from 'cms';
import {
  Account,
  Instance,
  adminAccount,
  bootInstance,
  call,
  check,
  createStock,
  editorHeaders,
  getPlans,
  isoDay,
  newAccount,
  panelStaff,
  sqlOn,
  stockInput,
  stopInstance,
  subscribe,
  userStock,
  SUITE_MODE,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const CM = '/content-manager';
const STOCK = 'api::stock.stock';
const UPDATE = 'api::stock-update.stock-update';
const AMENDMENT = 'api::amendment.amendment';
const SETTINGS = 'api::compliance-setting.compliance-setting';

const CALL = {
  action: 'Buy',
  entryLow: 1200,
  entryHigh: 1250.5,
  target: 1600,
  stopLoss: 1080,
  horizonMonths: 18,
  rationale: '**Margins** are recovering.\n\n- Order book at a record\n- Debt falling',
  analyst: 'Asha Rao',
  disclosures: { holdings: false, financialInterest: false, conflicts: 'None', compensation: false, aiTools: true, note: '' },
};

let inst: Instance;
let admin: Account;
let subscriber: Account;
let panel: Record<string, string>;
let call1: any;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance();
  admin = await adminAccount(inst);
  panel = await editorHeaders(inst);
  subscriber = await newAccount(inst.api, 'research');
  const plans = await getPlans(inst.api);
  const largest = [...plans].sort((a, b) => b.stocks - a.stocks)[0];
  await subscribe(inst.api, admin.token, subscriber.id, largest.id, isoDay(0));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
});

const addStock = (data: Record<string, unknown>) => call(inst.api, 'POST', '/api/Stocks/', { token: admin.token, data: stockInput(data) });
const amend = (kind: 'Stocks' | 'Updates', id: number, data: Record<string, unknown>) =>
  call(inst.api, 'POST', `/api/${kind}/${id}/amendments`, { token: admin.token, data });
const messages = (body: any): Record<string, string> =>
  Object.fromEntries((body.error.details.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));

async function saveSettings(patch: Record<string, unknown>): Promise<void> {
  const res = await inst.api.put(`${CM}/single-types/${SETTINGS}`, { headers: panel, data: { strictAdCode: false, ...patch } });
  expect(res.ok(), `compliance settings saved: ${await res.text()}`).toBeTruthy();
}

async function panelDocument(uid: string, id: number): Promise<any> {
  const res = await inst.api.get(`${CM}/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][id][$eq]=${id}`, { headers: panel });
  const [row] = (await res.json()).results;
  expect(row, `${uid} ${id} in the panel`).toBeTruthy();
  const doc = await inst.api.get(`${CM}/collection-types/${uid}/${row.documentId}`, { headers: panel });
  const { status: _status, ...data } = (await doc.json()).data;
  return data;
}

test('a call without an analyst, with no default analyst in Compliance settings: 400 naming the rule', async () => {
  const body = await check(await addStock({ ...CALL, analyst: '' }), 400, 'call without analyst');
  expect(body.error.message).toBe(M.analystRequired);
});

test('every rule answers 400 with its message', async () => {
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [
      { entryLow: 0, target: -5 },
      { entryLow: M.positivePrice, target: M.positivePrice },
    ],
    // The type check comes first, alone.
    [{ stopLoss: 'abc' }, { stopLoss: M.positivePrice }],
    // On a call, the blanks and 0 a plain stock may send for "no target" are refused.
    [{ target: 0 }, { target: M.positivePrice }],
    [{ entryLow: 1300 }, { entryLow: M.entryRange }],
    [{ stopLoss: 1200 }, { stopLoss: M.buyStopLoss }],
    [{ horizonMonths: 121 }, { horizonMonths: M.horizon }],
    [{ horizonMonths: 0.5 }, { horizonMonths: M.horizon }],
    [{ action: 'Short' }, { action: M.action }],
    [{ rationale: '' }, { rationale: M.rationaleRequired }],
    [{ rationale: 'x'.repeat(20_001) }, { rationale: M.rationaleTooLong }],
    [{ entryHigh: 100_000_000 }, { entryHigh: M.priceTooHigh }],
  ];
  for (const [patch, expected] of cases) {
    const body = await check(await addStock({ ...CALL, ...patch }), 400, JSON.stringify(patch).slice(0, 80));
    const got = messages(body);
    for (const [field, message] of Object.entries(expected))
      expect(got[field], `${field} of ${JSON.stringify(patch).slice(0, 80)}`).toBe(message);
  }
  // A Sell's stop-loss may be above the entry.
  await check(await addStock({ ...CALL, action: 'Sell', stopLoss: 1300 }), 200, 'a Sell with a stop-loss above the entry');
});

test('a spec-shaped stock (no research field) still saves, as version 1 without an action', async () => {
  const stock = await createStock(inst.api, admin.token);
  expect(stock).toMatchObject({ action: null, rationale: null, target: 1500, amended: false, version: 1, amendments: [] });
});

test("the spec's Add New Stock form's stock (quantity, percentage and target 0, no action) saves; its target 0, '' or null is none", async () => {
  // The spec's form state: every field it carries, the hidden numbers at 0, the dates empty.
  const form = { quantity: 0, percentage: 0, target: 0, exchange: '', buy_date: '', sell_date: '' };
  const saved = await check(await addStock(form), 200, "the spec's form");
  expect(saved).toMatchObject({ action: null, quantity: 0, percentage: 0, target: null, version: 1 });
  // `target IS NULL` reads 1 on SQLite, t on PostgreSQL.
  expect(sqlOn(inst.cms, `SELECT quantity, percentage, target IS NULL FROM stocks WHERE id = ${saved.id}`).trim()).toMatch(
    /^0(\.0+)?\|0(\.0+)?\|(1|t)$/,
  );
  for (const target of ['', null, '0'])
    expect((await check(await addStock({ ...form, target }), 200, `target ${JSON.stringify(target)}`)).target).toBeNull();
  // A plain stock's real target is still a price.
  expect(messages(await check(await addStock({ ...form, target: -5 }), 400, 'a negative target')).target).toBe(M.positivePrice);
  expect(messages(await check(await addStock({ ...form, target: 'soon' }), 400, 'a word for a target')).target).toBe(M.positivePrice);
});

test('a structured call saves every field; the disclosures and analyst it leaves out come from Compliance settings', async () => {
  call1 = await check(await addStock(CALL), 200, 'create call');
  expect(call1).toMatchObject({ ...CALL, amended: false, version: 1, amendments: [] });

  await saveSettings({ defaultAnalyst: 'Firm Analyst', disclosureCompensation: true, disclosureNote: 'Standard disclosures apply.' });
  const defaulted = await check(
    await addStock({ ...CALL, analyst: undefined, disclosures: { holdings: true } }),
    200,
    'call with defaults',
  );
  expect(defaulted.analyst).toBe('Firm Analyst');
  expect(defaulted.disclosures).toEqual({ ...NO_DISCLOSURES, holdings: true, compensation: true, note: 'Standard disclosures apply.' });
});

test('getuserstock and the admin list show the research fields; an update with changed prices links to its stock', async () => {
  const update = await check(
    await call(inst.api, 'POST', '/api/Updates', {
      token: admin.token,
      data: {
        type: 'Hold',
        description: 'Hold',
        report_link: '',
        stockId: call1.id,
        action: 'Hold',
        target: 1700,
        rationale: 'Raised.',
        analyst: 'Asha Rao',
      },
    }),
    200,
    'update with prices',
  );
  expect(update).toMatchObject({ stockId: call1.id, action: 'Hold', target: 1700, entryLow: null, version: 1 });
  const mine = await userStock(inst.api, subscriber.token, subscriber.id);
  const seen = mine.stocks.find((s: any) => s.id === call1.id);
  expect(seen).toMatchObject({ ...CALL, amended: false, version: 1 });
  expect(seen.update.map((u: any) => [u.id, u.action, u.target])).toEqual([[update.id, 'Hold', 1700]]);
  const list = await check(await call(inst.api, 'GET', '/api/Stocks', { token: admin.token }), 200, 'admin list');
  expect(list.find((s: any) => s.id === call1.id)).toMatchObject({ action: 'Buy', stopLoss: 1080 });
});

test('the CMS panel changes or deletes no research, not even as Super Admin (403, saying where research is changed)', async () => {
  const doc = await panelDocument(STOCK, call1.id);
  const url = `${CM}/collection-types/${STOCK}/${doc.documentId}`;
  for (const patch of [
    { rationale: 'Rewritten.' },
    { target: 9999 },
    { disclosures: { ...CALL.disclosures, holdings: true } },
    { name: 'Renamed' },
    {},
  ]) {
    const body = await check(
      await inst.api.put(url, { headers: panel, data: { ...doc, ...patch } }),
      403,
      `panel edit ${Object.keys(patch)}`,
    );
    expect(body.error.message).toBe(RESEARCH_READ_ONLY);
  }
  const removed = await check(await inst.api.delete(url, { headers: panel }), 403, 'panel delete');
  expect(removed.error.message).toBe(RESEARCH_READ_ONLY);
  expect(Number(sqlOn(inst.cms, `SELECT count(*) FROM stocks WHERE id = ${call1.id}`).trim())).toBe(1);

  const [update] = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id).update;
  const updateDoc = await panelDocument(UPDATE, update.id);
  const updateUrl = `${CM}/collection-types/${UPDATE}/${updateDoc.documentId}`;
  await check(await inst.api.put(updateUrl, { headers: panel, data: { ...updateDoc, target: 1 } }), 403, 'panel edit of an update');
  await check(await inst.api.delete(updateUrl, { headers: panel }), 403, 'panel delete of an update');
});

test('an amendment is a new version with its reason; the original row never changes', async () => {
  const first = await check(await amend('Stocks', call1.id, { reason: 'Target revised after results.', target: 1750 }), 200, 'amend');
  expect(first).toMatchObject({ ...CALL, target: 1750, amended: true, version: 2 });
  expect(first.amendments).toEqual([{ version: 2, reason: 'Target revised after results.', date: expect.any(String) }]);
  const second = await check(await amend('Stocks', call1.id, { reason: 'Stop-loss tightened.', stopLoss: 1150 }), 200, 'amend again');
  expect(second).toMatchObject({ target: 1750, stopLoss: 1150, version: 3 });
  expect(second.amendments.map((a: any) => a.version)).toEqual([2, 3]);

  // The row keeps version 1; each amendment keeps its whole version.
  expect(sqlOn(inst.cms, `SELECT target, stop_loss FROM stocks WHERE id = ${call1.id}`).trim()).toMatch(/^1600(\.0+)?\|1080(\.0+)?$/);
  const versions = sqlOn(
    inst.cms,
    `SELECT version, content FROM amendments WHERE target_kind = 'stock' AND target_id = ${call1.id} ORDER BY version`,
  )
    .trim()
    .split('\n')
    .map((line) => {
      const [version, content] = line.split('|');
      return { version: Number(version), content: JSON.parse(content.slice(content.indexOf('{'))) };
    });
  expect(versions.map((v) => [v.version, v.content.target, v.content.stopLoss])).toEqual([
    [2, 1750, 1080],
    [3, 1750, 1150],
  ]);

  const seen = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id);
  expect(seen).toMatchObject({ target: 1750, stopLoss: 1150, amended: true, version: 3 });

  // Amendments are themselves frozen.
  const amendmentDoc = await panelDocument(AMENDMENT, Number(sqlOn(inst.cms, `SELECT min(id) FROM amendments`).trim()));
  await check(
    await inst.api.put(`${CM}/collection-types/${AMENDMENT}/${amendmentDoc.documentId}`, {
      headers: panel,
      data: { ...amendmentDoc, reason: 'Edited' },
    }),
    403,
    'panel edit of an amendment',
  );
});

test('an amendment is held to the creation rules on the merged content, needs a reason and a change, and a known record', async () => {
  expect(messages(await check(await amend('Stocks', call1.id, { reason: 'Entry moved.', entryLow: 1300 }), 400, 'range'))).toEqual({
    entryLow: M.entryRange,
  });
  expect(messages(await check(await amend('Stocks', call1.id, { reason: 'Stop.', stopLoss: 1250 }), 400, 'stop'))).toEqual({
    stopLoss: M.buyStopLoss,
  });
  expect((await check(await amend('Stocks', call1.id, { target: 1800 }), 400, 'no reason')).error.message).toBe(M.reasonRequired);
  expect((await check(await amend('Stocks', call1.id, { reason: 'Nothing.' }), 400, 'nothing')).error.message).toBe(M.nothingToAmend);
  await check(await amend('Stocks', 987654, { reason: 'Missing.', target: 5 }), 404, 'unknown stock');
  await check(
    await call(inst.api, 'POST', `/api/Stocks/${call1.id}/amendments`, { token: subscriber.token, data: { reason: 'x', target: 5 } }),
    403,
    'a subscriber',
  );

  const [update] = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id).update;
  const amended = await check(await amend('Updates', update.id, { reason: 'Target typo.', target: 1710 }), 200, 'amend update');
  expect(amended).toMatchObject({ id: update.id, stockId: call1.id, target: 1710, action: 'Hold', amended: true, version: 2 });
  const seen = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id);
  expect(seen.update[0]).toMatchObject({ target: 1710, version: 2, amendments: [{ reason: 'Target typo.' }] });
});

test("an amendment that changes nothing: 409 'Nothing changed.', and no version, register entry or alert", async () => {
  const count = (sql: string) => Number(sqlOn(inst.cms, sql).trim());
  const before = {
    amendments: count(`SELECT count(*) FROM amendments`),
    register: count(`SELECT count(*) FROM research_register`),
    alerts: count(`SELECT count(*) FROM alert_deliveries`),
  };
  const now = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id);
  // The current values again: a price as it is, the same disclosures, the rationale with the spaces the rule trims.
  const same = [
    { reason: 'Restated.', target: now.target },
    { reason: 'Restated.', target: now.target, stopLoss: now.stopLoss, analyst: now.analyst, rationale: ` ${now.rationale} ` },
    { reason: 'Restated.', disclosures: { aiTools: now.disclosures.aiTools } },
  ];
  for (const data of same) {
    const body = await check(await amend('Stocks', call1.id, data), 409, `unchanged ${JSON.stringify(data).slice(0, 60)}`);
    expect(body.error.message).toBe(M.nothingChanged);
  }
  const [update] = now.update;
  const body = await check(await amend('Updates', update.id, { reason: 'Restated.', target: update.target }), 409, 'unchanged update');
  expect(body.error.message).toBe(M.nothingChanged);
  expect({
    amendments: count(`SELECT count(*) FROM amendments`),
    register: count(`SELECT count(*) FROM research_register`),
    alerts: count(`SELECT count(*) FROM alert_deliveries`),
  }).toEqual(before);
  const after = (await userStock(inst.api, subscriber.token, subscriber.id)).stocks.find((s: any) => s.id === call1.id);
  expect(after.version).toBe(now.version);
});

test('NUL and other control characters in a call, an update or an amendment: 400 in words, nothing stored', async () => {
  const NUL = '\u0000';
  // Sent one after another (each a thunk), so a failing case leaves no request in flight.
  const cases: [string, () => Promise<any>, string, string][] = [
    ['call name', () => addStock({ ...CALL, name: `Tata${NUL}Motors` }), 'name', controlCharacterMessage('Name')],
    [
      'call rationale',
      () => addStock({ ...CALL, rationale: `Cheap${NUL}.` }),
      'rationale',
      controlCharacterMessage('Rationale', { multiLine: true }),
    ],
    ['call analyst', () => addStock({ ...CALL, analyst: 'Asha\u001b[31m Rao' }), 'analyst', controlCharacterMessage('Analyst')],
    [
      'call disclosures',
      () => addStock({ ...CALL, disclosures: { ...CALL.disclosures, conflicts: `None${NUL}` } }),
      'disclosures.conflicts',
      controlCharacterMessage('Conflicts of interest', { multiLine: true }),
    ],
    [
      'update description',
      () =>
        call(inst.api, 'POST', '/api/Updates', { token: admin.token, data: { type: 'Buy', description: `Add${NUL}`, stockId: call1.id } }),
      'description',
      controlCharacterMessage('Description', { multiLine: true }),
    ],
    [
      'update rationale',
      () =>
        call(inst.api, 'POST', '/api/Updates', {
          token: admin.token,
          data: { type: 'Buy', description: 'Add', stockId: call1.id, action: 'Hold', rationale: `Hold\u007f` },
        }),
      'rationale',
      controlCharacterMessage('Rationale', { multiLine: true }),
    ],
    [
      'amendment reason',
      () => amend('Stocks', call1.id, { reason: `Typo${NUL}`, target: 1777 }),
      'reason',
      controlCharacterMessage('Reason', { multiLine: true }),
    ],
    [
      'amendment rationale',
      () => amend('Stocks', call1.id, { reason: 'Typo.', rationale: `Still${NUL}cheap` }),
      'rationale',
      controlCharacterMessage('Rationale', { multiLine: true }),
    ],
  ];
  const stored = () =>
    sqlOn(
      inst.cms,
      `SELECT (SELECT count(*) FROM stocks) || ' ' || (SELECT count(*) FROM stock_updates) || ' ' || (SELECT count(*) FROM amendments)`,
    ).trim();
  const before = stored();
  for (const [what, sent, field, message] of cases) {
    const body = await check(await sent(), 400, what);
    expect(messages(body)[field], what).toBe(message);
  }
  expect(stored(), 'no call, update or amendment stored').toBe(before);
  // Tabs and line breaks are text in a rationale.
  await check(await addStock({ ...CALL, rationale: 'Margins:\r\n\t- recovering' }), 200, 'a rationale with a tab and line breaks');
});

test("a call or update disclosing a financial interest waits out the personal-trading blackout of compliance staff's declared trades", async () => {
  const TRADES = `${CM}/collection-types/api::personal-trade.personal-trade`;
  const compliance = await panelStaff(inst, panel, 'Compliance');
  const marketer = await panelStaff(inst, panel, 'Marketer');
  const declared = { analyst: 'Asha Rao', stockCode: 'INE777B01010', side: 'Buy', quantity: 100 };
  const declare = (headers: Record<string, string>, tradeDate: string, code = declared.stockCode) =>
    inst.api.post(TRADES, { headers, data: { ...declared, stockCode: code, tradeDate } });
  expect((await declare(marketer, isoDay(-3))).status(), 'only compliance staff record declared trades').toBe(403);
  expect((await declare(compliance, isoDay(-10))).status()).toBe(201);
  // Outside the window, or in another stock: no bearing on this one.
  expect((await declare(compliance, isoDay(-31))).status()).toBe(201);
  expect((await declare(compliance, isoDay(-2), 'INE888C01010')).status()).toBe(201);

  const interested = { ...CALL, disclosures: { ...CALL.disclosures, financialInterest: true } };
  const before = Number(sqlOn(inst.cms, 'SELECT COUNT(*) FROM stocks').trim());
  const refused = await check(await addStock({ ...interested, code: 'INE777B01010' }), 409, 'a call in the blackout');
  expect(refused.error.message).toBe(
    `This research discloses a financial interest, and the personal-trading blackout for INE777B01010 is open: Asha Rao declared a trade on ${isoDay(-10)}, and no trade may fall from 30 days before to 5 days after a report. Publish it once the blackout has passed.`,
  );
  expect(Number(sqlOn(inst.cms, 'SELECT COUNT(*) FROM stocks').trim()), 'nothing stored').toBe(before);

  // Without the financial interest it publishes; so does a call in a stock with no trade in its window.
  const stock = await check(await addStock({ ...CALL, code: 'INE777B01010' }), 200, 'no financial interest');
  await check(await addStock({ ...interested, code: 'INE999D01010' }), 200, 'another stock');
  // An update disclosing the interest, on the stock in its blackout, waits too.
  const update = { type: 'Buy', description: 'Add more', stockId: stock.id, ...interested };
  expect(
    (await check(await call(inst.api, 'POST', '/api/Updates', { token: admin.token, data: update }), 409, 'update')).error.message,
  ).toContain('blackout for INE777B01010 is open');
});
