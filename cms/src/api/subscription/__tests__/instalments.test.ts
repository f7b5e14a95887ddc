/** Yearly instalments and SEBI's fee cap: the rules checkout and recording apply, without a database. */
import { describe, expect, test } from '@jest/globals';
import { lastPaidDay, longDay } from 'contracts';
import {
  addDays,
  checkoutDecision,
  FEE_CAP_PAISE,
  financialYear,
  financialYearInstants,
  instalmentView,
  nextInstalment,
  RENEWAL_WINDOW_DAYS,
  withinFeeCap,
  type InstalmentSubscription,
} from '../instalments';

const GROWTH = { documentId: 'growth-doc', months: 24, price: 80000 };
const WEALTH = { documentId: 'wealth-doc', months: 36, price: 150000 };
const paid = (date: string, paidThrough: string | null, plan = GROWTH): InstalmentSubscription => ({ date, paidThrough, plan });

describe('nextInstalment', () => {
  test("is due on the paid-through day, charges the plan's instalment, covers a year from there, payable 30 days before", () => {
    expect(RENEWAL_WINDOW_DAYS).toBe(30);
    expect(nextInstalment(paid('2025-03-15', '2026-03-15'))).toEqual({
      date: '2026-03-15',
      amount: 40000_00,
      payableFrom: '2026-02-13',
      period: { start: '2026-03-15', end: '2027-03-15' },
    });
  });

  test("never covers beyond the plan's end", () => {
    const eighteen = { ...GROWTH, months: 18 };
    expect(nextInstalment(paid('2025-03-15', '2026-03-15', eighteen))?.period).toEqual({ start: '2026-03-15', end: '2026-09-15' });
    expect(nextInstalment(paid('2025-01-01', '2026-01-01', WEALTH))?.period).toEqual({ start: '2026-01-01', end: '2027-01-01' });
  });

  test("an editor's instalment amount is what it charges", () => {
    expect(nextInstalment(paid('2025-03-15', '2026-03-15', { ...GROWTH, instalmentAmount: 42000 } as typeof GROWTH))?.amount).toBe(
      42000_00,
    );
  });

  test('none when paid in full, not paid by instalments, or cancelled', () => {
    expect(nextInstalment(paid('2025-03-15', '2027-03-15'))).toBeNull();
    expect(nextInstalment(paid('2025-03-15', null))).toBeNull();
    expect(nextInstalment({ ...paid('2025-03-15', '2026-03-15'), cancelledAt: '2025-06-01T00:00:00Z' })).toBeNull();
    expect(nextInstalment(null)).toBeNull();
  });
});

describe('checkoutDecision', () => {
  const sub = paid('2025-03-15', '2026-03-15');
  test('nothing paid running: the first instalment', () => {
    expect(checkoutDecision(null, 'growth-doc', '2025-06-01')).toEqual({ kind: 'first' });
    expect(checkoutDecision(paid('2025-03-15', null), 'growth-doc', '2025-06-01')).toEqual({ kind: 'first' });
    // The plan has ended, even with an instalment left unpaid.
    expect(checkoutDecision(sub, 'growth-doc', '2027-03-15')).toEqual({ kind: 'first' });
    expect(checkoutDecision({ ...sub, cancelledAt: new Date() }, 'wealth-doc', '2025-06-01')).toEqual({ kind: 'first' });
  });

  test('the same plan: the next instalment inside its window (or overdue), refused before it', () => {
    expect(checkoutDecision(sub, 'growth-doc', '2026-02-12')).toEqual({ kind: 'notYetDue', payableFrom: '2026-02-13' });
    expect(checkoutDecision(sub, 'growth-doc', '2026-02-13')).toMatchObject({ kind: 'next', instalment: { date: '2026-03-15' } });
    expect(checkoutDecision(sub, 'growth-doc', '2026-05-01')).toMatchObject({ kind: 'next', instalment: { date: '2026-03-15' } });
  });

  test('paid in full, or another plan while a paid one runs: refused', () => {
    expect(checkoutDecision(paid('2025-03-15', '2027-03-15'), 'growth-doc', '2026-06-01')).toEqual({ kind: 'paidInFull' });
    expect(checkoutDecision(sub, 'wealth-doc', '2025-06-01')).toEqual({ kind: 'otherPlan' });
  });
});

describe('the fee cap', () => {
  test('₹1,51,000 a financial year, the cap itself allowed', () => {
    expect(FEE_CAP_PAISE).toBe(15_100_000);
    expect(withinFeeCap(111000_00, 40000_00)).toBe(true);
    expect(withinFeeCap(111000_01, 40000_00)).toBe(false);
  });

  test('the financial year runs from 1 April to 31 March, from midnight in India', () => {
    expect(financialYear('2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-04-01' });
    expect(financialYear('2026-04-01')).toEqual({ start: '2026-04-01', end: '2027-04-01' });
    expect(financialYear('2026-12-31')).toEqual({ start: '2026-04-01', end: '2027-04-01' });
    expect(financialYearInstants('2026-11-23')).toEqual({
      from: new Date('2026-03-31T18:30:00.000Z'),
      to: new Date('2027-03-31T18:30:00.000Z'),
    });
  });
});

describe('instalmentView', () => {
  test("getuserstock's fields: the paid-through day and the next instalment, payable inside its window", () => {
    const sub = paid('2025-03-15', '2026-03-15');
    expect(instalmentView(sub, '2026-01-01')).toEqual({
      paidThrough: '2026-03-15',
      nextInstalment: { date: '2026-03-15', amount: 40000_00, payableFrom: '2026-02-13', payable: false },
    });
    expect(instalmentView(sub, '2026-02-13').nextInstalment?.payable).toBe(true);
    // The plan has ended.
    expect(instalmentView(sub, '2027-04-01').nextInstalment).toBeNull();
    expect(instalmentView(null)).toEqual({ paidThrough: null, nextInstalment: null });
  });

  test('addDays crosses months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-15', -30)).toBe('2025-12-16');
    // Paid through 15 March (the first day not covered): the last day paid for is the 14th.
    expect(lastPaidDay('2027-03-15')).toBe('2027-03-14');
    expect(longDay(lastPaidDay('2028-03-01'))).toBe('29 February 2028');
  });
});
