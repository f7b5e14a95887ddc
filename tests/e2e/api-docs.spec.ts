/**
 * The API's description for people: /api/docs through the site's origin (proxied to the CMS)
 * renders swagger-ui on /api/openapi.json in Chromium, under a policy with no inline script and no
 * eval, without a single CSP violation; an operation opens with its schemas.
 */
import { test, expect } from '@playwright/test';

test('/api/docs renders the description under its CSP, with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as any).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  await expect(page.locator('.swagger-ui .info .title')).toContainText('the API', { timeout: 30_000 });
  expect(await page.locator('.opblock-tag').count(), 'every tag listed (closed)').toBeGreaterThan(25);

  // A tag opened, then one of its operations: its request body's schema is shown.
  await page.locator('.opblock-tag[data-tag="GWSUsers"]').click();
  // swagger-ui breaks a path's text with zero-width spaces: its data-path attribute is the path.
  const login = page.locator('.opblock', { has: page.locator('.opblock-summary-path[data-path="/api/GWSUsers/login"]') });
  await expect(login).toBeVisible();
  await login.locator('.opblock-summary').click();
  await expect(login.locator('.opblock-section-request-body')).toBeVisible();
  await expect(login.locator('.opblock-section-request-body')).toContainText('email');

  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as any).__cspViolations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
