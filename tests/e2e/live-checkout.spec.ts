/**
 * A live checkout as a deployment runs it: live Razorpay keys, and Razorpay Checkout's
 * script loaded from its own origin (RAZORPAY_CHECKOUT_URL, a loopback fake: lib/fake-checkout.ts)
 * through the page's real Content-Security-Policy, which the configuration derives; no route stub,
 * no bypassCSP. The fake's frame comes from the API's origin and pays through the fake Razorpay.
 * Also: a checkout script that cannot be reached is told in the confirmation, and Pay works again.
 */
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from 'contracts';
import { openHydrated } from '../lib/site';
import { newSubscriber, signIn, subscribeButton } from '../lib/checkout';
import { setCheckoutMode } from '../lib/fake-checkout';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const checkoutOrigin = () => new URL(process.env.RAZORPAY_CHECKOUT_URL!).origin;
const apiOrigin = () => new URL(process.env.RAZORPAY_API_URL!).origin;

/** Every CSP refusal the page reports. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

async function openConfirmation(page: Page, months: number) {
  await openHydrated(page, '/pricing');
  await subscribeButton(page, months).click();
  const confirm = page.getByRole('dialog', { name: /^Subscribe to / });
  await confirm.getByLabel(/I have read and accept/).check();
  return confirm;
}

test.afterEach(async () => setCheckoutMode('ok'));

test("the page's CSP lets a live checkout through: Pay → Razorpay's frame → the thank-you dialog", async ({ page, request }) => {
  const pricing = await request.get('/pricing/');
  const csp = pricing.headers()['content-security-policy'];
  expect(csp).toMatch(new RegExp(`script-src [^;]*${checkoutOrigin().replace(/[.]/g, '\\.')}`));
  expect(csp).toMatch(new RegExp(`frame-src [^;]*${apiOrigin().replace(/[.]/g, '\\.')}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${apiOrigin().replace(/[.]/g, '\\.')}`));
  expect(csp, 'Razorpay’s documented hosts').toContain('https://cdn.razorpay.com');

  const refused = cspRefusals(page);
  const s = await newSubscriber(request);
  await signIn(page, s);
  const confirm = await openConfirmation(page, 12);
  await confirm.getByRole('button', { name: /^Pay / }).click();

  const frame = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await frame.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toBeVisible();
  expect(refused).toEqual([]);
  const stocks = await (
    await request.post('/api/GWSUsers/getuserstock', { headers: { Authorization: s.token }, data: { id: s.user.id } })
  ).json();
  expect(stocks.noActiveSubscription).toBeFalsy();
});

test('a checkout script that cannot be reached or hangs is told in the confirmation, and Pay works again once it loads', async ({
  page,
  request,
}) => {
  const s = await newSubscriber(request);
  await signIn(page, s);
  const confirm = await openConfirmation(page, 12);
  const supportEmail = (await page.locator('footer a[href^="mailto:"]').first().getAttribute('href'))!.replace('mailto:', '');
  for (const mode of ['unreachable', 'hang'] as const) {
    await setCheckoutMode(mode);
    await confirm.getByRole('button', { name: /^Pay / }).click();
    // A hanging script is given up after CHECKOUT_SCRIPT_TIMEOUT_MS (8 s).
    await expect(confirm.getByRole('alert'), mode).toHaveText(PAYMENT_MESSAGES.windowFailed(supportEmail), { timeout: 15_000 });
    await expect(confirm, 'the confirmation stays open').toBeVisible();
    await expect(confirm.getByRole('button', { name: /^Pay / })).toBeEnabled();
  }
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(OUT, `checkout-window-failed-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no wider than ${width} px`).toBeLessThanOrEqual(width);
  }

  await setCheckoutMode('ok');
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toBeVisible();
});
