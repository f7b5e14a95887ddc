/**
 * GST by place of supply on invoices (cms/src/api/order/place-of-supply.ts, contracts' gst.ts):
 * with the firm's GSTIN in Maharashtra (27), a client whose KYC address is in Maharashtra pays
 * CGST 9 % + SGST 9 %, a client in Karnataka (29) IGST 18 %, each paying through the loopback
 * Razorpay; the place of supply is printed and recorded with the payment, so editing the KYC after
 * leaves the invoice as issued; an order paid before it was recorded keeps CGST + SGST without the
 * line. Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { KYC_MESSAGES, KYC_PATH, KYC_REVIEW_PATH, formatInvoiceNumber } from 'contracts';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import {
  Instance,
  Account,
  adminAccount,
  call,
  check,
  editorHeaders,
  kycForm,
  newAccount,
  newPan,
  sqlOn,
  Plan,
  paymentsSuite,
  test,
} from './helpers';

// One GSTIN for the whole file: serial, and it is withdrawn at the end.
test.describe.configure({ mode: 'serial' });

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const GSTIN = '27AAPFU0939F1ZV';
let fake: FakeRazorpay;
let inst: Instance;
let growth: Plan;

const sql = (statement: string) => sqlOn(inst.cms, statement).trim();

// Before paymentsSuite: its own afterAll closes the HTTP client this one needs.
test.afterAll(async () => publishGstin(''));
paymentsSuite((suite) => ({ fake, inst, growth } = suite));

async function publishGstin(gstin: string) {
  const panel = await editorHeaders(inst);
  const current = await inst.api.get(SETTINGS, { headers: panel });
  const { status: _status, ...doc } = (await current.json()).data;
  await check(await inst.api.put(SETTINGS, { headers: panel, data: { ...doc, gstin } }), 200, `save GSTIN ${gstin}`);
  await check(await inst.api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
}

test.beforeAll(async () => publishGstin(GSTIN));

const submitKyc = (acct: Account, overrides: Record<string, unknown>) =>
  call(inst.api, 'POST', `/api${KYC_PATH}`, { token: acct.token, data: kycForm(newPan(), overrides) });

/** A client whose KYC address is in `state` (or none) pays for Growth; their order's id. */
async function aClientIn(tag: string, state?: string): Promise<{ acct: Account; id: number }> {
  const acct = await newAccount(inst.api, tag);
  await check(await submitKyc(acct, state === undefined ? {} : { state }), 200, `${tag}: KYC`);
  const { order_id } = await check(
    await call(inst.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    `${tag}: checkout`,
  );
  await check(await call(inst.api, 'POST', '/api/Orders', { token: acct.token, data: fake.pay(order_id) }), 200, `${tag}: payment`);
  return { acct, id: Number(sql(`SELECT id FROM orders WHERE razorpay_order_id = '${order_id}'`)) };
}

async function invoiceText(orderId: number, token: string): Promise<string> {
  const res = await call(inst.api, 'GET', `/api/Orders/${orderId}/invoice`, { token });
  expect(res.status(), await res.text().catch(() => '')).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'place-of-supply-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), await res.body());
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

const SAME_TOTALS = ['Taxable value: Rs.33,898.30', 'Amount paid (including GST): Rs.40,000.00'];

test('a client in the firm’s state (Maharashtra): place of supply printed, CGST 9 % + SGST 9 %', async () => {
  const { acct, id } = await aClientIn('posmh', '27');
  expect(sql(`SELECT place_of_supply FROM orders WHERE id = ${id}`)).toBe('27');
  const text = await invoiceText(id, acct.token);
  for (const line of ['Place of supply: Maharashtra (27)', ...SAME_TOTALS, 'CGST @ 9%: Rs.3,050.85', 'SGST @ 9%: Rs.3,050.85'])
    expect(text, line).toContain(line);
  expect(text).not.toContain('IGST');
});

test('a client in another state (Karnataka): IGST 18 %, the same taxable value and total; a KYC edited after payment changes nothing', async () => {
  const { acct, id } = await aClientIn('poska', '29');
  expect(sql(`SELECT place_of_supply FROM orders WHERE id = ${id}`)).toBe('29');
  const text = await invoiceText(id, acct.token);
  for (const line of ['Place of supply: Karnataka (29)', ...SAME_TOTALS, 'IGST @ 18%: Rs.6,101.70']) expect(text, line).toContain(line);
  expect(text).not.toMatch(/CGST|SGST/);

  // The client moves to Maharashtra. After a payment only a rejected record may be given again:
  // an administrator rejects the one on file, and the client gives the new address.
  const admin = await adminAccount(inst);
  const kycId = Number(sql(`SELECT id FROM kyc_records WHERE user_id = ${acct.id}`));
  await check(
    await call(inst.api, 'POST', `/api${KYC_REVIEW_PATH}`, {
      token: admin.token,
      data: { id: kycId, decision: 'rejected', note: 'Moved to Mumbai: the address is to be given again.' },
    }),
    200,
    'reject',
  );
  await check(await submitKyc(acct, { state: '27', address: '5 Marine Drive, Mumbai 400020' }), 200, 'KYC again');
  expect(sql(`SELECT state FROM kyc_records WHERE user_id = ${acct.id}`)).toBe('27');
  expect(await invoiceText(id, acct.token), 'the invoice as issued').toBe(text);
});

test('a KYC without a state: the firm’s own state (the supplier’s location), CGST + SGST', async () => {
  const { acct, id } = await aClientIn('posnone');
  expect(sql(`SELECT place_of_supply FROM orders WHERE id = ${id}`)).toBe('27');
  const text = await invoiceText(id, acct.token);
  for (const line of ['Place of supply: Maharashtra (27)', 'CGST @ 9%: Rs.3,050.85', 'SGST @ 9%: Rs.3,050.85'])
    expect(text, line).toContain(line);
});

test('an order paid before the place of supply was recorded: CGST + SGST as issued, no place-of-supply line', async () => {
  const { acct, id } = await aClientIn('posold', '29');
  sql(`UPDATE orders SET place_of_supply = NULL WHERE id = ${id}`);
  const text = await invoiceText(id, acct.token);
  for (const line of [...SAME_TOTALS, 'CGST @ 9%: Rs.3,050.85', 'SGST @ 9%: Rs.3,050.85']) expect(text, line).toContain(line);
  expect(text).not.toMatch(/Place of supply|IGST/);
  expect(text).toContain(`Tax invoice ${formatInvoiceNumber(Number(sql(`SELECT invoice_number FROM orders WHERE id = ${id}`)))}`);
});

test('a state that is not a GST state code is a 400 with the message', async () => {
  const acct = await newAccount(inst.api, 'posbad');
  for (const state of ['99', '25', 'MH', '2 7']) {
    const bad = await check(await submitKyc(acct, { state }), 400, `state ${JSON.stringify(state)}`);
    expect(bad.error.message).toBe(KYC_MESSAGES.state);
  }
  // Not text at all: refused before the form's rule, by the check every body goes through.
  for (const state of [27, { code: '27' }])
    expect((await check(await submitKyc(acct, { state }), 400, `state ${JSON.stringify(state)}`)).error.message).toBe(
      'state must be text.',
    );
});
