/**
 * My Account's news and alert history on a real CMS over real HTTP (alerts go to the .eml outbox:
 * no SMTP_URL). A subscriber sees a new call and a new update marked `isNew` with `newCount`
 * until they mark them seen (POST /api/GWSUsers/seen); reading getuserstock again does not clear
 * them; the mark never moves back. POST /api/GWSUsers/alerts lists their alerts newest first
 * with the subject and status. Other subscribers' ids are refused, bad input gets a 400.
 */
import { expect } from '@playwright/test';
import { ACCOUNT_ALERTS_PATH, ACCOUNT_SEEN_PATH, ALERT_HISTORY_LIMIT } from 'contracts';
import {
  adminAccount,
  call,
  check,
  createStock,
  createUpdate,
  roomiestPlanId,
  STRUCTURED_CALL,
  isoDay,
  newAccount,
  sleep,
  subscribe,
  SUITE_MODE,
  userStock,
  type Account,
  sharedInstance,
  test,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const instance = sharedInstance();
const SEEN = `/api${ACCOUNT_SEEN_PATH}`;
const ALERTS = `/api${ACCOUNT_ALERTS_PATH}`;

const CALL = { ...STRUCTURED_CALL, rationale: 'Steady cash flows.' };

let admin: Account;
let planId: string;
test.beforeAll(async () => {
  admin = await adminAccount(instance());
  planId = await roomiestPlanId(instance().api);
});

async function subscriber(tag: string): Promise<Account> {
  const acct = await newAccount(instance().api, tag);
  await subscribe(instance().api, admin.token, acct.id, planId, isoDay(0));
  return acct;
}

const post = (url: string, token: string | null, data: unknown) => call(instance().api, 'POST', url, { token, data });

/** Every stock and update's isNew, and how many are true. */
function marks(answer: { stocks: { isNew: boolean; update?: { isNew: boolean }[] }[] }) {
  const all = answer.stocks.flatMap((s) => [s.isNew, ...(s.update ?? []).map((u) => u.isNew)]);
  return { all, count: all.filter(Boolean).length };
}

test('a new call and a new update are marked new, stay new on a reload, and clear when seen', async () => {
  const api = instance().api;
  const sub = await subscriber('news');
  const stock = await createStock(api, admin.token, CALL);

  // Never seen: all the stocks of the window are new, the new call among them.
  let answer = await userStock(api, sub.token, sub.id);
  const mine = () => answer.stocks.find((s: { id: number }) => s.id === stock.id);
  expect(mine()?.isNew).toBe(true);
  expect(answer.newCount).toBe(marks(answer).count);
  expect(answer.newCount).toBeGreaterThanOrEqual(1);
  expect(answer.lastSeenAt).toBeNull();
  expect(Date.parse(answer.asOf)).toBeGreaterThan(Date.now() - 60_000);

  // Reading again (a reload) keeps the marks: only the acknowledgement clears them.
  expect((await userStock(api, sub.token, sub.id)).newCount).toBe(answer.newCount);

  const seen = await check(await post(SEEN, sub.token, { id: sub.id, seenAt: answer.asOf }), 200, 'seen');
  expect(seen.lastSeenAt).toBe(answer.asOf);
  answer = await userStock(api, sub.token, sub.id);
  expect(answer.newCount).toBe(0);
  expect(marks(answer).count).toBe(0);
  expect(answer.lastSeenAt).toBe(seen.lastSeenAt);

  // An update published after the mark: the update is new, its stock is not.
  await sleep(5);
  const update = await createUpdate(api, admin.token, stock.id, 'Buy');
  answer = await userStock(api, sub.token, sub.id);
  expect(answer.newCount).toBe(1);
  expect(mine()?.isNew).toBe(false);
  expect(mine()?.update.find((u: { id: number }) => u.id === update.id)?.isNew).toBe(true);

  // A late acknowledgement from an older answer does not move the mark back.
  const older = await check(await post(SEEN, sub.token, { id: sub.id, seenAt: '2020-01-01T00:00:00.000Z' }), 200, 'older seen');
  expect(older.lastSeenAt).toBe(seen.lastSeenAt);
  expect((await userStock(api, sub.token, sub.id)).newCount).toBe(1);

  // A mark in the future is taken as now; without seenAt, now.
  await check(await post(SEEN, sub.token, { id: sub.id, seenAt: '2999-01-01T00:00:00.000Z' }), 200, 'future seen');
  const after = await check(await post(SEEN, sub.token, { id: sub.id }), 200, 'seen now');
  expect(Date.parse(after.lastSeenAt)).toBeLessThanOrEqual(Date.now());
  expect((await userStock(api, sub.token, sub.id)).newCount).toBe(0);
});

test('the alert history lists the call and the update alerts, newest first, with subject and status', async () => {
  const api = instance().api;
  const sub = await subscriber('history');
  const empty = await check(await post(ALERTS, sub.token, { id: sub.id }), 200, 'empty history');
  expect(empty).toEqual({ alerts: [], total: 0, skip: 0, limit: ALERT_HISTORY_LIMIT });

  const stock = await createStock(api, admin.token, CALL);
  await createUpdate(api, admin.token, stock.id, 'Buy');
  // Written to the .eml outbox by the worker: wait until both are sent.
  let history: any;
  for (const until = Date.now() + 30_000; ; await sleep(200)) {
    history = await check(await post(ALERTS, sub.token, { id: sub.id }), 200, 'history');
    if (history.alerts.length >= 2 && history.alerts.every((a: { status: string }) => a.status === 'sent')) break;
    if (Date.now() > until) throw new Error(`alerts not sent: ${JSON.stringify(history)}`);
  }
  const ours = history.alerts.filter((a: { stockId: number }) => a.stockId === stock.id);
  expect(ours.map((a: { kind: string }) => a.kind)).toEqual(['update', 'call']);
  expect(ours[1]).toMatchObject({ stockName: stock.name, subject: `New call: Buy ${stock.nseCode}`, status: 'sent' });
  expect(ours[0].subject).toMatch(new RegExp(`^Update: .*${stock.nseCode}`));
  for (const a of ours) expect(Date.parse(a.sentAt)).toBeGreaterThanOrEqual(Date.parse(a.queuedAt));
  expect(history.total).toBe(history.alerts.length);
  const times = history.alerts.map((a: { queuedAt: string }) => Date.parse(a.queuedAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  // Paged.
  const second = await check(await post(ALERTS, sub.token, { id: sub.id, skip: 1, limit: 1 }), 200, 'page 2');
  expect(second.alerts.map((a: { id: number }) => a.id)).toEqual([history.alerts[1].id]);
  expect(second.total).toBe(history.total);

  // An administrator may read it; the administrator's own history exists too (empty or not).
  await check(await post(ALERTS, admin.token, { id: sub.id }), 200, 'admin reads');
});

test("another subscriber's id is refused (403), signed out 401, bad input 400 with a message", async () => {
  const [me, other] = [await subscriber('news-me'), await subscriber('news-other')];
  for (const url of [SEEN, ALERTS]) {
    await check(await post(url, me.token, { id: other.id }), 403, `${url} other's id`);
    await check(await post(url, null, { id: me.id }), 401, `${url} signed out`);
    const missing = await check(await post(url, me.token, {}), 400, `${url} no id`);
    expect(missing.error.message).toMatch(/id is required/);
    await check(await post(url, me.token, { id: 'x' }), 400, `${url} id not a number`);
  }
  const bad: [unknown, RegExp][] = [
    [{ id: me.id, seenAt: 'yesterday' }, /seenAt must be a date and time/],
    [{ id: me.id, seenAt: 5 }, /seenAt must be text/],
  ];
  for (const [data, message] of bad)
    expect((await check(await post(SEEN, me.token, data), 400, JSON.stringify(data))).error.message).toMatch(message);
  const badPages: [unknown, RegExp][] = [
    [{ id: me.id, skip: -1 }, /skip must not be negative/],
    [{ id: me.id, limit: ALERT_HISTORY_LIMIT + 1 }, new RegExp(`limit must be at most ${ALERT_HISTORY_LIMIT}`)],
    [{ id: me.id, limit: '10' }, /limit must be a number/],
  ];
  for (const [data, message] of badPages)
    expect((await check(await post(ALERTS, me.token, data), 400, JSON.stringify(data))).error.message).toMatch(message);
  // The refused calls changed nothing: the other subscriber's news are still unseen.
  expect((await userStock(instance().api, other.token, other.id)).lastSeenAt).toBeNull();
});
