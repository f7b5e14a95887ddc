import path from 'node:path';
import { test, expect } from '@playwright/test';
import { seedPages } from '../lib/seed';
import { expectNoDroppedClassInUse } from '../lib/purged-css';

// Full-page screenshots of every public page at 320, 375 and 1280 px, for people to look at
// (tests/screenshots/). The assertions: the page rendered its heading, and no class it uses lost
// its styles to the build's unused-CSS purge.
const OUT = path.resolve(__dirname, '..', 'screenshots');

for (const p of seedPages()) {
  test(`screenshots of ${p.path}`, async ({ page }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(p.path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(OUT, `${p.slug}-${width}.png`), fullPage: true });
      await expectNoDroppedClassInUse(page);
    }
  });
}
