/**
 * Receipts: after each payment, whether the browser's call or Razorpay's webhook
 * records it, the client gets one receipt mail with a sequential invoice number of the Indian
 * financial year, the plan, the period covered, the amount and the payment id, and with the
 * firm's GSTIN and the GST breakdown when Site settings has one. Mail leaves through the durable
 * outbox: without SMTP_URL as .eml files in $DATA_DIR/outbox/; with a relay that is down, it waits
 * and goes out when the relay is back. Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { formatInvoiceNumber } from 'contracts';
import { addCalendarMonths, todayInFirm } from 'cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import { fakeSmtp, type FakeSmtp } from '../lib/fake-smtp';
import {
  Instance,
  Account,
  bootInstance,
  call,
  check,
  editorHeaders,
  emlTexts,
  newBuyer,
  outboxDir,
  sleep,
  sqlOn,
  stopInstance,
  userStock,
  Plan,
  SUITE_MODE,
  paymentsSuite,
  razorpayEnv,
  test,
  PAYMENTS_WEBHOOK_SECRET,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const WEBHOOK_SECRET = PAYMENTS_WEBHOOK_SECRET;
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const GSTIN = '27AAPFU0939F1ZV';
let fake: FakeRazorpay;
let inst: Instance;
let growth: Plan;

const sql = (statement: string, on: Instance = inst) => sqlOn(on.cms, statement).trim();

// The payment suites' shared CMS: every test makes its own clients and orders and reads back only
// those (invoice numbers are compared with the highest before the test's own payments); the
// GSTIN block withdraws the GSTIN it publishes.
paymentsSuite((suite) => ({ fake, inst, growth } = suite));

const paymentsEnv = (extra: Record<string, string> = {}) => razorpayEnv(fake, { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, ...extra });

// ---------------------------------------------------------------------------------------------
// Paying, as the browser and as Razorpay's webhook

type Paid = ReturnType<FakeRazorpay['pay']>;

async function checkout(acct: Account, on: Instance = inst): Promise<{ order_id: string; amount: number }> {
  return check(
    await call(on.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'checkout',
  );
}

const browserRecords = (acct: Account, paid: Paid, on: Instance = inst) =>
  call(on.api, 'POST', '/api/Orders', { token: acct.token, data: paid });

/** Razorpay's webhook delivery of a payment: the raw body signed with the webhook secret, a fresh event id. */
function webhookDelivers(event: string, paid: Paid, amount: number) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id, amount, status: 'captured' } } },
  });
  return call(inst.api, 'POST', '/api/Orders/webhook', {
    raw,
    headers: {
      'X-Razorpay-Signature': crypto.createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      'X-Razorpay-Event-Id': `evt_${crypto.randomBytes(7).toString('hex')}`,
    },
  });
}

/** A new client who pays one instalment of the growth plan, through the browser or the webhook only. */
async function aClientPays(tag: string, via: 'browser' | 'webhook' = 'browser') {
  const acct = await newBuyer(inst.api, tag);
  const { order_id, amount } = await checkout(acct);
  const paid = fake.pay(order_id);
  if (via === 'browser') await check(await browserRecords(acct, paid), 200, `${tag}: browser records`);
  else expect(await check(await webhookDelivers('payment.captured', paid, amount), 200, `${tag}: webhook`)).toEqual({ status: 'recorded' });
  return { acct, order_id, amount, paid };
}

// ---------------------------------------------------------------------------------------------
// What the database and the mail say

const invoiceOf = (orderId: string, on: Instance = inst) =>
  Number(sql(`SELECT invoice_number FROM orders WHERE razorpay_order_id = '${orderId}'`, on));

const receiptRows = (orderId: string, on: Instance = inst) =>
  sql(
    `SELECT o.attempts, o.delivered_at IS NOT NULL FROM lead_outbox o JOIN orders r ON r.id = o.lead_id WHERE o.destination = 'receipt-mail' AND r.razorpay_order_id = '${orderId}'`,
    on,
  );

/** A message's readable text: QP parts decoded as the UTF-8 they are (₹), base64 parts too. */
const readable = (raw: string) =>
  emlTexts(raw)
    .map((text, i) => (i === 0 ? Buffer.from(text, 'latin1').toString('utf8') : text))
    .join('\n');

/** The receipts written to the outbox folder for this client (the file name ends with the address). */
function receiptsTo(email: string, on: Instance = inst): string[] {
  const dir = outboxDir(on);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map((f) => readable(fs.readFileSync(path.join(dir, f), 'latin1')))
    .filter((mail) => /Subject: Receipt /.test(mail));
}

async function theReceiptOf(email: string): Promise<string> {
  await expect.poll(() => receiptsTo(email).length, { message: `a receipt to ${email}`, timeout: 20_000 }).toBeGreaterThan(0);
  const mails = receiptsTo(email);
  expect(mails, `one receipt to ${email}`).toHaveLength(1);
  return mails[0];
}

const printedDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** This financial year's printed prefix: '2026-27'. */
function financialYearLabel(): string {
  const [year, month] = todayInFirm().split('-').map(Number);
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** What every receipt of a growth instalment paid today says. */
function expectReceipt(mail: string, orderId: string, paymentId: string): void {
  const today = todayInFirm();
  const invoice = formatInvoiceNumber(invoiceOf(orderId));
  expect(invoice).toMatch(new RegExp(`^${financialYearLabel()}/\\d{6}$`));
  expect(mail).toContain(`Subject: Receipt ${invoice}: ${growth.name} subscription`);
  for (const line of [
    `Invoice number: ${invoice}`,
    `Invoice date: ${printedDay(today)}`,
    'Billed to: Asha Verma (',
    'Issued by: Sample Research Analysts, Office 000, Sample Business Park, Andheri (East), Mumbai 400069, Maharashtra',
    `Plan: ${growth.name} subscription`,
    `Period covered: ${printedDay(today)} – ${printedDay(dayBefore(addCalendarMonths(today, 12)))}`,
    `Payment id: ${paymentId} (Razorpay)`,
  ])
    expect(mail, line).toContain(line);
}

// ---------------------------------------------------------------------------------------------

test('after a browser payment: one receipt with the invoice number, date, plan, period, amount and payment id; replays mail nothing more', async () => {
  const { acct, order_id, amount, paid } = await aClientPays('rcptbrowser');
  const mail = await theReceiptOf(acct.email);
  expectReceipt(mail, order_id, paid.razorpay_payment_id);
  expect(mail).toContain('Amount paid: ₹40,000.00');
  expect(mail, 'no GST lines without a GSTIN').not.toMatch(/GST/);

  // The same payment again: the browser's replays, Razorpay's events for it.
  for (let i = 0; i < 3; i++) await check(await browserRecords(acct, paid), 200, `replay ${i}`);
  await check(await webhookDelivers('payment.captured', paid, amount), 200, 'webhook after');
  await check(await webhookDelivers('order.paid', paid, amount), 200, 'order.paid after');
  await sleep(1500);
  expect(receiptsTo(acct.email), 'still one receipt').toHaveLength(1);
  expect(receiptRows(order_id), 'one outbox entry, delivered').toBe(`1|${sqlTrue()}`);
});

test("a webhook-only payment (the browser closed) gets its receipt too, and the browser's late call adds none", async () => {
  const { acct, order_id, paid } = await aClientPays('rcpthook', 'webhook');
  expectReceipt(await theReceiptOf(acct.email), order_id, paid.razorpay_payment_id);
  await check(await browserRecords(acct, paid), 200, 'the browser after the webhook');
  await sleep(1500);
  expect(receiptsTo(acct.email)).toHaveLength(1);
});

test('invoice numbers follow each other in the order of payment; the database refuses a duplicate', async () => {
  const numbers: number[] = [];
  const orders: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { order_id } = await aClientPays(`rcptseq${i}`, i === 1 ? 'webhook' : 'browser');
    numbers.push(invoiceOf(order_id));
    orders.push(order_id);
  }
  expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
  const highest = Number(sql('SELECT max(invoice_number) FROM orders'));
  expect(highest, 'the last payment has the highest number').toBe(numbers[2]);
  // An open order has none.
  const open = await checkout(await newBuyer(inst.api, 'rcptopen'));
  expect(sql(`SELECT invoice_number IS NULL FROM orders WHERE razorpay_order_id = '${open.order_id}'`)).toBe(sqlTrue());
  // The unique index is the database's own: even a direct write of a taken number fails.
  expect(() => sql(`UPDATE orders SET invoice_number = ${numbers[0]} WHERE razorpay_order_id = '${orders[1]}'`)).toThrow(
    /unique|duplicate/i,
  );
});

test('8 payments at once (browser calls and webhooks) get 8 distinct, consecutive numbers and a receipt each', async () => {
  test.setTimeout(120_000);
  const before = Number(sql('SELECT coalesce(max(invoice_number), 0) FROM orders'));
  const clients = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const acct = await newBuyer(inst.api, `rcptrace${i}`);
      const { order_id, amount } = await checkout(acct);
      return { acct, order_id, amount, paid: fake.pay(order_id), viaWebhook: i % 2 === 1 };
    }),
  );
  const answers = await Promise.all(
    clients.map((c) => (c.viaWebhook ? webhookDelivers('payment.captured', c.paid, c.amount) : browserRecords(c.acct, c.paid))),
  );
  for (const [i, res] of answers.entries()) await check(res, 200, `payment ${i}`);
  const numbers = clients.map((c) => invoiceOf(c.order_id));
  expect(new Set(numbers).size, `distinct: ${numbers.join(', ')}`).toBe(8);
  const sorted = [...numbers].sort((a, b) => a - b);
  expect(sorted, 'consecutive, right after the last one').toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  for (const c of clients) {
    const mail = await theReceiptOf(c.acct.email);
    expect(mail).toContain(`Invoice number: ${formatInvoiceNumber(invoiceOf(c.order_id))}`);
    expect(mail).toContain(`Payment id: ${c.paid.razorpay_payment_id}`);
  }
});

test.describe('the firm’s GSTIN', () => {
  let panel: Record<string, string>;
  const settings = async () => {
    const res = await inst.api.get(SETTINGS, { headers: panel });
    expect(res.ok()).toBeTruthy();
    const { status: _status, ...doc } = (await res.json()).data;
    return doc;
  };
  const save = async (gstin: unknown) => inst.api.put(SETTINGS, { headers: panel, data: { ...(await settings()), gstin } });
  const publish = async (gstin: unknown) => {
    await check(await save(gstin), 200, `save GSTIN ${String(gstin)}`);
    await check(await inst.api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} }), 200, 'publish');
  };
  test.beforeAll(async () => {
    panel = await editorHeaders(inst);
  });
  test.afterAll(async () => {
    if (panel) await publish('');
  });

  test('a bad GSTIN is refused on save with a clear 400; a good one is stored in capitals', async () => {
    const wrongCheck = await check(await save('27AAPFU0939F1ZW'), 400, 'wrong check character');
    expect(wrongCheck.error.message).toBe(
      'GSTIN 27AAPFU0939F1ZW is not valid: its last character should be V. Please check the number on the GST registration certificate.',
    );
    for (const bad of ['27AAPFU0939F1Z', 'AAPFU0939F1ZV27', '27AAPFU0939F1ZV; DROP', 'GSTIN']) {
      const body = await check(await save(bad), 400, `malformed ${bad}`);
      expect(body.error.message).toMatch(/^GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN/);
    }
    await publish(` ${GSTIN.toLowerCase()} `);
    expect((await settings()).gstin).toBe(GSTIN);
  });

  test('with a GSTIN, a receipt carries it and the GST inside the amount; without one, neither', async () => {
    await publish(GSTIN);
    const { acct, order_id, paid } = await aClientPays('rcptgst');
    const mail = await theReceiptOf(acct.email);
    expectReceipt(mail, order_id, paid.razorpay_payment_id);
    for (const line of [
      `GSTIN: ${GSTIN}`,
      'Taxable value: ₹33,898.30',
      'CGST @ 9%: ₹3,050.85',
      'SGST @ 9%: ₹3,050.85',
      'Amount paid (including GST): ₹40,000.00',
    ])
      expect(mail, line).toContain(line);

    await publish('');
    const later = await aClientPays('rcptnogst');
    const plain = await theReceiptOf(later.acct.email);
    expect(plain).toContain('Amount paid: ₹40,000.00');
    expect(plain).not.toMatch(/GST/);
  });
});

test.describe('SMTP relay down', () => {
  let relay: FakeSmtp;
  let down: Instance;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    relay = await fakeSmtp();
    down = await bootInstance(paymentsEnv({ SMTP_URL: relay.url, LEAD_RETRY_BASE_MS: '200', LEAD_RETRY_MAX_MS: '1000' }));
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopInstance(down);
    await relay?.close();
  });

  test('the payment goes through, the receipt waits in the outbox, and goes out once the relay is back', async () => {
    const acct = await newBuyer(down.api, 'rcptdown');
    const { order_id } = await checkout(acct, down);
    const paid = fake.pay(order_id);
    await check(await browserRecords(acct, paid, down), 200, 'payment while the relay is down');
    expect((await userStock(down.api, acct.token, acct.id)).noActiveSubscription, 'the plan is active').toBe(false);
    await expect
      .poll(() => Number(receiptRows(order_id, down).split('|')[0] || 0), { message: 'failed attempts', timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(receiptRows(order_id, down).split('|')[1], 'not delivered').toBe(sqlFalse(down));
    expect(
      sql(
        `SELECT o.last_error IS NOT NULL, o.gave_up_at IS NULL FROM lead_outbox o JOIN orders r ON r.id = o.lead_id WHERE o.destination = 'receipt-mail' AND r.razorpay_order_id = '${order_id}'`,
        down,
      ),
    ).toBe(`${sqlTrue(down)}|${sqlTrue(down)}`);

    await relay.listen();
    await expect.poll(() => relay.messages.filter((m) => m.to.includes(acct.email)).length, { timeout: 20_000 }).toBe(1);
    const [message] = relay.messages.filter((m) => m.to.includes(acct.email));
    const mail = readable(message.raw);
    expect(mail).toContain(`Invoice number: ${formatInvoiceNumber(invoiceOf(order_id, down))}`);
    expect(mail).toContain(`Payment id: ${paid.razorpay_payment_id}`);
    await expect.poll(() => receiptRows(order_id, down).split('|')[1]).toBe(sqlTrue(down));
    await sleep(1500);
    expect(
      relay.messages.filter((m) => m.to.includes(acct.email)),
      'sent once',
    ).toHaveLength(1);
  });
});

/** How the database's client prints a true / false boolean expression. */
function sqlTrue(on: Instance = inst): string {
  return on.cms.databaseUrl ? 't' : '1';
}
function sqlFalse(on: Instance = inst): string {
  return on.cms.databaseUrl ? 'f' : '0';
}
