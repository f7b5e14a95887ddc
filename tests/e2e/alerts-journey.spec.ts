/**
 * Alerts as their users meet them, in Chromium against the running product: a subscriber turns a
 * kind of alert off in My Account and it stays off (the API agrees); an administrator publishes a
 * call from the admin screens; the subscriber's bell counts it, pressing it marks it seen and the
 * count stays gone after a reload; the admin list shows that call's delivery summary, and its
 * delivery log downloads as CSV with the administrator's token.
 */
import fs from 'node:fs';
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { ALERT_KIND_LABELS, NEWS_TEXTS, PREFERENCES_MESSAGES } from 'contracts';
import { loginThroughForm } from '../lib/app-login';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
const stamp = Date.now();
const subscriber = { first: 'Meera', last: `Alerts${stamp}`, email: `meera.${stamp}@example.com`, password: 'Alerts-Passw0rd1' };
const stockName = `Sigma Alerts ${stamp}`;
let subscriberId = 0;

const login = loginThroughForm;

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accesstoken') ?? '');
const bell = (page: Page) => page.getByTestId('news-bell');

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/GWSUsers/login', { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).id;
}

test.beforeAll(async ({ request }) => {
  // A subscriber on the roomiest plan from today: every call published now is theirs.
  const user = await request.post('/api/GWSUsers', {
    data: {
      first_name: subscriber.first,
      last_name: subscriber.last,
      email: subscriber.email,
      phone: '9812345670',
      password: subscriber.password,
    },
  });
  expect(user.ok(), await user.text()).toBeTruthy();
  subscriberId = (await user.json()).id;
  const plans: { id: string; stocks: number }[] = await (await request.get('/api/Stocks/getplanslist')).json();
  const roomiest = plans.reduce((a, b) => (b.stocks > a.stocks ? b : a));
  const sub = await request.post('/api/Subscriptions/replaceOrCreate', {
    headers: { Authorization: await adminToken(request) },
    data: { type: roomiest.id, date: new Date().toISOString().slice(0, 10), gWSUserId: subscriberId },
  });
  expect(sub.ok(), await sub.text()).toBeTruthy();
});

test('a subscriber turns update alerts off in My Account: after a reload it is still off, and the API says so', async ({ page }) => {
  await login(page, subscriber.email, subscriber.password);
  const settings = page.getByTestId('alert-settings');
  const updates = settings.getByRole('switch', { name: ALERT_KIND_LABELS.updates });
  await expect(updates).toBeChecked();
  await updates.click();
  await expect(settings.getByRole('status')).toHaveText(PREFERENCES_MESSAGES.saved);
  await expect(updates).not.toBeChecked();

  await page.reload();
  await expect(page.getByTestId('alert-settings').getByRole('switch', { name: ALERT_KIND_LABELS.updates })).not.toBeChecked();
  await expect(page.getByTestId('alert-settings').getByRole('switch', { name: ALERT_KIND_LABELS.calls })).toBeChecked();
  const prefs = await page.request.post('/api/GWSUsers/preferences', {
    headers: { Authorization: await token(page) },
    data: { id: subscriberId },
  });
  expect(prefs.ok()).toBeTruthy();
  expect((await prefs.json()).alerts).toMatchObject({ calls: true, updates: false });
});

test("an administrator publishes a call: the subscriber's bell counts it, pressing it marks it seen, and the count stays gone after a reload", async ({
  page,
  browser,
}) => {
  await login(page, subscriber.email, subscriber.password);
  // What was published before this test (by other specs, today) is acknowledged first.
  if ((await bell(page).getAttribute('aria-label')) !== NEWS_TEXTS.bell(0)) {
    await bell(page).click();
    await expect(bell(page)).toHaveAccessibleName(NEWS_TEXTS.bell(0));
  }

  const admin = await browser.newPage();
  await login(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/addnewstock');
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(stockName);
  await admin.getByRole('textbox', { name: 'Code', exact: true }).fill('INE000S01015');
  await admin.getByLabel('NSE Code').fill('SIGMA');
  await admin.getByRole('textbox', { name: 'Description', exact: true }).fill('A maker of precision sensors.');
  await admin.getByLabel('Report Link').fill('https://reports.example.com/sigma.pdf');
  await admin.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Data Saved' })).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(`${NEWS_TEXTS.bell(1)}: ${NEWS_TEXTS.markSeen.toLowerCase()}`);
  await expect(bell(page)).toHaveText('1');
  await bell(page).click();
  await expect(bell(page)).toHaveAccessibleName(NEWS_TEXTS.bell(0));
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: stockName })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(NEWS_TEXTS.bell(0));
  await expect(bell(page)).toBeDisabled();
});

test("the admin stocks list shows the call's delivery summary, and its log downloads as CSV", async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const row = page.getByRole('row').filter({ hasText: stockName });
  // The alerts leave within seconds: reloaded until the summary says all were sent.
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('delivery-summary')).toHaveText(/^Sent to (\d+) of \1 at \d\d:\d\d:\d\d(–\d\d:\d\d:\d\d)?$/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });

  // The list's summary is the delivery log's, the times in India.
  const stocks = await (await page.request.get('/api/Stocks', { headers: { Authorization: await token(page) } })).json();
  const delivery = stocks.find((s: { name: string }) => s.name === stockName).delivery;
  await expect(row.getByTestId('delivery-summary')).toHaveText(delivery.summary);
  expect(delivery.total).toBeGreaterThanOrEqual(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Export the delivery log of ${stockName} as CSV` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`deliveries-${delivery.seq}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('User id,Email,Kind,State');
  expect(csv).toContain(`${subscriberId},${subscriber.email},calls,sent,`);
});
