/**
 * Which stocks a subscriber sees (cms/src/api/subscription/entitlement.ts): the stocks created on or after the
 * subscription date, oldest first, at most the plan's number of stocks, each with its update
 * history; a subscription runs from its date for the plan's months. Also the administrator's
 * stock, update and catalogue calls the scenario is built with.
 *
 * The subscription date is a calendar day (answers carry 'YYYY-MM-DD'), so a stock created
 * earlier on the subscription day counts as created "on" that date. Stocks cannot be
 * back-dated through the API, so "created before the date" is exercised with a subscription
 * dated tomorrow.
 */
import { test, expect } from '@playwright/test';
import {
  Account,
  Instance,
  Plan,
  adminAccount,
  bootInstance,
  call,
  check,
  createStock,
  createUpdate,
  getPlans,
  isoDay,
  monthsAgo,
  newAccount,
  stopInstance,
  subscribe,
  userStock,
  SUITE_MODE,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

let inst: Instance;
let admin: Account;
let plans: Plan[];
/** The plan with the fewest stocks (the cap under test) and one with more. */
let small: Plan;
let large: Plan;

let subscriber: Account; // A
let freeUser: Account; // B
let subscription: any;
/** Every stock created in this file, in creation order. */
const created: any[] = [];
/** Updates posted per stock id, in order. */
const updates = new Map<number, Array<{ type: string; description: string }>>();

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inst = await bootInstance();
  admin = await adminAccount(inst);
  plans = await getPlans(inst.api);
  const bySize = [...plans].sort((a, b) => a.stocks - b.stocks);
  small = bySize[0];
  large = bySize[bySize.length - 1];
  subscriber = await newAccount(inst.api, 'subscriber');
  freeUser = await newAccount(inst.api, 'free');
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
});

const filter = (f: unknown) => encodeURIComponent(JSON.stringify(f));
const ids = (list: any[]) => list.map((s) => s.id);

async function addStock(): Promise<any> {
  const s = await createStock(inst.api, admin.token);
  created.push(s);
  return s;
}

async function addUpdate(stockId: number, type: string): Promise<any> {
  const u = await createUpdate(inst.api, admin.token, stockId, type);
  const list = updates.get(stockId) ?? [];
  list.push({ type, description: `${type} at market price` });
  updates.set(stockId, list);
  return u;
}

test.describe('catalogue', () => {
  test('getplanslist: the pricing plans, 12, 24 and 36 months, each with a number of stocks', async () => {
    expect(plans.map((p) => p.months).sort((a, b) => a - b)).toEqual([12, 24, 36]);
    for (const p of plans) {
      expect(['string', 'number']).toContain(typeof p.id);
      expect(typeof p.name).toBe('string');
      expect(p.price).toBeGreaterThan(0);
      expect(Number.isInteger(p.stocks) && p.stocks > 0).toBe(true);
    }
    expect(small.stocks).toBeLessThan(large.stocks);
  });

  test('getexchangelist: NSE and BSE, as {id, name}', async () => {
    const list = await check(await call(inst.api, 'GET', '/api/Stocks/getexchangelist', { token: admin.token }), 200, 'exchanges');
    expect(list.map((e: any) => e.name)).toEqual(expect.arrayContaining(['NSE', 'BSE']));
    for (const e of list) expect(e).toEqual(expect.objectContaining({ id: expect.anything(), name: expect.any(String) }));
  });

  test('getupdatetype: the six update types, as {id, text}', async () => {
    const list = await check(await call(inst.api, 'GET', '/api/Updates/getupdatetype', { token: admin.token }), 200, 'update types');
    expect(list.map((t: any) => t.text)).toEqual(expect.arrayContaining(['Buy', 'Sell', 'Hold', 'Add', 'Partial Profit Booking', 'Exit']));
    for (const t of list) expect(t).toEqual(expect.objectContaining({ id: expect.anything(), text: expect.any(String) }));
  });
});

test.describe('a subscriber sees the stocks of their plan', () => {
  test('without a subscription: noActiveSubscription, no stocks, no plan', async () => {
    await addStock();
    const answer = await userStock(inst.api, freeUser.token, freeUser.id);
    expect(answer.noActiveSubscription).toBe(true);
    expect(answer.stocks).toEqual([]);
    expect(answer.plan ?? null).toBeNull();
  });

  test('admin subscribes A from today, then adds stocks and updates: A sees the first plan.stocks, oldest first', async () => {
    subscription = await subscribe(inst.api, admin.token, subscriber.id, small.id, isoDay(0));
    expect(subscription).toMatchObject({ type: small.id, gWSUserId: subscriber.id });
    expect(typeof subscription.id).toBe('number');
    expect(String(subscription.date).slice(0, 10)).toBe(isoDay(0));

    // One more than the plan allows, plus the stock created earlier today.
    for (let i = 0; i < small.stocks + 1; i++) await addStock();
    await addUpdate(created[0].id, 'Buy');
    await addUpdate(created[1].id, 'Buy');
    await addUpdate(created[1].id, 'Hold');
    await addUpdate(created[2].id, 'Partial Profit Booking');
    await addUpdate(created[2].id, 'Exit');

    const answer = await userStock(inst.api, subscriber.token, subscriber.id);
    expect(answer.noActiveSubscription).toBe(false);
    expect(answer.plan).toMatchObject({ id: small.id, name: small.name, stocks: small.stocks });
    expect(answer.stocks).toHaveLength(small.stocks);
    expect(ids(answer.stocks), 'the oldest plan.stocks stocks, in creation order').toEqual(ids(created).slice(0, small.stocks));
    expect(ids(answer.stocks)).not.toContain(created[created.length - 1].id);

    for (const s of answer.stocks) {
      const src = created.find((c) => c.id === s.id);
      expect(s).toMatchObject({
        id: src.id,
        name: src.name,
        description: src.description,
        code: src.code,
        bseCode: src.bseCode,
        nseCode: src.nseCode,
        reportLink: src.reportLink,
      });
      expect(Array.isArray(s.update), `stock ${s.id} has an update list`).toBe(true);
      const want = updates.get(s.id) ?? [];
      expect(s.update.map((u: any) => u.type).sort()).toEqual(want.map((u) => u.type).sort());
      for (const u of s.update) {
        expect(typeof u.id).toBe('number');
        expect(want.map((w) => w.description)).toContain(u.description);
      }
    }
  });

  test("the administrator gets the same answer for A; A's record shows the subscription", async () => {
    const own = await userStock(inst.api, subscriber.token, subscriber.id);
    const seen = await userStock(inst.api, admin.token, subscriber.id);
    expect(seen.noActiveSubscription).toBe(false);
    expect(ids(seen.stocks)).toEqual(ids(own.stocks));
    expect(seen.plan).toMatchObject({ id: small.id, stocks: small.stocks });
    const me = await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${subscriber.id}?filter=${filter({ include: 'subscription' })}`, {
        token: subscriber.token,
      }),
      200,
      'self',
    );
    expect(me.subscription).toMatchObject({ id: subscription.id, type: small.id, gWSUserId: subscriber.id });
  });

  test('a user without a subscription still sees nothing, and no report link reaches them', async () => {
    const res = await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token: freeUser.token, data: { id: freeUser.id } });
    const answer = await check(res, 200, 'free user');
    expect(answer.noActiveSubscription).toBe(true);
    expect(answer.stocks).toEqual([]);
    const text = await res.text();
    for (const s of created) expect(text).not.toContain(s.reportLink);
  });

  test('a subscription dated tomorrow has not started: no stocks yet', async () => {
    const later = await newAccount(inst.api, 'tomorrow');
    await subscribe(inst.api, admin.token, later.id, small.id, isoDay(1));
    const answer = await userStock(inst.api, later.token, later.id);
    expect(answer.stocks, 'every stock was created before the subscription date').toEqual([]);
    expect(answer.noActiveSubscription).toBe(true);
  });

  test('a subscription from yesterday sees the same stocks as one from today', async () => {
    const earlier = await newAccount(inst.api, 'yesterday');
    await subscribe(inst.api, admin.token, earlier.id, small.id, isoDay(-1));
    const answer = await userStock(inst.api, earlier.token, earlier.id);
    expect(answer.noActiveSubscription).toBe(false);
    expect(ids(answer.stocks)).toEqual(ids(created).slice(0, small.stocks));
  });

  test('an expired subscription (older than its months) is not active', async () => {
    const expired = await newAccount(inst.api, 'expired');
    await subscribe(inst.api, admin.token, expired.id, small.id, monthsAgo(small.months + 1));
    const answer = await userStock(inst.api, expired.token, expired.id);
    expect(answer.noActiveSubscription).toBe(true);
    expect(answer.stocks).toEqual([]);
  });

  test("a bigger plan's cap is its own number of stocks", async () => {
    const big = await newAccount(inst.api, 'bigplan');
    // Started a month ago, still running: every stock in this database was created after it.
    await subscribe(inst.api, admin.token, big.id, large.id, monthsAgo(1));
    const answer = await userStock(inst.api, big.token, big.id);
    expect(answer.noActiveSubscription).toBe(false);
    expect(answer.plan).toMatchObject({ id: large.id, stocks: large.stocks });
    expect(ids(answer.stocks)).toEqual(ids(created).slice(0, large.stocks));
    expect(answer.stocks.length).toBeGreaterThan(small.stocks);
  });

  test('replaceOrCreate with the existing id replaces the plan: one subscription, the new cap', async () => {
    const replaced = await subscribe(inst.api, admin.token, subscriber.id, large.id, isoDay(0), subscription.id);
    expect(replaced).toMatchObject({ id: subscription.id, type: large.id, gWSUserId: subscriber.id });
    const answer = await userStock(inst.api, subscriber.token, subscriber.id);
    expect(answer.plan).toMatchObject({ id: large.id, stocks: large.stocks });
    expect(ids(answer.stocks)).toEqual(ids(created).slice(0, large.stocks));
    const list = await check(
      await call(inst.api, 'GET', `/api/GWSUsers?filter=${filter({ include: 'subscription' })}`, { token: admin.token }),
      200,
      'users',
    );
    const mine = list.filter((u: any) => u.id === subscriber.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].subscription).toMatchObject({ id: subscription.id, type: large.id });
  });
});

test.describe("the administrator's stock and update lists", () => {
  test('GET /api/Stocks?order=createdAt ASC lists the stocks oldest first', async () => {
    const list = await check(
      await call(inst.api, 'GET', `/api/Stocks?order=${encodeURIComponent('createdAt ASC')}`, { token: admin.token }),
      200,
      'stocks',
    );
    expect(ids(list.filter((s: any) => created.some((c) => c.id === s.id)))).toEqual(ids(created));
    const times = list.map((s: any) => Date.parse(s.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]);
    const first = list.find((s: any) => s.id === created[0].id);
    expect(first).toMatchObject({ name: created[0].name, code: created[0].code, reportLink: created[0].reportLink });
  });

  test('GET /api/Updates?filter={"where":{"stockId":N}} lists that stock\'s updates only', async () => {
    const stockId = created[1].id;
    const list = await check(
      await call(inst.api, 'GET', `/api/Updates?filter=${filter({ where: { stockId } })}`, { token: admin.token }),
      200,
      'updates',
    );
    expect(list.map((u: any) => u.type).sort()).toEqual(['Buy', 'Hold']);
    for (const u of list) {
      expect(u).toEqual(
        expect.objectContaining({ id: expect.any(Number), type: expect.any(String), description: expect.any(String), stockId }),
      );
      expect(u).toHaveProperty('report_link');
      expect(Number.isNaN(Date.parse(u.createdAt))).toBe(false);
    }
    const none = await check(
      await call(inst.api, 'GET', `/api/Updates?filter=${filter({ where: { stockId: created[3].id } })}`, { token: admin.token }),
      200,
      'no updates',
    );
    expect(none).toEqual([]);
  });

  test('POST /api/Updates answers the update; a type outside the list is 400', async () => {
    const u = await createUpdate(inst.api, admin.token, created[3].id, 'Add');
    expect(u).toMatchObject({ type: 'Add', stockId: created[3].id, description: 'Add at market price' });
    expect(typeof u.id).toBe('number');
    await check(
      await call(inst.api, 'POST', '/api/Updates', {
        token: admin.token,
        data: { type: 'Moonshot', description: 'x', report_link: '', stockId: created[3].id },
      }),
      400,
      'unknown type',
    );
  });

  test('POST /api/Stocks/ requires name, code and description', async () => {
    for (const missing of ['name', 'code', 'description']) {
      const data: Record<string, unknown> = { name: 'Required Co', code: 'INE111111111', description: 'Needed.' };
      delete data[missing];
      await check(await call(inst.api, 'POST', '/api/Stocks/', { token: admin.token, data }), 400, `without ${missing}`, true);
    }
  });
});
