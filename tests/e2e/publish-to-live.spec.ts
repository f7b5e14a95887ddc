import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';

const UID = 'api::testimonial.testimonial';

/**
 * An editor changes a testimonial in the CMS (through the admin API the panel itself uses) and
 * publishes it: the static home page shows it after the automatic rebuild, with its line break
 * and without interpreting HTML.
 */
test('edit a testimonial in the CMS, publish → the static page shows it after the rebuild', async ({ page }) => {
  test.setTimeout(300_000);
  const cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };

  const list = await cms.get(`/content-manager/collection-types/${UID}?page=1&pageSize=1&sort=position:ASC`, { headers });
  expect(list.ok()).toBeTruthy();
  const first = (await list.json()).results[0];
  const stamp = Date.now();
  const description = `Edited by the publish test ${stamp}.\n<img src=x onerror="window.__xss=1">Second line`;

  const updated = await cms.put(`/content-manager/collection-types/${UID}/${first.documentId}`, { headers, data: { ...first, description } });
  expect(updated.ok()).toBeTruthy();

  // The footer's links are content too: the editor adds the MITC page without a deploy.
  const NAV = '/content-manager/single-types/api::navigation.navigation';
  const nav = (await (await cms.get(NAV, { headers })).json()).data;
  const strip = (links: any[]) => links.map(({ label, href }) => ({ label, href }));
  const navSaved = await cms.put(NAV, { headers, data: { footerTitle: nav.footerTitle, headerLinks: strip(nav.headerLinks), footerLinks: [...strip(nav.footerLinks), { label: 'MITC', href: '/mitc' }] } });
  expect(navSaved.ok(), await navSaved.text()).toBeTruthy();
  expect((await cms.post(`${NAV}/actions/publish`, { headers, data: {} })).ok()).toBeTruthy();
  // The release id is for holders of the rebuild secret only.
  const secret = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')).SITE_REBUILD_SECRET;
  const status = async () => (await page.request.get('/__status', { headers: { 'x-rebuild-secret': secret } })).json();
  const before = await status();
  const published = await cms.post(`/content-manager/collection-types/${UID}/${first.documentId}/actions/publish`, { headers, data: {} });
  expect(published.ok()).toBeTruthy();

  // The server switches to the new build when it is done.
  await expect.poll(async () => (await status()).release, { timeout: 240_000, intervals: [2000] }).not.toBe(before.release);
  await page.goto('/');
  const quote = page.getByText(`Edited by the publish test ${stamp}.`);
  await expect(quote).toBeVisible();
  const card = quote.locator('xpath=ancestor-or-self::*[self::blockquote or self::figure or self::p][1]');
  await expect(card).toContainText('<img src=x onerror="window.__xss=1">Second line');
  expect(await card.locator('br').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  await expect.poll(async () => { await page.reload(); return page.locator('footer a[href="/mitc"]').count(); }, { timeout: 240_000, intervals: [3000] }).toBe(1);
  await expect(page.locator('footer a[href="/mitc"]')).toHaveText('MITC');
});
