/**
 * The lead tools in the CMS panel, in Chromium: an editor filters the Lead list, exports
 * it with the columns they pick (the file arrives as a download with exactly the filtered rows),
 * and erases a person from the same list view. Other types' list views have no such buttons.
 */
import fs from 'node:fs';
import { test, expect, request as pwRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bootCms, TestCms } from '../lib/cms';
import { todayInFirm } from 'cms';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'editor@example.com', password: 'Editor-Passw0rd!' };
const LEAD = 'api::lead.lead';
const campaign = `panel-${Date.now().toString(36)}`;

let cms: TestCms;
let api: APIRequestContext;
let headers: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cms = await bootCms();
  api = await pwRequest.newContext({ baseURL: cms.url });
  const login = await api.post('/admin/login', { data: EDITOR });
  headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const leads = [
    { name: 'Asha Verma', email: 'asha.panel@example.com', mobile: '+91 98200 00001', source: 'landing', utm_campaign: campaign },
    { name: '=1+1', email: 'formula.panel@example.com', mobile: '9820000002', source: 'contact', utm_campaign: campaign },
    { name: 'रवि कुमार', email: 'ravi.panel@example.com', mobile: '9820000003', source: 'landing', utm_campaign: campaign },
    { name: 'Not In Campaign', email: 'other.panel@example.com', source: 'landing', utm_campaign: 'elsewhere' },
  ];
  for (const data of leads) {
    const res = await api.post(`/content-manager/collection-types/${LEAD}`, { headers, data });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await cms?.stop();
});

async function signIn(page: Page) {
  // Strapi's guided tour covers the list view on a new browser profile: skip it whenever it shows.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip' }), async (skip) => skip.click());
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(EDITOR.email);
  await page.locator('input[name="password"]').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/, { timeout: 30_000 });
}

const leadList = (query: string) => `${cms.url}/admin/content-manager/collection-types/${LEAD}?${query}`;
const campaignFilter = `page=1&pageSize=10&sort=name:ASC&filters[$and][0][utm_campaign][$eq]=${campaign}`;

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await page.screenshot({ path: testInfo.outputPath('failure.png') });
});

test('Export CSV downloads the filtered list in the chosen columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(leadList(campaignFilter));
  await expect(page.getByRole('gridcell', { name: 'Asha Verma' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('gridcell', { name: 'Not In Campaign' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Lead as CSV' });
  await expect(dialog).toBeVisible();
  // The list's columns are ticked at first; the editor drops some and adds the phone.
  await expect(dialog.getByRole('checkbox', { name: 'utm_campaign' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'mobile' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'None' }).click();
  for (const name of ['name', 'mobile', 'source']) await dialog.getByRole('checkbox', { name, exact: true }).click();
  await dialog.screenshot({ path: test.info().outputPath('export-dialog-1280.png') });
  await page.screenshot({ path: test.info().outputPath('export-dialog-page-1280.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`leads-${todayInFirm()}.csv`);
  const file = fs.readFileSync((await download.path())!, 'utf8');
  expect(file).toBe(
    "\uFEFFname,mobile,source\r\n'=1+1,9820000002,contact\r\nAsha Verma,'+91 98200 00001,landing\r\nरवि कुमार,9820000003,landing\r\n",
  );
  await expect(dialog).toBeHidden();
});

test("Erase a person removes that person's leads and says how many", async ({ page }) => {
  await signIn(page);
  await page.goto(leadList(campaignFilter));
  await expect(page.getByRole('gridcell', { name: 'Asha Verma' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Erase a person…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase a person’s leads' });
  await dialog.getByLabel('Email or phone').fill('9820000001');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Erased 1 record.');
  await expect(dialog.getByText('Lead: 1 erased')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('erase-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The list loads again without the erased lead; the others are still there.
  await expect(page.getByRole('gridcell', { name: 'रवि कुमार' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('gridcell', { name: 'Asha Verma' })).toHaveCount(0);
  const left = await api.get(`/content-manager/collection-types/${LEAD}?filters[utm_campaign][$eq]=${campaign}`, { headers });
  expect((await left.json()).results.map((l: { name: string }) => l.name).sort()).toEqual(['=1+1', 'रवि कुमार']);
});

test('an invalid phone is refused in the dialog, and other types have no lead tools', async ({ page }) => {
  await signIn(page);
  await page.goto(leadList('page=1&pageSize=10'));
  await page.getByRole('button', { name: 'Erase a person…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase a person’s leads' });
  await dialog.getByLabel('Email or phone').fill('12345');
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(dialog.getByText('phone must be a phone number of at least 10 digits.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${cms.url}/admin/content-manager/collection-types/api::plan.plan?page=1&pageSize=10`);
  await expect(page.getByRole('heading', { name: 'Plan' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase a person…' })).toHaveCount(0);
});
