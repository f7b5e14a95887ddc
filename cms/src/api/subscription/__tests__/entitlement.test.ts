/** A subscription's period and the stocks it opens: the rules of getuserstock, without a database. */
import { describe, expect, test } from '@jest/globals';
import {
  entitledStockWindow,
  instalmentPeriod,
  planView,
  subscriptionPeriod,
  subscriptionView,
  type PlanRecord,
  type SubscriptionRecord,
} from '../entitlement';

const STARTER: PlanRecord = { id: 3, documentId: 'starter-doc', name: 'Starter', months: 12, stocks: 10 };
const sub = (date: string, plan: PlanRecord | null = STARTER): SubscriptionRecord => ({
  id: 7,
  documentId: 'sub-doc',
  date,
  plan,
  user: { id: 42 },
});

describe('subscriptionPeriod', () => {
  test("runs for the plan's months, the end day excluded", () => {
    expect(subscriptionPeriod('2025-03-15', 12)).toEqual({ start: '2025-03-15', end: '2026-03-15' });
    expect(subscriptionPeriod('2025-03-15', 24)).toEqual({ start: '2025-03-15', end: '2027-03-15' });
  });

  test("a period from the 31st ends at the month's end, never in the month after", () => {
    expect(subscriptionPeriod('2025-01-31', 1).end).toBe('2025-02-28');
    expect(subscriptionPeriod('2024-01-31', 1).end).toBe('2024-02-29');
    expect(subscriptionPeriod('2024-02-29', 12).end).toBe('2025-02-28');
  });

  test('a stored timestamp counts as its day', () => {
    expect(subscriptionPeriod('2025-03-15T00:00:00.000Z', 12).start).toBe('2025-03-15');
  });
});

describe('instalmentPeriod', () => {
  test("an instalment covers a year from the day it starts, never beyond the plan's end", () => {
    expect(instalmentPeriod('2025-03-15', 24, '2025-03-15')).toEqual({ start: '2025-03-15', end: '2026-03-15' });
    expect(instalmentPeriod('2025-03-15', 24, '2026-03-15')).toEqual({ start: '2026-03-15', end: '2027-03-15' });
    expect(instalmentPeriod('2025-03-15', 18, '2026-03-15')).toEqual({ start: '2026-03-15', end: '2026-09-15' });
    expect(instalmentPeriod('2025-03-15', 6, '2025-03-15')).toEqual({ start: '2025-03-15', end: '2025-09-15' });
  });
});

describe('entitledStockWindow', () => {
  test('no subscription, or one without a plan, opens nothing', () => {
    expect(entitledStockWindow(null, '2025-06-01')).toBeNull();
    expect(entitledStockWindow(undefined, '2025-06-01')).toBeNull();
    expect(entitledStockWindow(sub('2025-01-01', null), '2025-06-01')).toBeNull();
  });

  test("a running subscription opens the plan's number of stocks from its first day, midnight in India", () => {
    const window = entitledStockWindow(sub('2025-01-01'), '2025-06-01');
    expect(window).toEqual({ from: new Date('2024-12-31T18:30:00.000Z'), limit: 10 });
  });

  test('it runs from its first day to the day before its end', () => {
    expect(entitledStockWindow(sub('2025-01-01'), '2024-12-31')).toBeNull();
    expect(entitledStockWindow(sub('2025-01-01'), '2025-01-01')).not.toBeNull();
    expect(entitledStockWindow(sub('2025-01-01'), '2025-12-31')).not.toBeNull();
    expect(entitledStockWindow(sub('2025-01-01'), '2026-01-01')).toBeNull();
  });

  test('paid by instalments, it opens nothing from its paid-through day until the next instalment', () => {
    const growth: PlanRecord = { ...STARTER, months: 24, stocks: 20 };
    const paidOneYear = { ...sub('2025-01-01', growth), paidThrough: '2026-01-01' };
    expect(entitledStockWindow(paidOneYear, '2025-12-31')).not.toBeNull();
    expect(entitledStockWindow(paidOneYear, '2026-01-01')).toBeNull();
    expect(entitledStockWindow({ ...paidOneYear, paidThrough: '2027-01-01' }, '2026-06-01')).not.toBeNull();
    // Set by an administrator: the whole plan.
    expect(entitledStockWindow({ ...paidOneYear, paidThrough: null }, '2026-06-01')).not.toBeNull();
  });

  test("the number of stocks is the plan's", () => {
    const wealth: PlanRecord = { ...STARTER, months: 36, stocks: 36 };
    expect(entitledStockWindow(sub('2025-01-01', wealth), '2027-12-31')?.limit).toBe(36);
  });
});

describe('views', () => {
  test("a subscription as the app reads it: the plan's documentId as its type, the day only", () => {
    expect(subscriptionView({ ...sub('2025-03-15T00:00:00.000Z'), user: null }, 42)).toEqual({
      id: 7,
      type: 'starter-doc',
      date: '2025-03-15',
      gWSUserId: 42,
    });
    expect(subscriptionView(sub('2025-03-15'))).toEqual({ id: 7, type: 'starter-doc', date: '2025-03-15', gWSUserId: 42 });
    expect(subscriptionView(sub('2025-03-15', null))?.type).toBeNull();
    expect(subscriptionView(null)).toBeNull();
  });

  test('a plan as getuserstock shows it', () => {
    expect(planView(STARTER)).toEqual({ id: 'starter-doc', name: 'Starter', stocks: 10, months: 12 });
    expect(planView(null)).toBeNull();
  });
});

describe('a cancelled subscription', () => {
  test('opens nothing, even within its period and paid through', () => {
    const running = { ...sub('2025-03-15'), paidThrough: '2026-03-15' };
    expect(entitledStockWindow(running, '2025-06-01')).not.toBeNull();
    expect(entitledStockWindow({ ...running, cancelledAt: '2025-05-20T10:00:00.000Z' }, '2025-06-01')).toBeNull();
  });

  test("its view says when it was cancelled; a running one keeps the app's shape", () => {
    expect(subscriptionView({ ...sub('2025-03-15'), cancelledAt: '2025-05-20T10:00:00.000Z' })).toEqual({
      id: 7,
      type: 'starter-doc',
      date: '2025-03-15',
      gWSUserId: 42,
      cancelledAt: '2025-05-20T10:00:00.000Z',
    });
    expect(Object.keys(subscriptionView(sub('2025-03-15'))!)).toEqual(['id', 'type', 'date', 'gWSUserId']);
  });
});
