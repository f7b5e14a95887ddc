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

/**
 * Waits until React has hydrated the page Gatsby serves, whatever its layout: Gatsby's root marks
 * `onInitialClientRender` in its own first effect, which runs after every component's effects of
 * the hydrating render. The page's scripts load only after its first paint (site/server/scripts-after-paint.ts).
 * Rich text below the fold keeps its server HTML until it nears the viewport (site/src/lib/deferred-hydration.tsx):
 * the same text.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
}

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once none has been for
 * `quietMs`. For what a page loads after an action (a scroll that brings lazy charts into view):
 * Playwright's 'networkidle' state is reached once per navigation, and asked again it answers at once.
 */
export function watchRequests(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const started = () => {
    inFlight++;
    changed = Date.now();
  };
  const ended = () => {
    inFlight--;
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500) {
      try {
        await expect.poll(() => inFlight <= 0 && Date.now() - changed >= quietMs, { timeout: 15_000, intervals: [100] }).toBe(true);
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
