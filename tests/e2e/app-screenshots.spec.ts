import path from 'node:path';
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { addDays, KYC_MESSAGES, KYC_TEXTS } from 'contracts';
import { todayInFirm } from 'cms';
import { expectNoDroppedClassInUse } from '../lib/purged-css';
import { writeCloses, writeIndexCloses } from '../lib/prices';
import { subscribeButton } from '../lib/checkout';
import { productSql } from '../lib/sql';

// Screenshots of every app screen at 320, 375 and 1280 px (tests/screenshots/app-*.png), with real
// data made through the API: the purchase flow's KYC step, a subscriber with a plan, a stock and
// its update (the admin's list and updates dialog with each one's alert delivery summary), Admin →
// Prices (and its refusal of a malformed bhavcopy at 320 px), and closes for one of the stocks (written
// in the product's SQLite database) so My Account shows its performance. On each, no class in
// use lost its styles to the build's unused-CSS purge, and the page is no wider than the viewport.
const OUT = path.resolve(__dirname, '..', 'screenshots');
const WIDTHS = [320, 375, 1280];

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/GWSUsers/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return res.json() as Promise<{ id: string; userId: number }>;
}

async function signInAs(page: Page, token: string, user: { id: number; first_name: string; email: string; phone: string; admin: number }) {
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('accesstoken', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
}

/** A dialog once its fade-in is over (a screenshot taken earlier shows it half transparent). */
async function dialogShown(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.modal.show')).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const DESKTOP = 1280;

/** The captions of the tables whose box scrolls sideways (a column hidden off to the right). */
const tablesScrollingSideways = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-responsive')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.querySelector('caption')?.textContent ?? box.querySelector('th')?.textContent ?? 'a table'),
  );

async function shoot(page: Page, url: string, name: string, ready: (p: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await ready(page);
    await page.screenshot({ path: path.join(OUT, `app-${name}-${width}.png`), fullPage: true });
    await expectNoDroppedClassInUse(page);
    // A page wider than its viewport scrolls sideways on a phone: a bug.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    // On a phone a wide table scrolls inside its own box; on a desktop every column is in view.
    if (width >= DESKTOP) expect(await tablesScrollingSideways(page), `${name}: tables scrolling sideways at ${width} px`).toEqual([]);
  }
}

test('screenshots of the app screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const h1 = (text: string) => async (p: Page) => {
    await expect(p.locator('h1')).toHaveText(text);
    await p.waitForLoadState('networkidle');
  };
  await shoot(page, '/login', 'login', h1('Login'));
  await shoot(page, '/signup', 'signup', h1('Sign up'));
  await shoot(page, '/forgot-password', 'forgot-password', h1('Forgot password'));
  await shoot(page, '/reset-password?access_token=x', 'reset-password', h1('Reset password'));

  const admin = await apiLogin(request, 'admin@example.com', 'Admin-Passw0rd!');
  const auth = { Authorization: admin.id };
  const email = `shots.${Date.now()}@example.com`;
  const user = await (
    await request.post('/api/GWSUsers', {
      data: { first_name: 'Priya', last_name: 'Sharma', email, phone: '9812345678', password: 'Screens-Passw0rd' },
    })
  ).json();
  const free = await apiLogin(request, email, 'Screens-Passw0rd');
  await signInAs(page, free.id, { id: user.id, first_name: 'Priya', email, phone: '9812345678', admin: 0 });
  await shoot(page, '/myaccount', 'myaccount-no-plan', async (p) => {
    await expect(p.getByRole('heading', { name: 'Start your Investment journey' })).toBeVisible();
  });

  // Subscribe without KYC: the purchase flow's KYC step, with the messages of an empty form.
  await shoot(page, '/pricing', 'kyc-step', async (p) => {
    await expect(p.getByTestId('account-links')).not.toHaveClass(/pending/);
    await subscribeButton(p, 12).click();
    // The dialog faded in; the Subscribe button's spinner behind it runs as long as the dialog is open.
    await expect(p.locator('.modal.show')).toBeVisible();
    await p.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await p.getByRole('dialog').getByRole('button', { name: KYC_TEXTS.saveAndContinue }).click();
    await expect(p.getByRole('dialog').getByText(KYC_MESSAGES.panRequired)).toBeVisible();
  });

  const plans = await (await request.get('/api/Stocks/getplanslist')).json();
  await request.post('/api/Subscriptions/replaceOrCreate', {
    headers: auth,
    data: { type: plans[2].id, date: new Date().toISOString().slice(0, 10), gWSUserId: user.id },
  });
  await shoot(page, '/myaccount', 'myaccount-no-stocks-yet', async (p) => {
    await expect(p.getByTestId('remaining')).toBeVisible();
  });
  // Lambda's closes and the index's, from today (its entry) on: its call gets figures when it is published.
  const today = todayInFirm();
  const track: [number, number, number][] = [
    [0, 420, 21000],
    [1, 420, 21000],
    [14, 436, 21150],
    [28, 449, 21080],
    [42, 441, 21320],
    [56, 468, 21410],
    [70, 482, 21390],
  ];
  writeCloses(
    productSql,
    'INE000L01019',
    track.map(([d, c]) => [addDays(today, d), c]),
  );
  writeIndexCloses(
    productSql,
    track.map(([d, , i]) => [addDays(today, d), i]),
  );
  for (const [name, code, nse] of [
    ['Lambda Fine Chemicals', 'INE000L01019', 'LAMBDA'],
    ['Mu Precision Tools', 'INE000M01017', 'MUPT'],
  ]) {
    const stock = await (
      await request.post('/api/Stocks/', {
        headers: auth,
        data: {
          name,
          code,
          nseCode: nse,
          bseCode: '543210',
          description: 'A niche leader with a strong balance sheet and a long runway for growth.',
          reportLink: 'https://reports.example.com/report.pdf',
        },
      })
    ).json();
    await request.post('/api/Updates', {
      headers: auth,
      data: {
        type: 'Buy',
        description: 'Accumulate between ₹400 and ₹450.',
        report_link: 'https://reports.example.com/u1.pdf',
        stockId: stock.id,
      },
    });
    await request.post('/api/Updates', {
      headers: auth,
      data: { type: 'Sell', description: 'Book partial profits above ₹900.', report_link: '', stockId: stock.id },
    });
  }
  await expect
    .poll(async () => {
      const answer = await (
        await request.post('/api/GWSUsers/performance', { headers: { Authorization: free.id }, data: { id: user.id } })
      ).json();
      return answer.portfolio?.series?.length ?? 0;
    })
    .toBeGreaterThan(1);
  await shoot(page, '/myaccount', 'myaccount-stocks', async (p) => {
    await expect(p.getByRole('article').first()).toBeVisible();
    // The performance chart drawn (its own chunk, loaded after the figures).
    await expect(p.getByTestId('performance').locator('svg .apexcharts-series').first()).toBeVisible();
  });
  await page.getByRole('button', { name: /Updates for Lambda Fine Chemicals/ }).click();
  await dialogShown(page);
  await page.screenshot({ path: path.join(OUT, 'app-myaccount-updates-1280.png') });
  await expectNoDroppedClassInUse(page);

  await signInAs(page, admin.id, { id: admin.userId, first_name: 'Site', email: 'admin@example.com', phone: '', admin: 999 });
  // Each call with its alerts' delivery summary and its CSV export (the summaries come with the list).
  const summaryOf = (p: Page, name: string) => p.getByRole('row').filter({ hasText: name }).getByTestId('delivery-summary');
  await shoot(page, '/admin', 'admin-stocks', async (p) => {
    await h1('Stocks List')(p);
    await expect(summaryOf(p, 'Lambda Fine Chemicals').first()).toHaveText(/^(Sent to|Sending:) \d+ of \d+/);
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await page
      .getByRole('button', { name: /View updates for Lambda Fine Chemicals/ })
      .first()
      .click();
    await dialogShown(page);
    await expect(page.getByRole('dialog').getByTestId('delivery-summary').first()).toHaveText(/^(Sent to|Sending:) \d+ of \d+/);
    await page.screenshot({ path: path.join(OUT, `app-admin-updates-${width}.png`), fullPage: true });
    await expectNoDroppedClassInUse(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `admin updates at ${width} px`).toBeLessThanOrEqual(width);
  }
  await shoot(page, '/admin/addnewstock', 'admin-addnewstock', h1('Add New Stock'));
  await shoot(page, '/admin/addnewuser', 'admin-addnewuser', h1('Add New User'));
  await shoot(page, '/admin/userlist', 'admin-userlist', h1('Users List'));
  await page
    .getByRole('button', { name: /Edit subscription of Priya Sharma/ })
    .first()
    .click();
  await dialogShown(page);
  await page.screenshot({ path: path.join(OUT, 'app-admin-edit-subscription-1280.png') });
  await expectNoDroppedClassInUse(page);
  await page.keyboard.press('Escape');
  await shoot(page, '/admin/performance', 'admin-performance', async (p) => {
    await expect(p.locator('h1')).toHaveText('Performance');
    await expect(p.locator('svg .apexcharts-series').first()).toBeVisible();
  });
  await shoot(page, '/admin/prices', 'admin-prices', async (p) => {
    await h1('Prices')(p);
    // The imported days (the closes written above, NSE's) and the indices, under the forms.
    await expect(
      p
        .getByRole('table', { name: /^Closes per trading day/ })
        .getByText('Missing')
        .first(),
    ).toBeVisible();
    await expect(p.getByRole('table', { name: 'Indices with closes, by name' }).getByRole('rowheader').first()).toBeVisible();
  });
  // The refusal as the narrowest phone shows it (a long message under the file input).
  await page.setViewportSize({ width: 320, height: 900 });
  const bhavcopy = page.getByRole('region', { name: 'Bhavcopy' });
  await bhavcopy.getByLabel('Bhavcopy file').setInputFiles(path.resolve(__dirname, '..', 'fixtures', 'prices', 'nse-legacy-malformed.csv'));
  await bhavcopy.getByRole('button', { name: 'Import' }).click();
  await expect(bhavcopy.getByRole('alert')).toHaveText('Line 4: CLOSE is not a number.');
  await page.screenshot({ path: path.join(OUT, 'app-admin-prices-refused-320.png'), fullPage: true });
  await expectNoDroppedClassInUse(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'admin prices refused at 320 px').toBeLessThanOrEqual(320);
  // The imported days fit the narrowest phone without a sideways scroll of their own (it scrolls down, in its box).
  const days = page.getByRole('region', { name: /^Closes per trading day/ });
  expect(await days.evaluate((box) => box.scrollWidth - box.clientWidth), 'imported days scrolling sideways at 320 px').toBeLessThanOrEqual(
    1,
  );
});
