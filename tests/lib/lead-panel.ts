/**
 * The lead suites' view of the product (tests/e2e): the CMS panel as an editor reads leads there,
 * signed in once per spec file, with the version of the consent notice the seeded site renders;
 * a landing opened from a known referrer; the toasts.
 */
import { test, type Locator, type Page } from '@playwright/test';
import { openPanel, type Panel } from './panel';
import { waitForHydration } from './site';

export interface LeadPanel {
  /** The records of a collection (its Content Manager path) whose `field` is `value`, as an editor filters them. */
  recordsOf(collection: string, field: string, value: string): Promise<any[]>;
  /** The consent notice's version as the site shows it. */
  consent(): string;
}

/** The CMS panel (tests/lib/panel.ts), signed in before the file's tests and out after them. */
export function leadPanel(): LeadPanel {
  let panel: Panel;
  test.beforeAll(async () => {
    panel = await openPanel();
  });
  test.afterAll(async () => {
    await panel.dispose();
  });
  return {
    recordsOf: (collection, field, value) => panel.recordsOf(collection, field, value),
    consent: () => panel.consent,
  };
}

/** Opens a page as a visitor arriving from `referrer` and answers the form of that heading. */
export async function openForm(page: Page, url: string, heading: string, referrer: string): Promise<Locator> {
  await page.goto(url, { referer: referrer });
  await waitForHydration(page);
  return page.getByRole('form', { name: heading });
}

/** The toast (bottom right) showing a text. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
