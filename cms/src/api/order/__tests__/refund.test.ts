/** The cancellation refund (pricing page: pro rata for the unexpired period, excluding taxes), without a database. */
import { describe, expect, test } from '@jest/globals';
import { gstBreakdown } from 'contracts';
import { orderRefund, taxableValue, wholeMonthsBetween } from '../refund';

const year = { amount: 40000_00, periodStart: '2026-01-15', periodEnd: '2027-01-15' };

describe('wholeMonthsBetween', () => {
  test('counts whole calendar months, a partial month not at all', () => {
    expect(wholeMonthsBetween('2026-01-15', '2027-01-15')).toBe(12);
    expect(wholeMonthsBetween('2026-03-20', '2027-01-15')).toBe(9);
    expect(wholeMonthsBetween('2026-03-15', '2027-01-15')).toBe(10);
    expect(wholeMonthsBetween('2027-01-15', '2027-01-15')).toBe(0);
    expect(wholeMonthsBetween('2027-02-01', '2027-01-15')).toBe(0);
  });

  test("a month from the 31st ends at the next month's end", () => {
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2027-01-31')).toBe(12);
  });
});

describe('orderRefund', () => {
  test('mid-period: the unused whole months, pro rata, rounded down to the paisa', () => {
    // Cancelled on 20 March: March is begun, so April 15 … January 15 is unused: 9 of 12 months.
    expect(orderRefund(year, '2026-03-20')).toEqual({ unusedMonths: 9, periodMonths: 12, refund: 30000_00 });
    expect(orderRefund({ ...year, amount: 1000_01 }, '2026-03-20').refund).toBe(Math.floor((1000_01 * 9) / 12));
  });

  test('on the first day nothing is used yet; a month begun is a month used', () => {
    expect(orderRefund(year, '2026-01-15').refund).toBe(40000_00);
    expect(orderRefund(year, '2026-01-16')).toMatchObject({ unusedMonths: 11, refund: Math.floor((40000_00 * 11) / 12) });
  });

  test('before the period starts (a future instalment): refunded in full', () => {
    expect(orderRefund(year, '2025-11-01')).toEqual({ unusedMonths: 12, periodMonths: 12, refund: 40000_00 });
  });

  test('after the period ends, or in its last month: nothing', () => {
    expect(orderRefund(year, '2027-01-15').refund).toBe(0);
    expect(orderRefund(year, '2027-06-01').refund).toBe(0);
    expect(orderRefund(year, '2026-12-20').refund).toBe(0);
  });

  test('a shorter last instalment is shared over its own months', () => {
    const last = { amount: 20000_00, periodStart: '2027-01-15', periodEnd: '2027-07-15' };
    expect(orderRefund(last, '2027-03-01')).toEqual({ unusedMonths: 4, periodMonths: 6, refund: Math.floor((20000_00 * 4) / 6) });
  });

  test('excluding taxes: the refund is a share of the base it is given', () => {
    const taxable = (paise: number) => Math.round(paise / 1.18);
    expect(orderRefund(year, '2026-03-20', taxable).refund).toBe(Math.floor((taxable(40000_00) * 9) / 12));
  });
});

describe('taxableValue: an order issued under a GSTIN refunds a share of its taxable value only', () => {
  test('₹40,000 including 18% GST: the share is of ₹33,898.31, not of the tax', () => {
    const order = { amount: 40_000_00, periodStart: '2026-04-01', periodEnd: '2027-04-01' };
    expect(orderRefund(order, '2026-10-15', taxableValue).refund).toBe(Math.floor((gstBreakdown(40_000_00).taxable * 5) / 12));
    expect(orderRefund(order, '2026-10-15').refund).toBe(Math.floor((40_000_00 * 5) / 12));
  });
});
