/**
 * The free sample report and the tracking pixel end to end, on the built site with the
 * real CMS: 'Get a free sample report' signed out → /login?source=free_report with its toast →
 * signup → the first login mails the report once; signed in → the toast, the lead in the CMS and
 * the mail at once. The pixel: with no id in Site settings the pages make no third-party request
 * at all; with one the release's CSP allows the pixel, its script loads (served here by a local
 * fake: no internet) and the Lead event reaches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest, type APIRequestContext, type Page } from '@playwright/test';
import { LEAD_TOASTS, TRACKING_PIXEL } from 'contracts';
import { emlTexts } from '../api/helpers';
import { waitForHydration } from '../lib/site';

const LEADS = '/content-manager/collection-types/api::lead.lead';
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const CTA = 'Get a free sample report';
const LOGIN_TOAST = 'You will receive a sample report at your email within 24 hours once you sign up.';
const PIXEL_ID = '123456789012345';

let cms: APIRequestContext;
let headers: Record<string, string>;

test.beforeAll(async () => {
  cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
});

test.afterAll(async () => {
  await cms.dispose();
});

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function freeReportLeads(email: string): Promise<any[]> {
  const res = await cms.get(
    `${LEADS}?page=1&pageSize=50&filters[email][$eq]=${encodeURIComponent(email)}&filters[source][$eq]=free-report`,
    {
      headers,
    },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).results;
}

/** The report links of the mails sent to `email` ($DATA_DIR/outbox names files after the recipient). */
function reportMails(email: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .map(
      (f) =>
        /Read the sample report: (\S+)/.exec(emlTexts(fs.readFileSync(path.join(dir, f), 'utf8')).join('\n'))?.[1] ?? '(no report link)',
    );
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
}

async function clickCta(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: CTA }).click();
}

test('signed out: the call to action → login with its toast → signup → the first login mails the report, once', async ({ page }) => {
  test.setTimeout(90_000);
  await clickCta(page);
  await expect(page).toHaveURL(/\/login\?source=free_report$/);
  await expect(toast(page, LOGIN_TOAST)).toBeVisible();

  const user = { email: `report.${stamp()}@example.com`, password: 'Subscriber-1' };
  await page.locator('a[href="/signup?source=free_report"]').click();
  await expect(page).toHaveURL(/\/signup\?source=free_report$/);
  // The signup form shows the forms' privacy notice, linked to the privacy page.
  const signupForm = page.getByRole('form', { name: 'Sign up' });
  await expect(signupForm).toContainText('withdraw your consent or ask us to erase your data');
  await expect(signupForm.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, 'Your account has been made. Please Login to continue')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(reportMails(user.email), 'nothing is sent before the login').toEqual([]);

  await login(page, user.email, user.password);
  await expect.poll(() => reportMails(user.email).length, { timeout: 15_000 }).toBe(1);
  expect(reportMails(user.email)[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/sample_report[^/]*\.pdf$/);
  expect(await freeReportLeads(user.email)).toHaveLength(1);

  // Logging in again sends nothing more.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await login(page, user.email, user.password);
  await page.waitForTimeout(1500);
  expect(reportMails(user.email)).toHaveLength(1);
});

test('signed in: the call to action → the toast, the lead in the CMS, the report by mail with its link', async ({ page }) => {
  const user = { email: `reader.${stamp()}@example.com`, password: 'Subscriber-1' };
  const signup = await page.request.post('/api/GWSUsers', {
    data: { first_name: 'Ravi', last_name: 'Kumar', email: user.email, phone: '9876543210', password: user.password },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  await page.goto('/login');
  await login(page, user.email, user.password);

  await page.goto('/?utm_source=newsletter&utm_campaign=sample');
  await waitForHydration(page);
  const sent = page.waitForRequest('**/api/Leads/free-report');
  await page.getByRole('button', { name: CTA }).click();
  expect((await sent).postDataJSON().context).toMatchObject({ page: '/', utm_source: 'newsletter', utm_campaign: 'sample' });
  await expect(toast(page, LEAD_TOASTS.freeReport.text)).toBeVisible();
  await expect(page).toHaveURL(/\/\?utm_source=newsletter&utm_campaign=sample$/);

  const [lead, ...more] = await freeReportLeads(user.email);
  expect(more).toHaveLength(0);
  expect(lead).toMatchObject({ name: 'Ravi Kumar', mobile: '9876543210', page: '/', utm_campaign: 'sample' });
  expect(lead.consentVersion).toMatch(/^[0-9a-f]{8}$/);
  expect(reportMails(user.email)).toHaveLength(1);
  expect(reportMails(user.email)[0]).toContain('/uploads/sample_report');
});

/** Every request the page makes, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test('pixel: with no pixel id the pages make no third-party request at all', async ({ page, baseURL }) => {
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).not.toContain('facebook');
  const urls = recordRequests(page);
  for (const url of ['/', '/contact', '/landing-dark', '/pricing']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  const origin = new URL(baseURL!).origin;
  expect(urls.length).toBeGreaterThan(4);
  expect(urls.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:'))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
});

/** Saves and publishes the pixel id; the site rebuilds by itself and its CSP follows. */
async function publishPixelId(page: Page, trackingPixelId: string) {
  const { status: _status, ...doc } = (await (await cms.get(SETTINGS, { headers })).json()).data;
  const saved = await cms.put(SETTINGS, { headers, data: { ...doc, trackingPixelId } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  expect((await cms.post(`${SETTINGS}/actions/publish`, { headers, data: {} })).ok()).toBeTruthy();
  await expect
    .poll(async () => (await page.request.get('/')).headers()['content-security-policy']?.includes('https://connect.facebook.net'), {
      timeout: 180_000,
      intervals: [2000],
    })
    .toBe(Boolean(trackingPixelId));
}

/** Meta's script, faked: it takes over the queue as the real one does and records every call. */
const FAKE_PIXEL = `(function () {
  var fbq = window.fbq;
  window.__pixel = [];
  fbq.callMethod = function () {
    var args = Array.prototype.slice.call(arguments);
    window.__pixel.push(args);
    new Image().src = 'https://www.facebook.com/tr/?id=' + encodeURIComponent(String(args[1])) + '&ev=' + encodeURIComponent(String(args[1]));
  };
  fbq.queue.forEach(function (args) { fbq.callMethod.apply(fbq, args); });
  fbq.queue = [];
})();`;

test('pixel: with a pixel id the script loads under the CSP and the Lead event reaches it', async ({ page }) => {
  test.setTimeout(420_000);
  const pixelRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_PIXEL });
  });
  await page.route('https://www.facebook.com/**', (route) => {
    pixelRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  await publishPixelId(page, PIXEL_ID);
  try {
    const user = { email: `pixel.${stamp()}@example.com`, password: 'Subscriber-1' };
    const signup = await page.request.post('/api/GWSUsers', {
      data: { first_name: 'Ravi', last_name: 'Kumar', email: user.email, phone: '9876543210', password: user.password },
    });
    expect(signup.ok()).toBeTruthy();
    await page.goto('/login');
    await login(page, user.email, user.password);

    // This page load alone: init, PageView, then the Lead of the click (the login pages had their own PageViews).
    pixelRequests.length = 0;
    await clickCta(page);
    await expect(toast(page, LEAD_TOASTS.freeReport.text)).toBeVisible();
    await expect(page.locator(`script[src="${TRACKING_PIXEL.scriptUrl}"]`)).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pixel?: unknown[][] }).__pixel ?? []))
      .toEqual([
        ['init', PIXEL_ID],
        ['track', 'PageView'],
        ['track', 'Lead'],
      ]);
    expect(pixelRequests).toContain(TRACKING_PIXEL.scriptUrl);
    await expect.poll(() => pixelRequests.filter((u) => u.startsWith('https://www.facebook.com/tr/')).length).toBe(3);
    expect(violations).toEqual([]);
  } finally {
    // The other suites run on the seeded site: no pixel.
    await publishPixelId(page, '');
  }
});
