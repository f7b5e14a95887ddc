/**
 * What editors see in the CMS panel: internal tables (the app's access tokens) are hidden from
 * the Content Manager and the Content-Type Builder; the content they edit is there.
 */
import { test, expect, request as pwRequest } from '@playwright/test';
import { bootCms, TestCms } from '../lib/cms';

test.describe.configure({ mode: 'serial' });

let cms: TestCms;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cms = await bootCms();
});

test.afterAll(async () => {
  await cms?.stop();
});

test('the Content Manager lists the editable types and hides the access tokens', async () => {
  const api = await pwRequest.newContext({ baseURL: cms.url });
  const login = await api.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const types: { uid: string; isDisplayed: boolean }[] = (await (await api.get('/content-manager/content-types', { headers })).json()).data;
  const displayed = (uid: string) => types.find((t) => t.uid === uid)?.isDisplayed;
  expect(displayed('api::access-token.access-token')).toBe(false);
  for (const uid of ['api::page.page', 'api::plan.plan', 'api::site-setting.site-setting', 'api::stock.stock', 'api::lead.lead']) {
    expect(displayed(uid), uid).toBe(true);
  }
  await api.dispose();
});
