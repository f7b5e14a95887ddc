import { test, expect, Page } from '@playwright/test';
import { pageTexts, samplePdf } from '../lib/pdf';

/**
 * The client-only app end to end, in Chromium against the running product (real CMS, real
 * API): signup, login, admin work, the subscriber's view, password change, logout, guards.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
const stamp = Date.now();
const subscriber = {
  first: 'Asha',
  last: `Tester${stamp}`,
  email: `asha.${stamp}@example.com`,
  phone: '9876543210',
  password: 'Subscriber-1',
};
const stockName = `Kappa Industries ${stamp}`;
const exact = (t: string) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: exact(text) });

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('signup → login → My Account without a plan', async ({ page }) => {
  await page.goto('/signup?source=pricing');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await page.getByLabel('First Name').fill(subscriber.first);
  await page.getByLabel('Last Name').fill(subscriber.last);
  await page.getByLabel('Email').fill(subscriber.email);
  await page.getByLabel('Mobile Number').fill(subscriber.phone);
  await page.getByLabel('Password').fill(subscriber.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, 'Your account has been made. Please Login to continue')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?source=pricing$/);
  await expect(toast(page, 'Please login to continue')).toBeVisible();

  await login(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('heading', { name: 'Start your Investment journey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plans & Pricing' })).toHaveAttribute('href', '/pricing#pricing_section');
  // The header follows the session.
  await expect(page.getByTestId('account-links').getByRole('link', { name: 'My Account' })).toBeAttached();
});

test('wrong password → Incorrect Credentials; login sources show their toasts', async ({ page }) => {
  await login(page, subscriber.email, 'not-the-password');
  await expect(toast(page, 'Incorrect Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login?source=free_report');
  await expect(toast(page, 'You will receive a sample report at your email within 24 hours once you sign up.')).toBeVisible();
});

test('a non-admin on /admin goes to /myaccount; source=pricing login goes to pricing', async ({ page }) => {
  await page.goto('/login?source=pricing');
  await page.getByLabel('Email').fill(subscriber.email);
  await page.getByLabel('Password').fill(subscriber.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/pricing#pricing_section$/);
  await page.goto('/admin/userlist');
  await expect(page).toHaveURL(/\/myaccount$/);
});

test('admin adds a research call (the form checks its figures), an update and an amendment, and assigns a plan', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByTestId('account-links').getByRole('link', { name: 'Admin' })).toBeVisible();

  await page.goto('/admin/addnewstock');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(stockName);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('INE000K01011');
  await page.getByLabel('NSE Code').fill('KAPPA');
  await page.getByLabel('BSE Code').fill('500001');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A specialty manufacturer with a long growth runway.');
  await page.getByLabel('Report Link').fill('https://reports.example.com/kappa.pdf');
  await page.getByLabel('Action').selectOption('Buy');
  await page.getByLabel('Entry low (₹)').fill('1300');
  await page.getByLabel('Entry high (₹)').fill('1250');
  await page.getByLabel('Target (₹)').fill('1600');
  await page.getByLabel('Stop-loss (₹)').fill('1100');
  await page.getByLabel('Horizon (months)').fill('18');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Entry low must not be above entry high.')).toBeVisible();
  await expect(page.getByText('Rationale is required for a call.')).toBeVisible();
  await page.getByLabel('Entry low (₹)').fill('1200');
  await page.getByLabel('Rationale').fill('**Margins** are recovering.\n\nThe order book is at a record.');
  await page.getByRole('textbox', { name: 'Analyst', exact: true }).fill('Asha Rao');
  await page.getByLabel('AI tools were used in preparing this research').check();
  // The report PDF, uploaded through the site's origin as soon as it is chosen: private, stamped per reader.
  await page
    .getByLabel('Report (PDF)')
    .setInputFiles({ name: 'kappa.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await samplePdf(3)) });
  await expect(page.getByText('kappa.pdf · 3 pages')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Data Saved')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: `Add update for ${stockName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Update Type').selectOption('Buy');
  await dialog.getByLabel('Description').fill('Buy in the 400-450 range.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data saved')).toBeVisible();

  await page.getByRole('button', { name: `Amend ${stockName}` }).click();
  const amend = page.getByRole('dialog');
  await amend.getByLabel('Target (₹)').fill('1750');
  await amend.getByRole('button', { name: 'Save amendment' }).click();
  await expect(amend.getByText('Reason is required.')).toBeVisible();
  await amend.getByLabel('Reason').fill('Target revised after the results.');
  await amend.getByRole('button', { name: 'Save amendment' }).click();
  await expect(toast(page, 'Amendment saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: stockName })).toContainText('Amended (v2)');

  await page.goto('/admin/userlist');
  await page.getByRole('tab', { name: 'Free Users' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(subscriber.email);
  await page.getByRole('button', { name: `Edit subscription of ${subscriber.first} ${subscriber.last}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Select both plan and date')).toBeVisible();
  await edit.getByLabel('Change Plan').selectOption({ label: 'Growth' });
  await edit.getByLabel('Subscription Date').fill(new Date().toISOString().slice(0, 10));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Paid Subscribers' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(subscriber.email);
  await expect(page.getByRole('cell', { name: 'Growth' })).toBeVisible();
});

test('the users list asks the server for one page at a time and searches there', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  const asked: any[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/GWSUsers' && r.method() === 'GET') asked.push(JSON.parse(url.searchParams.get('filter') ?? '{}'));
  });
  await page.goto('/admin/userlist');
  await expect(page.getByText(/Showing 1–\d+ of \d+ users/)).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((f) => f.limit === 25 || f.limit === 1)).toBe(true);
  asked.length = 0;
  await page.getByRole('searchbox', { name: 'Search' }).fill(subscriber.email);
  await expect.poll(() => asked.some((f) => f.where?.search === subscriber.email && f.where?.paid === true && f.limit === 25)).toBe(true);
  await expect(page.getByText('Showing 1–1 of 1 users')).toBeVisible();
  await expect(page.getByRole('cell', { name: subscriber.email })).toBeVisible();
});

test('the subscriber sees the card, the remaining count and the updates dialog', async ({ page }) => {
  await login(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  const card = page.getByRole('article').filter({ hasText: stockName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('INE000K01011');
  // The private report, not the legacy link: a signed link for this subscriber, and a copy stamped with their name on every page.
  const href = await card.getByRole('link', { name: 'Download Full Report' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/Reports\/\d+\/download\?sig=/);
  const copy = await page.request.get(href!);
  expect(copy.status()).toBe(200);
  const pages = pageTexts(await copy.body());
  expect(pages).toHaveLength(4);
  for (const text of pages) {
    expect(text).toContain(`${subscriber.first} ${subscriber.last}`);
    expect(text).toContain(subscriber.email);
  }
  const remaining = await page.getByTestId('remaining').textContent();
  expect(remaining).toMatch(/^\d+ of 20 stocks remaining$/);
  await card.getByRole('button', { name: new RegExp(`Updates for ${stockName}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: 'Buy in the 400-450 range.' })).toBeVisible();
  await expect(dialog.getByText('Buy', { exact: true })).toHaveClass(/text-bg-success/);
});

test("the subscriber's card shows the research call as amended, with its disclosures, on a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  const call = page.getByRole('region', { name: `Research call on ${stockName}` });
  await expect(call).toBeVisible();
  for (const text of [
    'Buy',
    '₹1,200 – ₹1,250',
    '₹1,750',
    '₹1,100',
    '18 months',
    'Margins are recovering.',
    'The order book is at a record.',
    'Research analyst: Asha Rao',
    'Target revised after the results.',
    'AI tools were used in preparing this research: Yes',
    'The analyst has a financial interest in the company: No',
  ])
    await expect(call).toContainText(text);
  await expect(call.getByText(/^Amended on \d{1,2} \w{3,4} \d{4}: Target revised after the results\.$/)).toBeVisible();
  // The Markdown is text: no markup of it reaches the page.
  await expect(call.locator('strong, b')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await call.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('research-call-375.png'), fullPage: true });
});

test('change password: missing, mismatch, success; then logout', async ({ page }) => {
  await login(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  const open = () => page.getByRole('button', { name: 'Change Password' }).click();
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Enter all the required information')).toBeVisible();
  await dialog.getByLabel('Old Password').fill(subscriber.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('Subscriber-2');
  await dialog.getByLabel('Confirm New Password').fill('Subscriber-3');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, "Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('Subscriber-2');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accesstoken'))).toBeNull();
  await login(page, subscriber.email, 'Subscriber-2');
  await expect(page).toHaveURL(/\/myaccount$/);
});

test('a forged stored token is cleared and the visitor sent to /', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('accesstoken', 'forged-token-forged-token-forged');
    localStorage.setItem('user', JSON.stringify({ id: 1, first_name: 'Mallory', email: 'm@example.com', phone: '', admin: 999 }));
  });
  await page.goto('/admin/userlist');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accesstoken'))).toBeNull();
});
