/** Invoice numbers: consecutive per Indian financial year (April–March), printed '2026-27/000042'. */
import { expect, test } from '@jest/globals';
import { formatInvoiceNumber } from 'contracts';
import { financialYearOf, invoiceNumberOf } from '../invoice';

test('the financial year runs from 1 April to 31 March and is named by its first year', () => {
  expect(financialYearOf('2026-04-01')).toBe(2026);
  expect(financialYearOf('2026-11-23')).toBe(2026);
  expect(financialYearOf('2027-03-31')).toBe(2026);
  expect(financialYearOf('2027-04-01')).toBe(2027);
  expect(financialYearOf('2027-01-01')).toBe(2026);
});

test('stored as year × 1,000,000 + serial, printed with the year pair and six digits', () => {
  expect(invoiceNumberOf(2026, 42)).toBe(2026000042);
  expect(formatInvoiceNumber(2026000042)).toBe('2026-27/000042');
  expect(formatInvoiceNumber(invoiceNumberOf(2026, 1))).toBe('2026-27/000001');
  expect(formatInvoiceNumber(invoiceNumberOf(2099, 999999))).toBe('2099-00/999999');
  // Stored numbers order like the invoices: across a year's end, too.
  expect(invoiceNumberOf(2026, 999999)).toBeLessThan(invoiceNumberOf(2027, 1));
});

test('a serial outside 1–999999 is refused, never read as another year', () => {
  for (const bad of [0, -1, 1.5, 1_000_000]) expect(() => invoiceNumberOf(2026, bad)).toThrow(RangeError);
});
