/**
 * Admin → Prices in Chromium, under the page's real Content-Security-Policy (the browser suite
 * serves the built site from its own origin server): an administrator uploads a small bhavcopy
 * through the form and reads the summary (format, day, rows and what became of them), then a
 * malformed file and reads the server's refusal naming the line, with the file marked invalid and
 * focused so another can be chosen. The upload goes through the app's own client (multipart, with
 * progress), which only a real browser exercises end to end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { APP_ROUTES } from 'contracts';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'prices');
const ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

/** The 13-column NSE fixture with ISINs of this run's own (a retry or another suite's closes never make it "unchanged"). */
function ownBhavcopy(): Buffer {
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  let n = 0;
  const text = fs
    .readFileSync(path.join(FIXTURES, 'nse-legacy-2024-07-05.csv'), 'utf8')
    .replace(/INE\w{8}\d/g, () => `INE${stamp}0${(n++ % 10).toString()}${n % 10}`);
  return Buffer.from(text);
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
  await file.setInputFiles({ name: 'cm05JUL2024bhav.csv', mimeType: 'text/csv', buffer: ownBhavcopy() });
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
