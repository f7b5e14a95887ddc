/**
 * My Account and the admin screens when the service is down: the real site server over the
 * product's live release, its CMS a port nothing listens on (the origin answers /api with 503).
 * A signed-in subscriber's stocks and an administrator's users list say "temporarily
 * unavailable", not a proxy's words, axios's 'Network Error' or a refusal.
 */
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from '@playwright/test';
import { APP_ROUTES, CALL_FAILURE_TEXTS, type SessionUser } from 'contracts';
import { createSiteServer, currentRelease } from 'origin-server';

let server: ReturnType<typeof createSiteServer>;
let base: string;

test.beforeAll(async () => {
  const release = currentRelease(process.env.E2E_DATA_DIR!);
  expect(release).not.toBeNull();
  server = createSiteServer({
    cmsUrl: 'http://127.0.0.1:9',
    rebuildSecret: 'unused',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

/** A session as the app stores it after a login (the token is never checked: no CMS answers). */
async function signedIn(page: Page, admin: boolean) {
  const user: SessionUser = { id: 7, first_name: 'Asha', email: 'asha@example.com', phone: '9876543210', admin: admin ? 1 : 0 };
  await page.addInitScript((u) => {
    localStorage.setItem('accesstoken', 'Bearer not-checked');
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('name', u.first_name);
  }, user);
}

for (const [who, path, admin, call] of [
  ['a subscriber: My Account’s stocks', APP_ROUTES.myAccount, false, '/api/GWSUsers/getuserstock'],
  ['an administrator: the users list', APP_ROUTES.adminUsers, true, '/api/GWSUsers'],
] as const) {
  test(`${who} with the CMS down: "temporarily unavailable"`, async ({ page }) => {
    await signedIn(page, admin);
    const answer = page.waitForResponse((r) => r.url().includes(call));
    await page.goto(`${base}${path}`);
    expect((await answer).status()).toBe(503);
    await expect(page.getByTestId('toast').first()).toHaveText(CALL_FAILURE_TEXTS.unavailable);
  });
}
