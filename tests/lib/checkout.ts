/**
 * Buying in Chromium, for the purchase suites: a fresh subscriber (with their KYC) signed in
 * through the stored session, Razorpay Checkout's script stubbed (it is no part of this product; the suites bypass
 * the CSP for it) and paid through the loopback fake of Razorpay's API that the global setup
 * started, which signs as Razorpay does.
 */
import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { submitKyc } from './kyc';

/** The product's configured checkout script (the global setup's fake-checkout.ts), stubbed here. */
const CHECKOUT_SCRIPT = () => process.env.RAZORPAY_CHECKOUT_URL!;
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

let n = 0;
/** A new account, signed in, with its KYC given (which a first checkout needs) unless `kyc: false`. */
export async function newSubscriber(request: APIRequestContext, { kyc = true }: { kyc?: boolean } = {}) {
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
  if (kyc) await submitKyc(request, login.id);
  return {
    token: login.id as string,
    user: { id: login.userId as number, first_name: input.first_name, email: input.email, phone: input.phone, admin: 0 },
  };
}

export async function signIn(page: Page, s: Awaited<ReturnType<typeof newSubscriber>>) {
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
export async function stubCheckout(page: Page, answer: () => 'pay' | 'dismiss' | 'fail') {
  const opened: Record<string, any>[] = [];
  await page.route(CHECKOUT_SCRIPT(), (route) => route.fulfill({ contentType: 'application/javascript', body: STUB }));
  await page.exposeFunction('__razorpayOpened', async (options: Record<string, any>) => {
    opened.push(options);
    const what = answer();
    return what === 'pay' ? payThroughFake(options.order_id) : what;
  });
  return opened;
}

/** The customer pays an order through the fake: what Razorpay Checkout hands the page. */
export async function payThroughFake(orderId: string): Promise<Record<string, string>> {
  const res = await fetch(`${FAKE()}/_fake/pay`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${process.env.RAZORPAY_KEY_ID}:${process.env.RAZORPAY_KEY_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({ order_id: orderId }),
  });
  return res.json();
}

export const subscribeButton = (page: Page, months: number) =>
  page.locator(`button[aria-label^="Subscribe to the"]`).filter({ visible: true }).nth([12, 24, 36].indexOf(months));
