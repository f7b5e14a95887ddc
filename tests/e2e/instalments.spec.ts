/**
 * Paying a plan by yearly instalments in Chromium: My Account shows the day the plan is
 * paid through and the next instalment (date, amount, Pay — disabled before its renewal window,
 * saying from when it can be paid); Pay → the confirmation → Razorpay Checkout (its script stubbed,
 * paid through the loopback fake of Razorpay's API) → the thank-you dialog with the new
 * paid-through day → My Account shows it. Subscriptions are moved in time in the product's
 * SQLite database, as the API suites do.
 */
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { lastPaidDay, longDay } from 'contracts';
import { addCalendarMonths, todayInFirm, addDays, RENEWAL_WINDOW_DAYS } from 'cms';
import { openHydrated } from '../lib/site';
import { newSubscriber, payThroughFake, signIn, stubCheckout } from '../lib/checkout';
import { productSql } from '../lib/sql';

// Razorpay's checkout script is stubbed (tests/lib/checkout.ts): let it past the CSP.
test.use({ bypassCSP: true });

type Subscriber = Awaited<ReturnType<typeof newSubscriber>>;

/** The subscriber buys the 24-month plan's first instalment through the API (the pricing page's flow is purchase.spec's). */
async function buyGrowth(request: APIRequestContext, s: Subscriber): Promise<{ id: string; name: string }> {
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; name: string; months: number }[];
  const growth = plans.find((p) => p.months === 24)!;
  const headers = { Authorization: s.token };
  const order = await (await request.post('/api/Orders/checkout', { headers, data: { plan: growth.id, acceptTerms: true } })).json();
  const paid = await request.post('/api/Orders', { headers, data: await payThroughFake(order.order_id) });
  expect(paid.status(), 'the first instalment is paid').toBe(200);
  return growth;
}

/** `days` from today in India's calendar. */
const dayFromToday = (days: number) => todayInFirm(new Date(Date.now() + days * 86_400_000));

test('My Account shows the paid-through day and the next instalment; Pay waits for its window, then pays it through the checkout', async ({
  page,
  request,
}) => {
  const early = await newSubscriber(request);
  const due = await newSubscriber(request);
  const plan = await buyGrowth(request, early);
  await buyGrowth(request, due);
  // `due`'s first year ends in 10 days: the next instalment is inside its 30-day window.
  const dueDay = dayFromToday(10);
  const start = addCalendarMonths(dueDay, -12);
  productSql(
    `UPDATE subscriptions SET date = '${start}', paid_through = '${dueDay}' WHERE id = (SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = ${due.user.id})`,
  );

  // Bought today: paid through a year on; the next instalment can be paid from 30 days before.
  const yearOn = addCalendarMonths(todayInFirm(), 12);
  await signIn(page, early);
  await openHydrated(page, '/myaccount');
  const panel = page.getByTestId('instalments');
  // Paid through the day before the next instalment is due.
  await expect(panel.getByTestId('paid-through')).toHaveText(longDay(lastPaidDay(yearOn)));
  await expect(panel.getByTestId('next-instalment')).toHaveText(`Next instalment: ₹40,000, due ${longDay(yearOn)}`);
  await expect(panel.getByRole('button', { name: 'Pay the next instalment of ₹40,000' })).toBeDisabled();
  const payableFrom = addDays(yearOn, -RENEWAL_WINDOW_DAYS);
  await expect(panel.getByTestId('payable-from')).toHaveText(`It can be paid from ${longDay(payableFrom)}.`);

  // Inside the window: Pay → confirmation → checkout → thank-you with the new paid-through day.
  const opened = await stubCheckout(page, () => 'pay');
  await signIn(page, due);
  await openHydrated(page, '/myaccount');
  await expect(panel.getByTestId('paid-through')).toHaveText(longDay(lastPaidDay(dueDay)));
  await panel.getByRole('button', { name: 'Pay the next instalment of ₹40,000' }).click();
  const confirm = page.getByRole('dialog', { name: `Pay your next instalment of ${plan.name}` });
  await expect(confirm.getByTestId('amount-now')).toHaveText('₹40,000');
  await expect(confirm).toContainText(`Due${longDay(dueDay)}`);
  const pay = confirm.getByRole('button', { name: 'Pay ₹40,000' });
  await expect(pay, 'no payment before the terms are accepted').toBeDisabled();
  await confirm.getByLabel(/I have read and accept/).check();
  await pay.click();

  const newEnd = addCalendarMonths(dueDay, 12);
  const thanks = page.getByRole('dialog', { name: 'Thank you for your payment!' });
  await expect(thanks).toContainText(`Your plan is now paid through ${longDay(lastPaidDay(newEnd))}.`);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ amount: 40000_00, description: `${plan.name} Subscription` });
  await page.screenshot({ path: path.resolve(__dirname, '..', 'screenshots', 'instalment-thanks-1280.png') });
  await thanks.getByRole('button', { name: 'Back to My Account' }).click();
  await expect(thanks).toHaveCount(0);
  await expect(panel.getByTestId('paid-through')).toHaveText(longDay(lastPaidDay(newEnd)));
  await expect(panel).toContainText('Your plan is paid in full.');
});
