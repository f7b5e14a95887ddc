import { test, expect, Page } from '@playwright/test';
import { seedPages } from '../lib/seed';
import { openHydrated, waitForHydration } from '../lib/site';

const pages = seedPages();
const HEADER_LINKS = ['/', '/about', '/#services', '/#whyUs', '/pricing', '/faq', '/contact'];
const FOOTER_LINKS = [
  '/investor-charter',
  '/investor-complaints',
  '/mandatory-disclosure',
  '/grievance',
  '/terms-and-conditions',
  '/mitc',
  '/disclaimer',
  '/privacy-policy',
];
const RISK = 'Investment in securities market are subject to market risks. Read all the related documents carefully before investing.';

async function expectStandardChrome(page: Page) {
  const nav = page.locator('header nav, nav.navbar').first();
  for (const href of HEADER_LINKS) await expect(nav.locator(`a[href="${href}"]`).first()).toBeAttached();
  const footer = page.locator('footer');
  for (const href of FOOTER_LINKS) await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
}

test.describe('every public page renders its CMS content', () => {
  for (const p of pages) {
    test(`${p.path} (${p.layout})`, async ({ page }) => {
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      if (p.heroHeading) await expect(page.locator('h1')).toHaveText(p.heroHeading);
      await expect(page).toHaveTitle(new RegExp(p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p.path === '/' ? '/' : p.path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      if (p.layout === 'standard') {
        await expectStandardChrome(page);
      } else {
        // Bare landing layout: no site header links, no regulatory footer.
        await expect(page.locator('nav.navbar')).toHaveCount(0);
        await expect(page.locator('footer a[href="/investor-charter"]')).toHaveCount(0);
      }
    });
  }
});

test('pages that show returns carry the SEBI risk warning', async ({ page }) => {
  for (const path of ['/', '/pricing', '/returns']) {
    await page.goto(path);
    await expect(page.getByText(RISK).first()).toBeVisible();
  }
  await page.goto('/returns');
  await expect(page.getByText('The securities quoted are for illustration only and are not recommendatory.').first()).toBeVisible();
});

test('an unknown path shows Home', async ({ page }) => {
  const home = pages.find((p) => p.slug === 'home')!;
  const res = await page.goto('/no-such-page/at/all');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(home.heroHeading!);
  await expect(page).toHaveURL(/\/no-such-page\/at\/all$/);
});

test('a hash scrolls to its anchor; other navigation scrolls to the top', async ({ page }) => {
  await page.goto('/#whyUs');
  await expect(page.locator('#whyUs')).toBeInViewport();
  await page.goto('/faq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/disclaimer"]').click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('nav.navbar a[href="/#services"]').click();
  await expect(page.locator('#services')).toBeInViewport();
});

test('header account links follow the stored session after hydration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const slot = page.getByTestId('account-links');
  await expect(slot.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(slot.getByRole('link', { name: 'Sign up' })).toBeVisible();
  const box = await slot.boundingBox();

  await page.evaluate(() => {
    localStorage.setItem('accesstoken', 'x');
    localStorage.setItem('user', JSON.stringify({ id: 1, first_name: 'A', email: 'a@example.com', phone: '9999999999', admin: 0 }));
  });
  await page.reload();
  await expect(slot.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(slot.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(slot.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // The slot keeps its place: no layout shift when the links change.
  const after = await slot.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(1);

  await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ id: 1, first_name: 'A', email: 'a@example.com', admin: 999 })));
  await page.reload();
  await expect(slot.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('client-only routes have mount points and deep links work after the static build', async ({ page }) => {
  for (const [path, title] of [
    ['/login', 'Login'],
    ['/signup', 'Sign up'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?access_token=abc', 'Reset password'],
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveText(title);
  }
  // Signed-out deep links into the account area go to / (route guard).
  for (const path of ['/myaccount', '/admin/userlist']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  // Signed in as the administrator, every admin deep link renders its screen.
  const login = await (
    await page.request.post('/api/GWSUsers/login', { data: { email: 'admin@example.com', password: 'Admin-Passw0rd!' } })
  ).json();
  await page.evaluate(
    ({ token, id }) => {
      localStorage.setItem('accesstoken', token);
      localStorage.setItem('user', JSON.stringify({ id, first_name: 'Site', email: 'admin@example.com', phone: '', admin: 999 }));
    },
    { token: login.id, id: login.userId },
  );
  for (const [path, title] of [
    ['/myaccount', 'My Account'],
    ['/admin', 'Stocks List'],
    ['/admin/addnewstock', 'Add New Stock'],
    ['/admin/addnewuser', 'Add New User'],
    ['/admin/userlist', 'Users List'],
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveText(title);
  }
});

test('home: stock chart shows the % change of the chosen stock and loads ApexCharts only when scrolled to', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  const change = page.getByTestId('stock-change');
  await expect(change).toHaveText(/^[+-]\d+(\.\d)?%$/);
  expect(await page.locator('.apexcharts-canvas').count()).toBe(0);
  const first = await change.textContent();
  await change.scrollIntoViewIfNeeded();
  await expect(page.locator('.apexcharts-canvas').first()).toBeVisible();
  const buttons = page.getByRole('group', { name: 'Choose a sample stock' }).getByRole('button');
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(change).not.toHaveText(first!);
});

test('sitemap, robots.txt and favicon are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap-index\.xml$/m);
  const sitemap = await request.get('/sitemap-0.xml');
  expect(sitemap.ok()).toBeTruthy();
  const xml = await sitemap.text();
  expect(xml).toContain('/pricing');
  expect(xml).not.toContain('/admin');
  expect(xml).not.toContain('/home-fallback');
  const icon = await request.get('/favicon.ico');
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

test('pricing: a comparison table on wide screens, tabs under 600 px with 24 months selected', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing');
  await expect(page.locator('#pricing_section table')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Plans' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, '/pricing');
  await expect(page.locator('#pricing_section table')).toBeHidden();
  const tabs = page.getByRole('tablist', { name: 'Plans' });
  await expect(tabs).toBeVisible();
  const selected = tabs.getByRole('tab', { selected: true });
  await expect(selected).toContainText('24 months');
  await tabs.getByRole('tab', { name: /Starter/ }).click();
  await expect(tabs.getByRole('tab', { selected: true })).toContainText('12 months');
  await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText('₹45,000');
});

test('landing pages: the sticky header gets its class once the page scrolls past it', async ({ page }) => {
  await page.goto('/returns');
  await waitForHydration(page);
  const header = page.locator('header').first();
  await expect(header).not.toHaveClass(/is-sticky/);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(header).toHaveClass(/is-sticky/);
  await expect(header).toBeInViewport();
});
