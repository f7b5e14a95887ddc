import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedPages } from '../lib/seed';
import { waitForHydration } from '../lib/site';

// Every public page, at phone and desktop widths: no serious or critical axe violations, on the
// page as React hydrated it. One tab per width, each page a full navigation in it, as a visitor
// with nothing stored: a new browser context per page cost about a third of a second.
for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // A context of its own: axe opens a page beside this one for its report.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await page.context().close();
    });
    test.afterEach(async () => {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
    });

    for (const p of seedPages()) {
      test(p.path, async () => {
        await page.goto(p.path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          ),
        ).toEqual([]);
      });
    }
  });
}
