/**
 * The landing variants' plans: each plan's Buy now opens its hosted payment link from the
 * CMS in a new tab; the pricing page's plans use the site's own checkout instead (Subscribe).
 */
import { test, expect } from '@playwright/test';
import seedPlans from 'content-seed/data/plan.json';

interface SeedPlan {
  name: string;
  audience: string;
  paymentLink?: string | null;
}
const landingPlans = (seedPlans as SeedPlan[]).filter((p) => p.audience === 'landing' && p.paymentLink);

for (const slug of ['offer', 'starter']) {
  test(`/${slug}: each plan's Buy now is its payment link from the CMS, opening in a new tab`, async ({ page }) => {
    await page.goto(`/${slug}/`);
    const buy = page.getByRole('link', { name: /^Buy now/ });
    await expect(buy.first()).toBeVisible();
    expect(landingPlans.length).toBeGreaterThan(0);
    for (const plan of landingPlans) {
      const link = page.getByRole('link', { name: `Buy now: ${plan.name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', plan.paymentLink as string);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
  });
}

test('/pricing: plans are bought through the site (Subscribe), not a payment link', async ({ page }) => {
  await page.goto('/pricing/');
  await expect(page.getByRole('button', { name: /Subscribe/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy now/ })).toHaveCount(0);
});
