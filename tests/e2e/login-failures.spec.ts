/**
 * The login screen when the password is not the problem ('Incorrect Credentials' is kept for a
 * refused password, so nobody retypes a right one against a service that is down): the real CMS's login protection refusing an address after too many failures
 * (429), and the CMS out of reach behind the site server (503). Each says so in words; neither
 * says 'Incorrect Credentials' nor axios's 'Request failed with status code …'.
 */
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from '@playwright/test';
import { CALL_FAILURE_TEXTS } from 'contracts';
import { createSiteServer, currentRelease } from 'origin-server';
import { E2E_RATE_LIMIT_FACTOR } from '../lib/suites';

/**
 * Consecutive failed logins one address may have from one client before the CMS blocks the pair
 * for an hour (cms/src/api/gws-user/routes/01-gws-users.ts: 10, times the browser suites' factor).
 * The failures also count toward the client's daily budget (50 × the factor): this test spends a
 * fifth of it, the other suites a few.
 */
const FAILURES_BEFORE_BLOCK = 10 * E2E_RATE_LIMIT_FACTOR;

const toast = (page: Page) => page.getByTestId('toast');

async function login(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/GWSUsers/login'));
  await page.getByRole('button', { name: 'Login' }).click();
  return (await answer).status();
}

test('an address the CMS has blocked after too many failed logins: the server’s words, not "Incorrect Credentials"', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `locked.${Date.now()}@example.com`;
  // Ten at a time: each failure costs the CMS a password check.
  for (let sent = 0; sent < FAILURES_BEFORE_BLOCK; sent += 10) {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await request.post('/api/GWSUsers/login', { data: { email, password: 'wrong-password' } })).status(),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(401));
  }
  expect(await login(page, baseURL!, email, 'wrong-password')).toBe(429);
  await expect(toast(page)).toHaveText(/^Too many requests\. Please try again in \d+ seconds\.$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the CMS out of reach (the site server answers 503): "temporarily unavailable", not "Incorrect Credentials"', async ({ page }) => {
  const release = currentRelease(process.env.E2E_DATA_DIR!);
  expect(release).not.toBeNull();
  // The real site server over the product's live release, its CMS a port nothing listens on.
  const server = createSiteServer({
    cmsUrl: 'http://127.0.0.1:9',
    rebuildSecret: 'unused',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await login(page, base, 'someone@example.com', 'any-password')).toBe(503);
    await expect(toast(page)).toHaveText(CALL_FAILURE_TEXTS.unavailable);
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
