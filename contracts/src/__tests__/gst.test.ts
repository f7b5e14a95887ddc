/** The GST inside a fee, as the receipt shows it (gstBreakdown in payments.ts), and its split by place of supply (gst.ts). */
import { expect, test } from '@jest/globals';
import { GST_STATES, gstSplit, gstinStateCode, isGstStateCode, placeOfSupplyLabel } from '../gst';
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

const FIRM = '27AAPFU0939F1ZV';

test('a client in the firm’s state (Maharashtra, 27) pays CGST 9 % + SGST 9 %', () => {
  expect(gstSplit(40000_00, FIRM, '27')).toEqual({ kind: 'intra-state', taxable: 33898_30, cgst: 3050_85, sgst: 3050_85, total: 40000_00 });
});

test('a client in another state (Karnataka, 29) pays IGST 18 % on the same taxable value', () => {
  expect(gstSplit(40000_00, FIRM, '29')).toEqual({ kind: 'inter-state', taxable: 33898_30, igst: 6101_70, total: 40000_00 });
});

test('no place of supply recorded (an order paid before it was): CGST + SGST, as before', () => {
  expect(gstSplit(40000_00, FIRM, null)).toEqual({ kind: 'intra-state', ...gstBreakdown(40000_00) });
  expect(gstSplit(40000_00, FIRM, undefined).kind).toBe('intra-state');
});

test('for any amount the inter-state parts sum to the total and match the intra-state taxable value', () => {
  const amounts = [0, 1, 2, 17, 118, 99_99, 45000_00, 33333_33, 151000_00];
  for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 200000_00));
  for (const amount of amounts) {
    const inter = gstSplit(amount, FIRM, '07');
    const intra = gstSplit(amount, FIRM, '27');
    if (inter.kind !== 'inter-state' || intra.kind !== 'intra-state') throw new Error('wrong kind');
    expect(inter.taxable + inter.igst).toBe(amount);
    expect(inter.taxable).toBe(intra.taxable);
    expect(inter.igst).toBe(intra.cgst + intra.sgst);
    expect(Number.isInteger(inter.igst)).toBe(true);
  }
});

test('state codes: a GSTIN’s first two digits, printed with the state’s name', () => {
  expect(gstinStateCode(FIRM)).toBe('27');
  expect(placeOfSupplyLabel('27')).toBe('Maharashtra (27)');
  expect(placeOfSupplyLabel('36')).toBe('Telangana (36)');
  expect(placeOfSupplyLabel('99')).toBe('99');
  expect(isGstStateCode('29')).toBe(true);
  for (const bad of ['25', '28', '00', '7', 27, null, 'toString']) expect(isGstStateCode(bad)).toBe(false);
  expect(Object.keys(GST_STATES)).toHaveLength(37);
});
