/**
 * The lead suites' view of the product (tests/e2e): the CMS panel as an editor reads leads there,
 * signed in once per spec file, with the version of the consent notice the seeded site renders;
 * a landing opened from a known referrer; the toasts.
 */
import { test, expect, request as pwRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { consentVersion } from 'contracts';

const LEAD_FORMS = '/content-manager/single-types/api::lead-form.lead-form';

export interface LeadPanel {
  /** The records of a collection (its Content Manager path) whose `field` is `value`, as an editor filters them. */
  recordsOf(collection: string, field: string, value: string): Promise<any[]>;
  /** The consent notice's version as the site shows it. */
  consent(): string;
}

/** Signs in to the CMS panel before the file's tests, signs out after. */
export function leadPanel(): LeadPanel {
  let cms: APIRequestContext;
  let headers: Record<string, string>;
  let consent: string;
  test.beforeAll(async () => {
    cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
    const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
    expect(login.ok()).toBeTruthy();
    headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
    consent = consentVersion((await (await cms.get(LEAD_FORMS, { headers })).json()).data.consentText);
  });
  test.afterAll(async () => {
    await cms.dispose();
  });
  return {
    async recordsOf(collection, field, value) {
      const res = await cms.get(`${collection}?page=1&pageSize=50&filters[${field}][$eq]=${encodeURIComponent(value)}`, { headers });
      expect(res.ok(), await res.text()).toBeTruthy();
      return (await res.json()).results;
    },
    consent: () => consent,
  };
}

/** Opens a page as a visitor arriving from `referrer` and answers the form of that heading. */
export async function openForm(page: Page, url: string, heading: string, referrer: string): Promise<Locator> {
  await page.goto(url, { referer: referrer });
  await page.waitForLoadState('networkidle');
  return page.getByRole('form', { name: heading });
}

/** The toast (bottom right) showing a text. */
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
