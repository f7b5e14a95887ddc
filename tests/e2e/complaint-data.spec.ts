/**
 * The investor-complaints page: the latest published month of complaint data in
 * Annexure B's format, with the date it was published, figures as numbers (never dashes), the
 * notes; earlier published months in an archive that opens. Built from the seed's example months.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { GRAND_TOTAL, complaintMonthEnding, complaintMonthLabel } from 'contracts';

interface SeedMonth {
  month: string;
  impersonation: number;
  monthlyRows: Array<{ source: string; pendingLastMonth: number; received: number; resolved: number; totalPending: number }>;
}
const months: SeedMonth[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'content-seed', 'data', 'complaint-data.json'), 'utf8'),
).sort((a: SeedMonth, b: SeedMonth) => b.month.localeCompare(a.month));
const [latest, ...earlier] = months;

test('the latest month, its publication date, its figures and notes; the earlier months archived; no dashes', async ({ page }) => {
  const res = await page.goto('/investor-complaints');
  expect(res?.status()).toBe(200);
  const section = page.locator('#complaint-data');
  await expect(section.getByRole('heading', { name: `Data for the month ending - ${complaintMonthEnding(latest.month)}` })).toBeVisible();
  await expect(section.getByText(/^Published on \d{1,2} [A-Z][a-z]+ \d{4}$/).first()).toBeVisible();

  const table = section.getByRole('region', { name: /in the month ending/ }).first();
  const total = latest.monthlyRows.find((r) => r.source === GRAND_TOTAL)!;
  const totalRow = table.locator('tr', { has: page.getByRole('rowheader', { name: GRAND_TOTAL }) });
  await expect(totalRow.locator('td').nth(1)).toHaveText(String(total.pendingLastMonth));
  await expect(totalRow.locator('td').nth(2)).toHaveText(String(total.received));
  await expect(totalRow.locator('td').nth(4)).toHaveText(String(total.totalPending));
  await expect(
    section.getByText(
      `Number of complaints received during month against the RA due to impersonation by some other entity: ${latest.impersonation}`,
    ),
  ).toBeVisible();
  await expect(section.getByText('Trend of monthly disposal of complaints').first()).toBeVisible();
  await expect(section.getByText('Trend of annual disposal of complaints').first()).toBeVisible();
  await expect(section.getByText('* Should include complaints of previous years.').first()).toBeVisible();
  await expect(section.getByText(/^\^ Average Resolution time is the sum total/).first()).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'April, 2025' }).first()).toBeVisible();

  // Every figure is a number.
  const cells = await section.locator('td:not(:first-child)').allTextContents();
  expect(cells.length).toBeGreaterThan(20);
  for (const cell of cells) expect(cell).toMatch(/^\d+(\.\d+)?$/);

  // The archive: each earlier month, closed until opened.
  for (const m of earlier) {
    const item = section.locator(`details[data-complaint-month="${m.month}"]`);
    await expect(item.locator('summary')).toContainText(complaintMonthLabel(m.month).replace(',', ''));
    await expect(item.getByRole('heading', { name: 'Trend of monthly disposal of complaints' })).toBeHidden();
    await item.locator('summary').click();
    await expect(item.getByRole('heading', { name: 'Trend of monthly disposal of complaints' })).toBeVisible();
    const archivedTotal = m.monthlyRows.find((r) => r.source === GRAND_TOTAL)!;
    const row = item.locator('tr', { has: page.getByRole('rowheader', { name: GRAND_TOTAL }) }).first();
    await expect(row.locator('td').nth(2)).toHaveText(String(archivedTotal.received));
  }
  expect(earlier.length).toBeGreaterThan(0);

  // Phones: with the archive open, nothing is wider than the viewport (the tables scroll inside).
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
