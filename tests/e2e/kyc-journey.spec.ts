/**
 * KYC before the first payment, in Chromium: a visitor signs up, presses Subscribe, and the KYC
 * step comes before the confirmation: a bad PAN, a date of birth in the future and no consent each
 * show their message (the shared rule's), then the valid form → the confirmation → Razorpay
 * Checkout's script from its own origin through the page's real CSP (the loopback fakes the global
 * setup started) → the thank-you dialog. An administrator verifies the KYC (the API) and My
 * Account shows it; other accounts of the same PAN are held to the same yearly fee cap.
 */
import path from 'node:path';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { KYC_MESSAGES, KYC_REVIEW_PATH, KYC_STATUS_PATH, KYC_STATUS_TEXTS, KYC_TEXTS, PAYMENT_MESSAGES } from 'contracts';
import { openHydrated } from '../lib/site';
import { newSubscriber, payThroughFake, signIn, subscribeButton } from '../lib/checkout';
import { maskedPan, newPan, submitKyc } from '../lib/kyc';

const OUT = path.resolve(__dirname, '..', 'screenshots');
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

/** Every CSP refusal the page reports. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

/** Another account of the same client (`pan`) buys the plan of `months` through the API. */
async function anotherAccountBuys(request: APIRequestContext, pan: string, months: number): Promise<void> {
  const s = await newSubscriber(request, { kyc: false });
  await submitKyc(request, s.token, pan);
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; months: number }[];
  const headers = { Authorization: s.token };
  const checkout = await request.post('/api/Orders/checkout', {
    headers,
    data: { plan: plans.find((p) => p.months === months)!.id, acceptTerms: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const paid = await request.post('/api/Orders', { headers, data: await payThroughFake((await checkout.json()).order_id) });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('sign up → Subscribe → the KYC step and its messages → checkout under the real CSP → thank-you; verified; the PAN’s other accounts share its cap', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const refused = cspRefusals(page);
  const stamp = `${Date.now()}`;
  const visitor = { email: `kyc.${stamp}@example.com`, password: 'Kyc-Passw0rd1', phone: `97${stamp.slice(-8)}` };
  await page.goto('/signup?source=pricing');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Mobile Number').fill(visitor.phone);
  await page.getByLabel('Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login\?source=pricing$/);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await openHydrated(page, '/pricing');

  await subscribeButton(page, 12).click();
  const step = page.getByRole('dialog', { name: KYC_TEXTS.stepTitle });
  await expect(step).toBeVisible();
  const pan = step.getByLabel(/^PAN/);
  await pan.fill('ABC12');
  await step.getByLabel(/^Name as on your PAN/).fill('Asha Rao');
  await step.getByLabel(/^Date of birth/).fill('2999-01-01');
  await step.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
  await step.getByRole('button', { name: KYC_TEXTS.saveAndContinue }).click();
  await expect(step.getByText(KYC_MESSAGES.pan)).toBeVisible();
  await expect(step.getByText(KYC_MESSAGES.dateOfBirthFuture)).toBeVisible();
  await expect(step.getByText(KYC_MESSAGES.consent)).toBeVisible();
  await expect(pan, 'the first error has the focus').toBeFocused();
  await expect(pan).toHaveAccessibleDescription(new RegExp(KYC_MESSAGES.pan.replace(/[.]/g, '\\.')));
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(OUT, `kyc-step-errors-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const clientPan = newPan();
  await pan.fill(clientPan);
  await step.getByLabel(/^Date of birth/).fill('1987-03-14');
  await step.getByLabel(KYC_TEXTS.consent).check();
  await expect(step.getByText(KYC_MESSAGES.pan)).toHaveCount(0);
  await step.getByRole('button', { name: KYC_TEXTS.saveAndContinue }).click();

  const confirm = page.getByRole('dialog', { name: /^Subscribe to / });
  await expect(confirm).toBeVisible();
  await expect(step).toHaveCount(0);
  await confirm.getByLabel(/I have read and accept/).check();
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await page.frameLocator('iframe[title="Razorpay Checkout"]').getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for subscribing!' })).toBeVisible();
  expect(refused).toEqual([]);

  // An administrator verifies it; My Account shows it masked and verified, with no form.
  const token = (await page.evaluate(() => localStorage.getItem('accesstoken')))!;
  const userId = (await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).id)) as number;
  const mine = await (await request.post(`/api${KYC_STATUS_PATH}`, { headers: { Authorization: token }, data: { id: userId } })).json();
  expect(mine.kyc).toMatchObject({ status: 'self-declared', pan: maskedPan(clientPan) });
  const admin = await (await request.post('/api/GWSUsers/login', { data: ADMIN })).json();
  const review = await request.post(`/api${KYC_REVIEW_PATH}`, {
    headers: { Authorization: admin.id },
    data: { id: mine.kyc.id, decision: 'verified' },
  });
  expect(review.status(), await review.text()).toBe(200);
  await page.getByRole('dialog', { name: 'Thank you for subscribing!' }).getByRole('link', { name: 'Go to My Account' }).click();
  const section = page.getByTestId('kyc');
  await expect(section.getByTestId('kyc-status')).toHaveText(KYC_STATUS_TEXTS.verified);
  await expect(section).toContainText(maskedPan(clientPan));
  await expect(section).not.toContainText(clientPan);
  await expect(section.getByRole('form')).toHaveCount(0);

  // The same client on two more accounts: ₹45,000 + ₹50,000 + ₹50,000 paid this year.
  await anotherAccountBuys(request, clientPan, 36);
  await anotherAccountBuys(request, clientPan, 36);
  // A fourth account of the PAN: its KYC is given, so Subscribe goes straight to the confirmation;
  // ₹40,000 more would pass ₹1,51,000, and the checkout says so.
  const fourth = await newSubscriber(request, { kyc: false });
  await submitKyc(request, fourth.token, clientPan);
  // The API refuses it (no order), and so does Pay in the page.
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; months: number }[];
  const growth = plans.find((p) => p.months === 24)!;
  const capped = await request.post('/api/Orders/checkout', {
    headers: { Authorization: fourth.token },
    data: { plan: growth.id, acceptTerms: true },
  });
  expect(capped.status(), await capped.text()).toBe(422);
  await signIn(page, fourth);
  await openHydrated(page, '/pricing');
  await subscribeButton(page, 24).click();
  const again = page.getByRole('dialog', { name: /^Subscribe to / });
  await again.getByLabel(/I have read and accept/).check();
  await again.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.feeCap)).toBeVisible();
});

test('My Account without KYC shows the form; once given, the masked record', async ({ page, request }) => {
  const s = await newSubscriber(request, { kyc: false });
  await signIn(page, s);
  await openHydrated(page, '/myaccount');
  const section = page.getByTestId('kyc');
  await expect(section).toContainText(KYC_TEXTS.none);
  const clientPan = newPan();
  const form = section.getByRole('form', { name: KYC_TEXTS.title });
  await form.getByLabel(/^PAN/).fill(clientPan);
  await form.getByLabel(/^Name as on your PAN/).fill('Asha Rao');
  await form.getByLabel(/^Date of birth/).fill('1987-03-14');
  await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru 560001');
  await form.getByLabel(KYC_TEXTS.consent).check();
  await form.getByRole('button', { name: KYC_TEXTS.save }).click();
  await expect(section.getByTestId('kyc-status')).toHaveText(KYC_STATUS_TEXTS['self-declared']);
  await expect(section).toContainText(maskedPan(clientPan));
  await expect(form).toHaveCount(0);
  // The section's heading takes the focus the gone Save button had, and is brought into view.
  const heading = section.getByRole('heading', { name: KYC_TEXTS.title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.screenshot({ path: path.join(OUT, 'kyc-my-account-1280.png') });
});
