/** The invoice PDF: the receipt's figures, GST lines only with a GSTIN, refunds when any, text any reader extracts. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import type { Firm } from '../../../lib/mailer';
import { invoiceFilename } from 'contracts';
import { invoiceBlocks, invoicePdf } from '../invoice-pdf';
import type { ReceiptOrder } from '../receipt';

const firm: Firm = {
  firmName: 'Sample Research Analysts',
  address: 'Office 1, Andheri (East), Mumbai 400069',
  supportEmail: 'support@example-research.in',
  sebiRegistrationNumber: 'INH000000000',
  officeHours: '10 am - 6 pm',
};
const order: ReceiptOrder = {
  invoiceNumber: 2026000042,
  plan: 'Growth',
  amount: 40000_00,
  paidAt: new Date('2026-11-22T20:00:00Z'),
  periodStart: '2026-11-23',
  periodEnd: '2027-11-23',
  paymentId: 'pay_ABC123',
  gstin: null,
  placeOfSupply: null,
  client: { name: 'Āsha Verma', email: 'asha@example.com' },
};

const lines = (o: ReceiptOrder) => invoiceBlocks(firm, o).flat();

/** The PDF's text as pdftotext (poppler) reads it. */
async function pdfText(o: ReceiptOrder): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
  fs.writeFileSync(file, await invoicePdf(firm, o));
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true });
  }
}

test('without a GSTIN: an invoice (not a tax invoice) with the amount and no GST lines', () => {
  const all = lines(order);
  expect(all[0]).toBe('Invoice 2026-27/000042');
  expect(all).toContain('Invoice date: 23 Nov 2026');
  expect(all).toContain('Amount paid: ₹40,000.00');
  expect(all).toContain('SEBI Research Analyst Reg. No.: INH000000000');
  expect(all.join('\n')).not.toMatch(/GST/);
  expect(all.join('\n')).not.toMatch(/Refund/);
});

test('with a GSTIN: a tax invoice whose taxable value and CGST + SGST add up to the amount, in paise', () => {
  const all = lines({ ...order, gstin: '27AAPFU0939F1ZV' });
  expect(all[0]).toBe('Tax invoice 2026-27/000042');
  for (const line of [
    'GSTIN: 27AAPFU0939F1ZV',
    'Taxable value: ₹33,898.30',
    'CGST @ 9%: ₹3,050.85',
    'SGST @ 9%: ₹3,050.85',
    'Amount paid (including GST): ₹40,000.00',
  ])
    expect(all).toContain(line);
  // 33,898.30 + 2 × 3,050.85 = 40,000.00
  expect(33898_30 + 2 * 3050_85).toBe(order.amount);
});

test('a refund is shown with its day in India and the net amount', () => {
  const all = lines({ ...order, refund: { amount: 16666_66, at: new Date('2027-05-10T19:00:00Z') } });
  expect(all).toContain('Refunded on 11 May 2027: ₹16,666.66');
  expect(all).toContain('Net amount after refund: ₹23,333.34');
});

test('the PDF carries the same text, rupees spelled Rs. for the standard font, names it cannot draw simplified', async () => {
  const text = await pdfText({ ...order, gstin: '27AAPFU0939F1ZV', refund: { amount: 500_00, at: new Date('2027-01-02T00:00:00Z') } });
  for (const line of [
    'Tax invoice 2026-27/000042',
    'Billed to: Asha Verma (asha@example.com)',
    'Taxable value: Rs.33,898.30',
    'CGST @ 9%: Rs.3,050.85',
    'SGST @ 9%: Rs.3,050.85',
    'Amount paid (including GST): Rs.40,000.00',
    'Refunded on 2 Jan 2027: Rs.500.00',
    'SEBI Research Analyst Reg. No.: INH000000000',
    'Period covered: 23 Nov 2026 - 22 Nov 2027',
  ])
    expect(text).toContain(line);
});

test('the same invoice gives the same bytes; its file name has no slash', async () => {
  expect(Buffer.from(await invoicePdf(firm, order)).equals(Buffer.from(await invoicePdf(firm, order)))).toBe(true);
  expect(invoiceFilename('2026-27/000042')).toBe('invoice-2026-27-000042.pdf');
});
