/**
 * Admin → Prices in Chromium, under the page's real Content-Security-Policy (the browser suite
 * serves the built site from its own origin server): an administrator uploads a small bhavcopy
 * through the form and reads the summary (format, day, rows and what became of them), then a
 * malformed file and reads the server's refusal naming the line, with the file marked invalid and
 * focused so another can be chosen. The upload goes through the app's own client (multipart, with
 * progress), which only a real browser exercises end to end. Under the forms, the imported days:
 * a day's import shows in its row at once, and the list fits a 320 px phone with no serious or
 * critical axe violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { PriceDaysAnswer } from 'contracts';
import { APP_ROUTES } from 'contracts';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

/** An NSE fixture (the 13-column one unless named) with ISINs of this run's own (a retry or another suite's closes never make it "unchanged"). */
function ownBhavcopy(fixture = 'nse-legacy-2024-07-05.csv'): string {
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  let n = 0;
  return fs
    .readFileSync(path.join(FIXTURES, fixture), 'utf8')
    .replace(/INE\w{8}\d/g, () => `INE${stamp}0${(n++ % 10).toString()}${n % 10}`);
}

async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // An administrator lands on My Account, with the Admin link in the header.
  await expect(page.getByTestId('account-links').getByRole('link', { name: 'Admin' })).toBeVisible();
}

test('an administrator imports a bhavcopy and sees the summary; a malformed file is refused naming its line', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  await loginAsAdmin(page);
  await page.goto(APP_ROUTES.adminPrices);
  await expect(page.locator('h1')).toHaveText('Prices');

  const form = page.getByRole('region', { name: 'Bhavcopy' });
  const file = form.getByLabel('Bhavcopy file');
  await file.setInputFiles({ name: 'cm05JUL2024bhav.csv', mimeType: 'text/csv', buffer: Buffer.from(ownBhavcopy()) });
  await form.getByRole('button', { name: 'Import' }).click();
  // Four rows read: three shares kept, all new; the government security skipped.
  await expect(form.getByRole('status')).toHaveText('NSE (13 columns) · 05 Jul 2024 · 4 rows: 3 new, 1 skipped (not shares)');
  await expect(form.getByRole('alert')).toBeEmpty();

  await file.setInputFiles(path.join(FIXTURES, 'nse-legacy-malformed.csv'));
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('alert')).toHaveText('Line 4: CLOSE is not a number.');
  await expect(form.getByRole('status')).toBeEmpty();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toBeFocused();

  // A file of another kind is refused before anything is sent.
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(form.getByRole('alert')).toHaveText('Choose a .csv file, or a .zip holding one.');

  expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
});

test("the imported days: an import shows in its day's row at once; the list fits 320 px and passes axe", async ({ page }) => {
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 320, height: 900 });
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Prices/days' && r.ok());
  await page.goto(APP_ROUTES.adminPrices);
  // The window's last day: the latest trading day whose bhavcopy is out.
  const { to } = (await (await listed).json()) as PriceDaysAnswer;
  const days = page.getByRole('region', { name: 'Imported days' });
  const table = days.getByRole('table', { name: /^Closes per trading day/ });
  const latest = table.getByRole('row').nth(1);
  // The newest row is that day ("Mon 07 Dec 2026" for 2026-12-07).
  await expect(latest.getByRole('rowheader')).toContainText(new RegExp(`${to.slice(8, 10)} \\w+ ${to.slice(0, 4)}$`));
  // What NSE had that day before (other specs of the run may have written closes on it).
  const nse = latest.getByRole('cell').first();
  const before = (await nse.textContent()) ?? '';
  const had = before === 'Missing' ? 0 : Number(before.replace(/,/g, ''));

  // That day's NSE UDiFF (its day in the rows, none in the name): three shares more.
  const form = page.getByRole('region', { name: 'Bhavcopy' });
  const udiff = ownBhavcopy('nse-udiff-2024-07-05.csv').replaceAll('2024-07-05', to);
  await form.getByLabel('Bhavcopy file').setInputFiles({ name: 'bhavcopy.csv', mimeType: 'text/csv', buffer: Buffer.from(udiff) });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('status')).toContainText('3 new');
  await expect(nse).toHaveText(String(had + 3));

  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Admin → Prices at 320 px').toBeLessThanOrEqual(320);
  const box = days.getByRole('region', { name: /^Closes per trading day/ });
  expect(await box.evaluate((b) => b.scrollWidth - b.clientWidth), 'the imported days scrolling sideways at 320 px').toBeLessThanOrEqual(1);
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="imported-days-title"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
