/**
 * Phones: no page or app screen is wider than the viewport at 320, 375 and 414 px (a page that
 * scrolls sideways is a bug); wide tables scroll inside their own box instead.
 */
import { test, expect, Page } from '@playwright/test';
import { seedPages } from '../lib/seed';

const WIDTHS = [320, 375, 414];
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };
const PUBLIC_ROUTES = [...seedPages().map((p) => p.path), '/login', '/signup', '/forgot-password', '/reset-password?access_token=abc'];
const SIGNED_IN_ROUTES = ['/myaccount', '/admin', '/admin/userlist', '/admin/addnewstock', '/admin/addnewuser'];

/** The page's width, and the elements furthest past the viewport's edge (to name the culprit). */
async function overflow(page: Page, width: number) {
  return page.evaluate(
    (vw) => ({
      scrollWidth: document.documentElement.scrollWidth,
      culprits: [...document.querySelectorAll('body *')]
        .map((e) => ({ e, right: e.getBoundingClientRect().right }))
        .filter(({ right }) => right > vw + 0.5)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          ({ e, right }) =>
            `${e.tagName.toLowerCase()}.${String((e as HTMLElement).className).slice(0, 60)} (right ${Math.round(right)} px)`,
        ),
    }),
    width,
  );
}

async function expectFits(page: Page, width: number, route: string) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, culprits } = await overflow(page, width);
  expect(scrollWidth, `${route} at ${width} px is ${scrollWidth} px wide (${culprits.join(', ')})`).toBeLessThanOrEqual(width);
}

/** Loads each route once, then measures it at every width (the layout follows the viewport). */
async function expectAllFit(page: Page, route: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectFits(page, width, route);
  }
}

test.describe(`${WIDTHS.join(', ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 800 } });

  test('every public page and account screen fits the screen', async ({ page }) => {
    test.setTimeout(180_000);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expectAllFit(page, route);
    }
  });

  test('My Account and every admin screen fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/(myaccount|admin)/);
    for (const route of SIGNED_IN_ROUTES) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
      await expectAllFit(page, route);
    }
  });
});
