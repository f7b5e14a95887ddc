/**
 * The administrator's side of KYC and cancellation requests in Chromium: a subscriber has paid
 * (through the loopback Razorpay) after recording a self-declared KYC, and asked to cancel; the users list
 * shows the KYC to verify (PAN masked) and flags the request with its refund quote, without
 * scrolling sideways at 1280 px. The administrator opens the KYC, reveals the PAN, verifies it, and
 * the row says Verified.
 */
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { KYC_PATH } from 'contracts';
import { newSubscriber, payThroughFake } from '../lib/checkout';
import { loginThroughForm } from '../lib/app-login';
import { expectNoDroppedClassInUse } from '../lib/purged-css';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

test('an administrator verifies a self-declared KYC in the users list; an open cancellation request is flagged', async ({
  page,
  request,
}) => {
  const s = await newSubscriber(request);
  const auth = { Authorization: s.token };
  // The KYC first: a payment may ask for it.
  const pan = `QKZPB${String(Date.now()).slice(-4)}M`;
  const kyc = { pan, nameOnPan: 'Priya Buyer', dateOfBirth: '1988-05-04', address: '4 Park Street, Kolkata 700016', consent: true };
  expect((await request.post(`/api${KYC_PATH}`, { headers: auth, data: kyc })).ok(), 'the KYC is recorded').toBeTruthy();
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; months: number }[];
  const growth = plans.find((p) => p.months === 24)!;
  const order = await (await request.post('/api/Orders/checkout', { headers: auth, data: { plan: growth.id, acceptTerms: true } })).json();
  const paid = await payThroughFake(order.order_id);
  expect((await request.post('/api/Orders', { headers: auth, data: paid })).ok(), 'the payment is recorded').toBeTruthy();
  const asked = await request.post('/api/GWSUsers/cancellation/request', { headers: auth, data: { id: s.user.id } });
  expect(asked.ok(), 'the cancellation request is recorded').toBeTruthy();
  const { quote } = await asked.json();

  await loginThroughForm(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/userlist');
  await page.getByRole('searchbox', { name: 'Search' }).fill(s.user.email);
  await expect(page.getByText('Showing 1–1 of 1 users')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: s.user.email });
  await expect(row).toContainText('Self-declared to be verified');
  await expect(row).toContainText(`PAN ${pan.slice(0, 5)}****${pan.slice(9)}`);
  await expect(row).not.toContainText(pan);
  await expect(row).toContainText('Cancellation requested');
  // Asked on the first day of the paid year: all of the ₹40,000 instalment.
  expect(quote.total).toBe(40000_00);
  await expect(row).toContainText('refund quoted ₹40,000');
  await page.setViewportSize({ width: 1280, height: 800 });
  const sideways = await page.evaluate(
    () => [...document.querySelectorAll<HTMLElement>('.table-responsive')].filter((box) => box.scrollWidth > box.clientWidth + 1).length,
  );
  expect(sideways, 'the users table scrolls sideways at 1280 px').toBe(0);
  await page.screenshot({ path: path.join(OUT, 'admin-userlist-kyc-1280.png') });
  await expectNoDroppedClassInUse(page);

  const name = 'Priya Buyer';
  await page.getByRole('button', { name: `KYC of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `KYC — ${name}` });
  await dialog.getByRole('button', { name: 'Reveal PAN' }).click();
  await expect(dialog.getByTestId('kyc-pan')).toHaveText(pan);
  await expect(dialog).toContainText('Date of birth 04 May 1988');
  await dialog.getByLabel('Note').fill('Checked against the PAN card.');
  await page.screenshot({ path: path.join(OUT, 'admin-kyc-dialog-1280.png') });
  await expectNoDroppedClassInUse(page);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toHaveText('KYC verified.');
  await expect(dialog.getByRole('status')).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Verified');
  await expect(row).not.toContainText('to be verified');
});
