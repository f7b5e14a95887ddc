/** The receipt mail's text: what it must say, GST only with a GSTIN, every editor value escaped in HTML. */
import { expect, test } from '@jest/globals';
import type { Firm } from '../../../lib/mailer';
import { periodCovered, receiptLines, receiptMail, rupees, type ReceiptOrder } from '../receipt';

const firm: Firm = {
  firmName: 'Sample <b>Research</b> & Co',
  address: 'Office 1, Andheri (East), Mumbai 400069',
  supportEmail: 'support@example-research.in',
  sebiRegistrationNumber: 'INH000000000',
  officeHours: '10 am - 6 pm',
};
const order: ReceiptOrder = {
  invoiceNumber: 2026000042,
  plan: 'Growth <script>alert(1)</script>',
  amount: 40000_00,
  // 20:00 UTC on 22 Nov is 23 Nov in India.
  paidAt: new Date('2026-11-22T20:00:00Z'),
  periodStart: '2026-11-23',
  periodEnd: '2027-11-23',
  paymentId: 'pay_ABC123',
  gstin: null,
  placeOfSupply: null,
  client: { name: 'Priya Buyer', email: 'priya@example.com' },
};

test('rupees with Indian grouping, exact to the paisa', () => {
  expect(rupees(151000_00)).toBe('₹1,51,000.00');
  expect(rupees(40000_00)).toBe('₹40,000.00');
  expect(rupees(3050_85)).toBe('₹3,050.85');
  expect(rupees(1_23_45_678_05)).toBe('₹1,23,45,678.05');
  expect(rupees(7)).toBe('₹0.07');
});

test('the period covered ends the day before the period’s end, in calendar days', () => {
  expect(periodCovered('2026-11-23', '2027-11-23')).toBe('23 Nov 2026 – 22 Nov 2027');
  expect(periodCovered('2027-03-01', '2028-03-01')).toBe('1 Mar 2027 – 29 Feb 2028');
});

test('without a GSTIN: invoice, date in India, client, firm, plan, period, amount and payment id; no GST lines', () => {
  const lines = receiptLines(firm, order);
  expect(lines).toEqual([
    'Invoice number: 2026-27/000042',
    'Invoice date: 23 Nov 2026',
    'Billed to: Priya Buyer (priya@example.com)',
    `Issued by: ${firm.firmName}, ${firm.address}`,
    'Plan: Growth <script>alert(1)</script> subscription',
    'Period covered: 23 Nov 2026 – 22 Nov 2027',
    'Amount paid: ₹40,000.00',
    'Payment id: pay_ABC123 (Razorpay)',
  ]);
  expect(lines.join('\n')).not.toMatch(/GST/);
});

test('with a GSTIN: the GSTIN and the GST inside the amount, parts summing to it', () => {
  const lines = receiptLines(firm, { ...order, gstin: '27AAPFU0939F1ZV' });
  expect(lines).toContain('GSTIN: 27AAPFU0939F1ZV');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Taxable value: ₹33,898.30',
      'CGST @ 9%: ₹3,050.85',
      'SGST @ 9%: ₹3,050.85',
      'Amount paid (including GST): ₹40,000.00',
    ]),
  );
});

test('a client in the firm’s state: the place of supply printed, CGST + SGST; in another state: IGST 18 %, the same totals', () => {
  const same = receiptLines(firm, { ...order, gstin: '27AAPFU0939F1ZV', placeOfSupply: '27' });
  expect(same).toEqual(expect.arrayContaining(['Place of supply: Maharashtra (27)', 'CGST @ 9%: ₹3,050.85', 'SGST @ 9%: ₹3,050.85']));
  const other = receiptLines(firm, { ...order, gstin: '27AAPFU0939F1ZV', placeOfSupply: '29' });
  expect(other.slice(other.indexOf('Place of supply: Karnataka (29)'))).toEqual(
    expect.arrayContaining(['Taxable value: ₹33,898.30', 'IGST @ 18%: ₹6,101.70', 'Amount paid (including GST): ₹40,000.00']),
  );
  expect(other.join('\n')).not.toMatch(/CGST|SGST/);
  // Without a GSTIN there is no tax invoice: no place of supply either.
  expect(receiptLines(firm, { ...order, placeOfSupply: '29' }).join('\n')).not.toMatch(/Place of supply|GST/);
});

test('an order paid before the place of supply was recorded: CGST + SGST, no place-of-supply line', () => {
  const lines = receiptLines(firm, { ...order, gstin: '27AAPFU0939F1ZV', placeOfSupply: null });
  expect(lines).toEqual(expect.arrayContaining(['CGST @ 9%: ₹3,050.85', 'SGST @ 9%: ₹3,050.85']));
  expect(lines.join('\n')).not.toMatch(/Place of supply|IGST/);
});

test('the mail goes to the client, from the firm, with the invoice in the subject; HTML escapes editors’ text', () => {
  const mail = receiptMail(firm, { ...order, gstin: '27AAPFU0939F1ZV' });
  expect(mail.to).toBe('priya@example.com');
  expect(mail.from).toBe('"Sample <b>Research</b> & Co" <support@example-research.in>');
  expect(mail.subject).toBe('Receipt 2026-27/000042: Growth <script>alert(1)</script> subscription');
  expect(mail.text).toContain('Period covered: 23 Nov 2026 – 22 Nov 2027');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).not.toContain('<b>Research');
  expect(mail.html).toContain('Growth &lt;script&gt;alert(1)&lt;/script&gt; subscription');
  expect(mail.html).toContain('Sample &lt;b&gt;Research&lt;/b&gt; &amp; Co');
  expect(mail.html).toContain('CGST @ 9%: ₹3,050.85');
});
