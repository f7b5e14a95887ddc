/**
 * The advertisement code on the site: a page whose claims the CMS flagged and
 * compliance has not verified (the seed's landing pages and home) shows the claims disclaimer
 * before any claim; a page without claims (the legal pages) does not. It fits a 320 px phone.
 */
import { test, expect } from '@playwright/test';
import { CLAIMS_DISCLAIMER } from 'contracts';

test('a page with unverified claims shows the claims disclaimer before its claims; a page without claims does not', async ({ page }) => {
  for (const path of ['/', '/returns', '/offer', '/landing-dark']) {
    await page.goto(path);
    const note = page.getByTestId('claims-disclaimer');
    await expect(note, path).toHaveText(CLAIMS_DISCLAIMER);
    const noteTop = (await note.boundingBox())!.y;
    const headingTop = (await page.locator('h1').first().boundingBox())!.y;
    expect(noteTop, `${path}: the disclaimer comes before the first claim`).toBeLessThan(headingTop);
  }
  for (const path of ['/disclaimer', '/terms-and-conditions', '/about', '/mandatory-disclosure']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByTestId('claims-disclaimer'), path).toHaveCount(0);
  }
});

test('the claims disclaimer fits a phone', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/returns');
    await expect(page.getByTestId('claims-disclaimer')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
