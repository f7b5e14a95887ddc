/**
 * SEBI requires every page and advertisement of a research analyst to show its registration, the
 * standard warning and the ways to escalate a complaint (SCORES 2.0, then SMART ODR). Every page the
 * seed creates (the standard ones and the bare landing pages) and every public screen of the app is
 * visited: each shows the registration number that Site settings holds in the CMS, the warning as
 * contracts words it, and live links to the two portals. Seed texts name the identity as {field}
 * placeholders: none may reach a page unfilled.
 */
import { test, expect, request as pwRequest } from '@playwright/test';
import { IDENTITY_PLACEHOLDERS, STANDARD_WARNING } from 'contracts';
import { seedPages } from '../lib/seed';

const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
const APP_ROUTES = ['/login', '/signup', '/forgot-password'];
const ROUTES = [...seedPages().map((p) => p.path), ...APP_ROUTES];
const UNFILLED = new RegExp(`\\{(${IDENTITY_PLACEHOLDERS.join('|')})\\}`);

/** Site settings as the CMS holds them (published), read through the panel's own API. */
let settings: Record<string, any>;
test.beforeAll(async () => {
  const cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const res = await cms.get(`${SETTINGS}?status=published`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  settings = (await res.json()).data;
  await cms.dispose();
  // What the site must show comes from the CMS; the seed must have filled it.
  for (const field of ['sebiRegistrationNumber', 'scoresUrl', 'smartOdrUrl', 'principalOfficerName', 'cin'])
    expect(settings[field], `Site settings' ${field}`).toBeTruthy();
});

test.describe('every page shows the registration, the standard warning and the redress links', () => {
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      const identity = page.locator('[data-regulatory-identity]');
      await expect(identity).toHaveCount(1);
      await expect(identity).toBeVisible();
      await expect(identity.locator('[data-registration-number]')).toHaveText(settings.sebiRegistrationNumber);
      await expect(identity.locator('[data-standard-warning]')).toHaveText(STANDARD_WARNING);
      await expect(identity.getByRole('link', { name: 'SCORES 2.0' })).toHaveAttribute('href', settings.scoresUrl);
      await expect(identity.getByRole('link', { name: 'SMART ODR' })).toHaveAttribute('href', settings.smartOdrUrl);
      expect(await page.locator('body').innerText()).not.toMatch(UNFILLED);
      // Neither the page's title nor its description shows a placeholder.
      expect(await page.title()).not.toMatch(UNFILLED);
      if (!APP_ROUTES.includes(route)) await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', UNFILLED);
    });
  }
});

test('the mandatory disclosure and the grievance page show the identity from Site settings', async ({ page }) => {
  await page.goto('/mandatory-disclosure');
  const registration = page.locator('#registration');
  for (const field of [
    'registeredName',
    'registrationType',
    'sebiRegistrationNumber',
    'bseEnlistmentNumber',
    'cin',
    'registeredAddress',
    'principalOfficerName',
    'principalOfficerEmail',
    'complianceOfficerName',
    'grievanceOfficerName',
    'sebiOfficeAddress',
  ])
    await expect(registration, field).toContainText(settings[field]);
  await expect(page.locator('#standard-warning')).toContainText(STANDARD_WARNING);

  // The escalation matrix names the officers of Site settings, and its phone links dial them.
  await page.goto('/grievance');
  const matrix = page.locator('table').first();
  for (const officer of ['complianceOfficer', 'principalOfficer', 'grievanceOfficer']) {
    const row = matrix.locator('tr', { hasText: settings[`${officer}Name`] });
    await expect(row, officer).toHaveCount(1);
    await expect(row.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${settings[`${officer}Phone`].replace(/[^\d+]/g, '')}`);
  }
  await expect(page.locator('body')).not.toContainText('business days');

  // The investor charter links the portals of Site settings.
  await page.goto('/investor-charter');
  await expect(page.locator('#grievance-redressal a', { hasText: settings.scoresUrl })).toHaveAttribute('href', settings.scoresUrl);
  await expect(page.locator('#grievance-redressal a', { hasText: settings.smartOdrUrl })).toHaveAttribute('href', settings.smartOdrUrl);
  await expect(page.locator('#grievance-redressal')).toContainText('21 calendar days');
});
