/**
 * The browser suites read what the forms stored as editors do: through the CMS panel's admin API,
 * signed in as the seeded editor (tests/lib/global-setup.ts), on the product's CMS (E2E_CMS_URL).
 */
import { expect, request as pwRequest, type APIRequestContext } from '@playwright/test';
import { consentVersion } from 'contracts';

const LEAD_FORMS = '/content-manager/single-types/api::lead-form.lead-form';

export interface Panel {
  api: APIRequestContext;
  headers: Record<string, string>;
  /** The version of the consent notice the site renders (Lead forms as published at sign-in). */
  consent: string;
  /** The records of a collection (a panel path, e.g. /content-manager/collection-types/api::lead.lead) whose `field` is `value`. */
  recordsOf(collection: string, field: string, value: string): Promise<any[]>;
  dispose(): Promise<void>;
}

export async function openPanel(): Promise<Panel> {
  const api = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await api.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const consent = consentVersion((await (await api.get(LEAD_FORMS, { headers })).json()).data.consentText);
  return {
    api,
    headers,
    consent,
    async recordsOf(collection, field, value) {
      const res = await api.get(`${collection}?page=1&pageSize=50&filters[${field}][$eq]=${encodeURIComponent(value)}`, { headers });
      expect(res.ok(), await res.text()).toBeTruthy();
      return (await res.json()).results;
    },
    dispose: () => api.dispose(),
  };
}

/** An email address no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
