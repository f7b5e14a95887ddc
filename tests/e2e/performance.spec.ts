/**
 * The track record in Chromium: a subscriber whose call has closes sees My Account's Performance
 * section with the call's figures, the chart of the portfolio against the benchmark drawn by
 * ApexCharts, and SEBI's disclaimer word for word. The figures come from the API after sign-in:
 * the built static site holds none of them (a public page must never show past performance).
 * Closes are written in the product's SQLite database, as the API suites do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { addDays, PERFORMANCE_TEXTS } from 'contracts';
import { openHydrated } from '../lib/site';
import { newSubscriber, signIn } from '../lib/checkout';
import { entryDay, writeCloses, writeIndexCloses } from '../lib/prices';
import { productSql } from '../lib/sql';

/** A made-up ISIN of the right shape, new for each run. */
const ISIN = `INE${Date.now().toString(36).toUpperCase().slice(-6)}01${Date.now() % 10}`;
/** The worked example's annualised return: a figure no public page has any reason to print. */
const CAGR = '44.77';

test('My Account shows the calls’ performance, the chart and the disclaimer; the static site has none of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await (
    await request.post('/api/GWSUsers/login', { data: { email: 'admin@example.com', password: 'Admin-Passw0rd!' } })
  ).json();
  const auth = { Authorization: admin.id };
  const s = await newSubscriber(request);
  const plans = (await (await request.get('/api/Stocks/getplanslist')).json()) as { id: string; stocks: number }[];
  const plan = plans.reduce((a, b) => (b.stocks > a.stocks ? b : a));
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (
      await request.post('/api/Subscriptions/replaceOrCreate', {
        headers: auth,
        data: { type: plan.id, date: today, gWSUserId: s.user.id },
      })
    ).ok(),
  ).toBe(true);
  const stock = await (
    await request.post('/api/Stocks/', {
      headers: auth,
      data: { name: 'Omega Track Industries', code: ISIN, isin: ISIN, nseCode: 'OMEGAT', description: 'A call with a track record.' },
    })
  ).json();
  const e = entryDay(stock.createdAt);
  writeIndexCloses(productSql, [
    [e, 20000],
    [addDays(e, 100), 20500],
    [addDays(e, 200), 21000],
    [addDays(e, 400), 22000],
  ]);
  writeCloses(productSql, ISIN, [
    [e, 100],
    [addDays(e, 100), 110],
    [addDays(e, 200), 125],
    [addDays(e, 400), 150],
  ]);
  // An update recomputes the call's figures from the closes now there.
  const update = await request.post('/api/Updates', {
    headers: auth,
    data: { type: 'Hold', description: 'Hold.', report_link: '', stockId: stock.id },
  });
  expect(update.ok(), await update.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await (
          await request.post('/api/GWSUsers/performance', { headers: { Authorization: s.token }, data: { id: s.user.id } })
        ).json();
        // Other suites' calls published today are in the same plan's window: this one by its id.
        return answer.calls?.find((c: { stockId: number }) => c.stockId === stock.id)?.cagrPct;
      },
      { timeout: 30_000 },
    )
    .toBe(CAGR);

  await signIn(page, s);
  await openHydrated(page, '/myaccount');
  const section = page.getByTestId('performance');
  await expect(section.getByRole('heading', { name: 'Performance' })).toBeVisible();
  const row = section.getByRole('row', { name: /Omega Track Industries/ });
  await expect(row).toContainText('50.00 %');
  // The benchmark's return is shown too (its figure depends on the index closes other suites wrote).
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^-?\d+\.\d\d %$/);
  await expect(row).toContainText(`${CAGR} %`);
  await expect(row).toContainText('Open');
  // ApexCharts drew the portfolio and the benchmark.
  const chart = section.getByRole('img', { name: PERFORMANCE_TEXTS.chartLabel('Nifty 50') });
  await expect(chart.locator('svg .apexcharts-series').first()).toBeVisible();
  await expect(chart.locator('.apexcharts-legend')).toContainText('Portfolio');
  await expect(section.getByTestId('performance-disclaimer')).toContainText(PERFORMANCE_TEXTS.disclaimer);
  await expect(section.getByTestId('performance-disclaimer')).toContainText('dividends are not included');

  // The static site, as released: none of its files holds the figures or the call.
  const live = fs.realpathSync(path.join(process.env.E2E_DATA_DIR!, 'site', 'live'));
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((f) => (f.isDirectory() ? files(path.join(dir, f.name)) : [path.join(dir, f.name)]));
  const texts = files(live).filter((f) => /\.(html|js|json|txt|xml)$/.test(f));
  expect(texts.length).toBeGreaterThan(10);
  const found = texts.filter((f) => {
    const text = fs.readFileSync(f, 'utf8');
    return text.includes(ISIN) || text.includes('Omega Track Industries') || text.includes(`${CAGR} %`) || /\b44\.77\b/.test(text);
  });
  expect(found, 'the static build holds a call or its figures').toEqual([]);
});
