/**
 * The receipt after buying in Chromium: the purchase of tests/e2e/purchase.spec.ts,
 * from Subscribe to the thank-you dialog, then the receipt mail the product wrote to its outbox
 * folder ($DATA_DIR/outbox, no SMTP relay in the suites) for the buyer: the invoice number of this
 * financial year, the plan, the amount and the payment id Razorpay's checkout handed the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { openHydrated } from '../lib/site';
import { newSubscriber, signIn, stubCheckout, subscribeButton } from '../lib/checkout';
import { emlTexts } from '../api/helpers';

// Razorpay's checkout script is stubbed (tests/lib/checkout.ts): let it past the CSP.
test.use({ bypassCSP: true });

/** The receipts written for `email`, their text readable (the ₹ sign is UTF-8 inside quoted-printable). */
function receiptsTo(email: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map((f) => emlTexts(fs.readFileSync(path.join(dir, f), 'latin1')).map((t) => Buffer.from(t, 'latin1').toString('utf8'))[0])
    .filter((mail) => mail.includes('Subject: Receipt '));
}

test('after paying in the browser, the buyer gets one receipt with the invoice number, plan, amount and payment id', async ({
  page,
  request,
}) => {
  const s = await newSubscriber(request);
  const opened = await stubCheckout(page, () => 'pay');
  const payments: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/Orders') payments.push(req.postDataJSON().razorpay_payment_id);
  });
  await signIn(page, s);
  await openHydrated(page, '/pricing');
  const button = subscribeButton(page, 24);
  const planName = (await button.getAttribute('aria-label'))!.replace(/^Subscribe to the (.*) plan$/, '$1');
  await button.click();
  const confirm = page.getByRole('dialog', { name: `Subscribe to ${planName}` });
  await confirm.getByLabel(/I have read and accept/).check();
  await confirm.getByRole('button', { name: 'Pay ₹40,000' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toBeVisible();
  expect(opened).toHaveLength(1);
  expect(payments).toHaveLength(1);

  await expect.poll(() => receiptsTo(s.user.email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = receiptsTo(s.user.email);
  expect(mail).toMatch(/Invoice number: \d{4}-\d\d\/\d{6}/);
  expect(mail).toContain(`Plan: ${planName} subscription`);
  expect(mail).toContain('Amount paid: ₹40,000.00');
  expect(mail).toContain(`Payment id: ${payments[0]} (Razorpay)`);
  expect(mail).toContain('Billed to: Priya Buyer');
});
