import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedPages } from '../lib/seed';

// Every public page, at phone and desktop widths: no serious or critical axe violations.
for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    for (const p of seedPages()) {
      test(p.path, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(p.path);
        await page.waitForLoadState('networkidle');
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
