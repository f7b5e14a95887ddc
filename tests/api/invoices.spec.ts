/**
 * Invoice PDFs: GET /api/Orders/{id}/invoice gives a paid order's invoice to its client and to
 * administrators (anyone else: the 404 of an order that does not exist; before payment: 409), with
 * the invoice number, the client, the plan, the amount, the GST breakdown when the firm has a GSTIN
 * and the refund once one is made; the receipt mail carries the same PDF. My Account's payments
 * (POST /api/GWSUsers/payments) list them with their status and invoice numbers. The PDF is read with
 * pdftotext (poppler). Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { formatInvoiceNumber } from 'contracts';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import {
  Instance,
  Account,
  call,
  check,
  editorHeaders,
  newBuyer,
  outboxDir,
  sqlOn,
  Plan,
  SUITE_MODE,
  paymentsSuite,
  test,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const GSTIN = '27AAPFU0939F1ZV';
let fake: FakeRazorpay;
let inst: Instance;
let admin: Account;
let growth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

paymentsSuite((suite) => ({ fake, inst, admin, growth } = suite));

/** A client's checkout, and its order's id. */
async function checkout(acct: Account): Promise<{ id: number; order_id: string }> {
  const { order_id } = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  return { id: Number(sql(`SELECT id FROM orders WHERE razorpay_order_id = '${order_id}'`)), order_id };
}

async function aClientPays(tag: string) {
  const acct = await newBuyer(inst.api, tag);
  const { id, order_id } = await checkout(acct);
  await check(await call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: fake.pay(order_id) }), 200, `${tag}: payment`);
  const invoice = formatInvoiceNumber(Number(sql(`SELECT invoice_number FROM orders WHERE id = ${id}`)));
  return { acct, id, invoice };
}

const invoiceOf = (orderId: number | string, token?: string) => call(inst.api, 'GET', `/api/Orders/${orderId}/invoice`, { token });

/** A PDF's text as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-spec-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

async function downloadedText(orderId: number, token: string): Promise<string> {
  const res = await invoiceOf(orderId, token);
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="invoice-\d{4}-\d{2}-\d{6}\.pdf"$/);
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(body);
}

test('the client and an administrator download the invoice: number, client, plan, amount, SEBI registration; no GST lines without a GSTIN', async () => {
  const { acct, id, invoice } = await aClientPays('invown');
  const text = await downloadedText(id, acct.token);
  for (const line of [
    `Invoice ${invoice}`,
    `Invoice number: ${invoice}`,
    `(${acct.email})`,
    `Plan: ${growth.name} subscription`,
    'Amount paid: Rs.40,000.00',
    'SEBI Research Analyst Reg. No.:',
  ])
    expect(text, line).toContain(line);
  expect(text).not.toMatch(/GST/);
  expect(await downloadedText(id, admin.token), 'the administrator’s copy is the same invoice').toBe(text);
});

test('another user gets the 404 of an order that does not exist; no token 401; before payment 409; a malformed id 400', async () => {
  const { id } = await aClientPays('invvictim');
  const stranger = await newBuyer(inst.api, 'invstranger');
  const refused = await check(await invoiceOf(id, stranger.token), 404, "another's invoice");
  const missing = await check(await invoiceOf(999_999_999, stranger.token), 404, 'no such order');
  expect(refused.error.message).toBe(missing.error.message);
  expect((await invoiceOf(id)).status()).toBe(401);

  const open = await checkout(stranger);
  const unpaid = await check(await invoiceOf(open.id, stranger.token), 409, 'unpaid');
  expect(unpaid.error.message).toBe('This order is not paid: it has no invoice.');
  await check(await invoiceOf('abc', stranger.token), 400, 'malformed id');
});

const paymentsOf = (userId: number, token: string) => call(inst.api, 'POST', '/api/GWSUsers/payments', { token, data: { id: userId } });

test("My Account's payments: the subscriber's paid orders with day, period, amount, status and invoice number; not another's", async () => {
  const { acct, id, invoice } = await aClientPays('invpayments');
  const today = sql(`SELECT period_start FROM orders WHERE id = ${id}`).slice(0, 10);
  const payments = await check(await paymentsOf(acct.id, acct.token), 200, 'own payments');
  expect(payments).toEqual([
    {
      id,
      plan: growth.name,
      status: 'paid',
      amount: 40000_00,
      paidOn: today,
      periodStart: today,
      periodEnd: sql(`SELECT period_end FROM orders WHERE id = ${id}`).slice(0, 10),
      refundAmount: null,
      invoiceNumber: invoice,
    },
  ]);
  expect(await check(await paymentsOf(acct.id, admin.token), 200, "an administrator's view")).toEqual(payments);
  const stranger = await newBuyer(inst.api, 'invpaystranger');
  await check(await paymentsOf(acct.id, stranger.token), 403, "another's payments");
  await checkout(stranger);
  expect(await check(await paymentsOf(stranger.id, stranger.token), 200, 'an order never paid is not a payment')).toEqual([]);
  await check(await paymentsOf(-1 as number, stranger.token), 400, 'a bad id');
});

test('the receipt mail carries the invoice PDF', async () => {
  const { acct, invoice } = await aClientPays('invmail');
  const dir = outboxDir(inst);
  const receipt = async () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(`-${acct.email}.eml`))
          .map((f) => fs.readFileSync(path.join(dir, f), 'latin1'))
          .find((m) => /Subject: Receipt /.test(m))
      : undefined;
  await expect.poll(receipt, { timeout: 20_000, message: 'the receipt' }).toBeTruthy();
  const mail = (await receipt())!;
  const filename = `invoice-${invoice.replace('/', '-')}.pdf`;
  expect(mail).toMatch(new RegExp(`Content-Disposition: attachment;\\s+filename="?${filename.replace(/[.-]/g, '\\$&')}"?`));
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  expect(part, 'a PDF attachment').toBeTruthy();
  expect(pdfText(Buffer.from(part![1].replace(/\s+/g, ''), 'base64'))).toContain(`Invoice number: ${invoice}`);
});

test('with the firm’s GSTIN: a tax invoice with taxable value, CGST and SGST; a refund made is shown', async () => {
  const panel = await editorHeaders(inst);
  const publish = async (gstin: string) => {
    const current = await inst.api.get(SETTINGS, { headers: panel });
    const { status: _status, ...doc } = (await current.json()).data;
    await check(await inst.api.put(SETTINGS, { headers: panel, data: { ...doc, gstin } }), 200, `save GSTIN ${gstin}`);
    await check(await inst.api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
  };
  await publish(GSTIN);
  try {
    const { acct, id, invoice } = await aClientPays('invgst');
    const text = await downloadedText(id, acct.token);
    for (const line of [
      `Tax invoice ${invoice}`,
      `GSTIN: ${GSTIN}`,
      'Taxable value: Rs.33,898.30',
      'CGST @ 9%: Rs.3,050.85',
      'SGST @ 9%: Rs.3,050.85',
      'Amount paid (including GST): Rs.40,000.00',
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain('Refund');

    const quote = await check(
      await call(inst.api, 'GET', '/api/Subscriptions/cancellation', { token: admin.token, query: { gWSUserId: String(acct.id) } }),
      200,
      'quote',
    );
    expect(quote.total).toBeGreaterThan(0);
    await check(
      await call(inst.api, 'POST', '/api/Subscriptions/cancel', {
        token: admin.token,
        data: { gWSUserId: acct.id, expectedRefund: quote.total },
      }),
      200,
      'cancel',
    );
    const refunded = await downloadedText(id, acct.token);
    const rupees = (paise: number) =>
      `Rs.${new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
    expect(refunded).toMatch(new RegExp(`Refunded on \\d{1,2} \\w{3} \\d{4}: ${rupees(quote.total).replace('.', '\\.')}`));
    expect(refunded).toContain(`Net amount after refund: ${rupees(40000_00 - quote.total)}`);
    // Taxes are not refunded: part of the amount went back.
    expect(await check(await paymentsOf(acct.id, acct.token), 200, 'payments after the refund')).toMatchObject([
      { id, status: 'partially_refunded', amount: 40000_00, refundAmount: quote.total, invoiceNumber: invoice },
    ]);
  } finally {
    await publish('');
  }
});
