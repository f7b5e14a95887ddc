/**
 * The panel's daily accounts in Chromium (cms/src/bootstrap/staff-accounts.ts, cms-role-specs.ts):
 * the Marketer the first start made signs in, finds the leads newest first, downloads them as CSV
 * and is offered no erasure, and opens the one Leads view of every form's entries (filtered, as CSV); the Compliance account opens a KYC record and reads its review state,
 * with no sealed field on the page. No guided tour in the way of either. Screenshots at 1280 and 375 px.
 */
import fs from 'node:fs';
import { test, expect, request as pwRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { todayInFirm } from 'cms';
import { bootCms, TestCms } from '../lib/cms';
import { sqlOn } from '../lib/sql';
import { newAccount, submitKyc } from '../api/helpers';

test.describe.configure({ mode: 'serial' });

const MARKETER = { email: 'marketing@example.com', password: 'Marketer-Passw0rd!' };
const COMPLIANCE = { email: 'compliance@example.com', password: 'Compliance-Passw0rd!' };
const campaign = `staff-${Date.now().toString(36)}`;

let cms: TestCms;
let api: APIRequestContext;
let pan: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cms = await bootCms({ env: { CMS_MARKETER_PASSWORD: MARKETER.password, CMS_COMPLIANCE_PASSWORD: COMPLIANCE.password } });
  api = await pwRequest.newContext({ baseURL: cms.url });
  for (const [name, email] of [
    ['Older Lead', `older-${campaign}@example.in`],
    ['Newer Lead', `newer-${campaign}@example.in`],
  ]) {
    const lead = {
      contactInfo: { name, level: 'New lead', email, mobile: '9876543210', otherQuery: '' },
      context: { utm_campaign: campaign },
    };
    const res = await api.post('/api/Messages/sendContactUsDetails', { data: lead });
    expect(res.status(), await res.text()).toBe(200);
  }
  const newsletter = {
    data: { type: 'free subscription', email: `news-${campaign}@example.in`, name: 'Newsletter Reader' },
    context: { utm_campaign: campaign },
  };
  const subscribed = await api.post('/api/Subscriptions/addusertomailchimp', { data: newsletter });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const grievance = {
    contactInfo: {
      name: 'Upset Client',
      level: null,
      email: `grv-${campaign}@example.in`,
      mobile: '9876543210',
      otherQuery: 'Grievance - late report',
    },
    context: { utm_campaign: campaign },
  };
  expect((await api.post('/api/Messages/sendContactUsDetails', { data: grievance })).status()).toBe(200);
  const client = await newAccount(api, 'staff-kyc');
  pan = (await submitKyc(api, client.token)).pan;
});

test.afterAll(async () => {
  await api?.dispose();
  await cms?.stop();
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/auth\/login/, { timeout: 30_000 });
}

test('the Marketer finds the leads newest first, downloads them as CSV, and is offered no erasure; no guided tour', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MARKETER);
  await page.goto(`${cms.url}/admin/content-manager/collection-types/api::lead.lead`);
  const rows = page.getByRole('row');
  await expect(page.getByRole('gridcell', { name: 'Newer Lead' })).toBeVisible({ timeout: 30_000 });
  const names = await rows.allInnerTexts();
  const newer = names.findIndex((t) => t.includes('Newer Lead'));
  const older = names.findIndex((t) => t.includes('Older Lead'));
  expect(newer, 'the newest lead is listed first').toBeLessThan(older);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase a person…' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('marketer-leads-1280.png') });

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Lead as CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`leads-${todayInFirm()}.csv`);
  const file = fs.readFileSync((await download.path())!, 'utf8');
  expect(file).toContain(`newer-${campaign}@example.in`);
  expect(file).toContain(`older-${campaign}@example.in`);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('marketer-leads-375.png') });
});

test("the Marketer opens Leads from the menu: every form's leads newest first, no grievance, filtered by campaign, as CSV", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MARKETER);
  // The home page's "Your work": the types by area, only those the Marketer may read.
  const work = page.getByRole('navigation', { name: 'Your work' });
  await expect(work.getByRole('heading', { name: 'Marketing' })).toBeVisible({ timeout: 30_000 });
  await expect(work.getByRole('link', { name: 'Testimonial' })).toBeVisible();
  await expect(work.getByRole('link', { name: 'Returns/WhatsApp lead' })).toBeVisible();
  for (const area of ['Compliance', 'Research', 'Operations']) await expect(work.getByRole('heading', { name: area })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('marketer-home-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Campaign' }).fill(campaign);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('3 leads from every lead form, newest first')).toBeVisible();
  const names = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(names).toEqual(['Newsletter Reader', 'Newer Lead', 'Older Lead']);
  await expect(page.locator('tbody').getByText('Newsletter subscriber', { exact: true })).toBeVisible();
  await expect(page.getByText('Upset Client')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('marketer-leads-view-1280.png'), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`leads-${todayInFirm()}.csv`);
  const file = fs.readFileSync((await download.path())!, 'utf8');
  expect(
    file
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split(',')[2]),
  ).toEqual(['Newsletter Reader', 'Newer Lead', 'Older Lead']);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('marketer-leads-view-375.png'), fullPage: true });
});

test("the Compliance account reads a KYC record's review state; the sealed fields are not on the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, COMPLIANCE);
  // "Your work" on the home page: the compliance records under their area, and the KYC records there.
  const work = page.getByRole('navigation', { name: 'Your work' });
  await expect(work.getByRole('heading', { name: 'Compliance' })).toBeVisible({ timeout: 30_000 });
  await work.getByRole('link', { name: 'KYC record' }).click();
  await expect(page).toHaveURL(/api::kyc\.kyc-record/);
  await expect(page.getByRole('gridcell', { name: 'self-declared' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('gridcell', { name: 'self-declared' }).click();
  // Its fields in plain words: the review state is a field of its own, not Strapi's draft/publish status.
  await expect(page.getByText(/^Review state\*?$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^PAN masked\*?$/)).toBeVisible();
  // Nothing sealed reaches the page: not the PAN, nor its ciphertext, lookup or the date of birth's.
  const html = await page.content();
  const sealed = sqlOn(cms, `SELECT pan_encrypted || '|' || pan_lookup || '|' || date_of_birth_encrypted FROM kyc_records`)
    .trim()
    .split(/[|\n]/);
  for (const value of [pan, ...sealed].filter(Boolean)) expect(html).not.toContain(value);
  await expect(page.getByText('kraAnswer')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('compliance-kyc-1280.png') });
});
