/**
 * Buying a plan in Chromium (issue 10): signed out, Subscribe goes to /signup?source=pricing;
 * signed in, Subscribe → the confirmation (plan, amount charged now, the terms to accept) → the
 * server's checkout → Razorpay Checkout → POST /api/Orders → the thank-you dialog → My Account
 * shows the plan. Razorpay's script is stubbed here (the CSP is bypassed for it: it is no part of
 * this product); the product's CMS talks to the loopback fake of Razorpay's API that the global
 * setup started, and the stub pays through that fake, which signs as Razorpay does.
 */
import path from 'node:path';
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { PAYMENT_MESSAGES } from 'contracts';
import { openHydrated } from '../lib/site';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const FAKE = () => process.env.RAZORPAY_API_URL!;

/** The stand-in for Razorpay Checkout: hands its options to the test, which answers a payment or a dismissal. */
const STUB = `
window.Razorpay = function (options) { this.options = options; this.handlers = {}; };
window.Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler; };
window.Razorpay.prototype.open = function () {
  var o = this.options, h = this.handlers;
  window.__razorpayOpened(o).then(function (result) {
    if (result === 'dismiss') o.modal.ondismiss();
    else if (result === 'fail') h['payment.failed']({ error: { description: 'declined' } });
    else o.handler(result);
  });
};`;

test.use({ bypassCSP: true });

let n = 0;
async function newSubscriber(request: APIRequestContext) {
  const stamp = `${Date.now()}${n++}`;
  const input = {
    first_name: 'Priya',
    last_name: 'Buyer',
    email: `buyer${stamp}@example.com`,
    phone: '98765' + stamp.slice(-5),
    password: 'Buyer-Passw0rd',
  };
  expect((await request.post('/api/GWSUsers', { data: input })).ok()).toBeTruthy();
  const login = await (await request.post('/api/GWSUsers/login', { data: { email: input.email, password: input.password } })).json();
  return {
    token: login.id as string,
    user: { id: login.userId as number, first_name: input.first_name, email: input.email, phone: input.phone, admin: 0 },
  };
}

async function signIn(page: Page, s: Awaited<ReturnType<typeof newSubscriber>>) {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('accesstoken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('name', user.first_name);
    localStorage.setItem('email', user.email);
    localStorage.setItem('phone', user.phone);
  }, s);
}

/** Stubs the checkout script; `answer` decides each opening: pay through the fake, dismiss or fail. */
async function stubCheckout(page: Page, answer: () => 'pay' | 'dismiss' | 'fail') {
  const opened: Record<string, any>[] = [];
  await page.route(CHECKOUT_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: STUB }));
  await page.exposeFunction('__razorpayOpened', async (options: Record<string, any>) => {
    opened.push(options);
    const what = answer();
    if (what !== 'pay') return what;
    const res = await fetch(`${FAKE()}/_fake/pay`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${process.env.RAZORPAY_KEY_ID}:${process.env.RAZORPAY_KEY_SECRET}`).toString('base64')}`,
      },
      body: JSON.stringify({ order_id: options.order_id }),
    });
    return res.json();
  });
  return opened;
}

const subscribeButton = (page: Page, months: number) =>
  page.locator(`button[aria-label^="Subscribe to the"]`).filter({ visible: true }).nth([12, 24, 36].indexOf(months));

test('signed out: Subscribe goes to /signup?source=pricing', async ({ page }) => {
  await openHydrated(page, '/pricing');
  await subscribeButton(page, 24).click();
  await expect(page).toHaveURL(/\/signup\/?\?source=pricing$/);
});

test('signed in: confirmation → Razorpay Checkout → thank-you dialog → My Account shows the plan', async ({ page, request }) => {
  const s = await newSubscriber(request);
  const opened = await stubCheckout(page, () => 'pay');
  await signIn(page, s);
  await openHydrated(page, '/pricing');
  const button = subscribeButton(page, 24);
  const planName = (await button.getAttribute('aria-label'))!.replace(/^Subscribe to the (.*) plan$/, '$1');
  await button.click();

  const confirm = page.getByRole('dialog', { name: `Subscribe to ${planName}` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('amount-now')).toHaveText('₹40,000');
  await expect(confirm).toContainText('₹80,000, in 2 yearly instalments');
  await expect(confirm.getByRole('link', { name: 'Most Important Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions#consent',
  );
  await expect(confirm.getByRole('link', { name: 'Terms and Conditions', exact: true })).toHaveAttribute('href', '/terms-and-conditions');
  const pay = confirm.getByRole('button', { name: 'Pay ₹40,000' });
  await expect(pay, 'no payment before the terms are accepted').toBeDisabled();
  await expect(button, 'Subscribe cannot be pressed twice').toBeDisabled();
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(OUT, `purchase-confirm-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByLabel(/I have read and accept/).check();
  await pay.click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for subscribing!' });
  await expect(thanks).toBeVisible();
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({
    key: process.env.RAZORPAY_KEY_ID,
    amount: 4000000,
    currency: 'INR',
    description: `${planName} Subscription`,
    prefill: { name: s.user.first_name, email: s.user.email, contact: s.user.phone },
    theme: { color: '#0b2545' },
  });
  expect(typeof opened[0].name === 'string' && opened[0].name.length > 0, "the firm's name").toBe(true);
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(OUT, `purchase-thanks-${width}.png`) });
  }
  // Persistent: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(thanks).toBeVisible();
  await thanks.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page).toHaveURL(/\/myaccount\/?$/);
  // The plan's stocks: named while none is recommended yet, counted once the stock list has some
  // (other suites may have added stocks to the plans before this one runs; then both may show).
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { name: string; stocks: number }[];
  const stocks = plans.find((p) => p.name === planName)!.stocks;
  await expect(
    page
      .getByText(new RegExp(`^(Your ${planName} plan includes ${stocks} stock recommendations|\\d+ of ${stocks} stocks remaining)`))
      .first(),
  ).toBeVisible();
});

test('a dismissed or failed checkout says so, records nothing, and Subscribe works again', async ({ page, request }) => {
  const s = await newSubscriber(request);
  const answers: ('dismiss' | 'fail')[] = ['dismiss', 'fail'];
  await stubCheckout(page, () => answers.shift()!);
  await signIn(page, s);
  await openHydrated(page, '/pricing');
  for (const message of [PAYMENT_MESSAGES.dismissed, PAYMENT_MESSAGES.failed]) {
    const button = subscribeButton(page, 12);
    await expect(button).toBeEnabled();
    await button.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel(/I have read and accept/).check();
    await confirm.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toHaveCount(0);
  }
  const stocks = await (
    await request.post('/api/GWSUsers/getuserstock', { headers: { Authorization: s.token }, data: { id: s.user.id } })
  ).json();
  expect(stocks.noActiveSubscription).toBe(true);
});
