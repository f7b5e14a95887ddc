/** Signing in through the app's login form, as a visitor does; My Account is where it lands. */
import { expect, type Page } from '@playwright/test';

export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
}
