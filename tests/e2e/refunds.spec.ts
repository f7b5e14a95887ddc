/**
 * Cancel and refund in Chromium: a subscriber has paid (checkout → the loopback fake of
 * Razorpay → the server's verification), an administrator opens the users list, sees the refund the
 * terms give, confirms, and sees the refund done and the order refunded; the subscriber's My Account
 * then shows no plan.
 */
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { newSubscriber, signIn } from '../lib/checkout';
import { loginThroughForm } from '../lib/app-login';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

const login = loginThroughForm;

test('an administrator cancels a subscription from the users list and sees the refund; My Account shows no plan', async ({
  page,
  request,
}) => {
  // A subscriber who has just paid the 24-month plan's first yearly instalment (₹40,000).
  const s = await newSubscriber(request);
  const auth = { Authorization: s.token };
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; months: number; name: string }[];
  const growth = plans.find((p) => p.months === 24)!;
  const order = await (await request.post('/api/Orders/checkout', { headers: auth, data: { plan: growth.id, acceptTerms: true } })).json();
  const paid = await (
    await fetch(`${process.env.RAZORPAY_API_URL}/_fake/pay`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${process.env.RAZORPAY_KEY_ID}:${process.env.RAZORPAY_KEY_SECRET}`).toString('base64')}`,
      },
      body: JSON.stringify({ order_id: order.order_id }),
    })
  ).json();
  expect((await request.post('/api/Orders', { headers: auth, data: paid })).ok(), 'the payment is recorded').toBeTruthy();

  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/userlist');
  await page.getByRole('searchbox', { name: 'Search' }).fill(s.user.email);
  await expect(page.getByText('Showing 1–1 of 1 users')).toBeVisible();
  const name = 'Priya Buyer';

  // Orders: the paid order, its amount and payment id.
  await page.getByRole('button', { name: `Orders of ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: `Orders — ${name}` });
  const row = dialog.getByRole('row').filter({ hasText: growth.name });
  await expect(row).toContainText('paid');
  await expect(row).toContainText('₹40,000');
  await expect(row).toContainText(paid.razorpay_payment_id);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Cancel: cancelled on the first day of the paid year, all 12 months are unused.
  await page.getByRole('button', { name: `Cancel subscription of ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Cancel subscription — ${name}` });
  await expect(dialog.getByText('12 of 12 months')).toBeVisible();
  await expect(dialog.getByTestId('refund-total')).toHaveText('₹40,000');
  const confirm = dialog.getByRole('button', { name: 'Confirm: cancel and refund ₹40,000' });
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(confirm).toBeInViewport();
    await page.screenshot({ path: path.join(OUT, `refund-cancel-${width}.png`) });
  }
  await confirm.click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText('Subscription cancelled.');
  await expect(done).toContainText('Refund of ₹40,000 issued through Razorpay.');
  await expect(done).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // The list shows the subscription cancelled, with nothing left to cancel.
  await expect(page.getByRole('row').filter({ hasText: s.user.email })).toContainText('cancelled');
  await expect(page.getByRole('button', { name: `Cancel subscription of ${name}` })).toHaveCount(0);

  // The order now reads refunded, with the refund.
  await page.getByRole('button', { name: `Orders of ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Orders — ${name}` });
  await expect(dialog.getByRole('row').filter({ hasText: growth.name })).toContainText('refunded');
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // A table on wide screens, a card per order on narrow ones: every field on screen either way.
    const order = dialog.locator('tr, li').filter({ hasText: growth.name, visible: true });
    await expect(order.getByText('refunded', { exact: true })).toBeInViewport();
    await expect(order.getByText('₹40,000').first()).toBeInViewport();
    await expect(order.getByText(paid.razorpay_payment_id)).toBeInViewport();
    await page.screenshot({ path: path.join(OUT, `refund-orders-${width}.png`) });
  }

  // The subscriber, signed in in this browser instead: no plan any more.
  await signIn(page, s);
  await page.goto('/myaccount');
  await expect(page.getByRole('heading', { name: 'Start your Investment journey' })).toBeVisible();
});
