import { expect, Page } from '@playwright/test';

/**
 * Opens a page of the site with the header and waits until React has hydrated it: the header's
 * account links lose their pending state in the first effect, after hydration commits. A click
 * before that lands on the server-rendered HTML and does nothing (a tab that never switches, a
 * Subscribe button that never opens its dialog).
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('account-links')).not.toHaveClass(/pending/);
}
