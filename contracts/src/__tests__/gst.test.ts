/** The GST inside a fee, as the receipt shows it (gstBreakdown in payments.ts). */
import { expect, test } from '@jest/globals';
import { gstBreakdown } from '../payments';

test('₹40,000 including GST: taxable ₹33,898.30, CGST and SGST ₹3,050.85 each', () => {
  expect(gstBreakdown(40000_00)).toEqual({ taxable: 33898_30, cgst: 3050_85, sgst: 3050_85, total: 40000_00 });
});

test('₹1,180 including GST is exactly ₹1,000 + ₹90 + ₹90', () => {
  expect(gstBreakdown(1180_00)).toEqual({ taxable: 1000_00, cgst: 90_00, sgst: 90_00, total: 1180_00 });
});

test('for any amount the parts sum to the total, CGST equals SGST, and each is within a paisa of its exact share', () => {
  const amounts = [0, 1, 2, 17, 118, 99_99, 45000_00, 33333_33, 151000_00];
  for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 200000_00));
  for (const amount of amounts) {
    const { taxable, cgst, sgst, total } = gstBreakdown(amount);
    expect(taxable + cgst + sgst).toBe(amount);
    expect(total).toBe(amount);
    expect(cgst).toBe(sgst);
    for (const part of [taxable, cgst]) expect(Number.isInteger(part) && part >= 0).toBe(true);
    expect(Math.abs(taxable - amount / 1.18)).toBeLessThanOrEqual(1);
    expect(Math.abs(cgst - (amount / 1.18) * 0.09)).toBeLessThanOrEqual(1);
  }
});

test('an amount that is not whole paise is refused', () => {
  for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => gstBreakdown(bad)).toThrow(RangeError);
});
