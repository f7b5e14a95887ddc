import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';

const UID = 'api::testimonial.testimonial';

/**
 * An editor changes a testimonial in the CMS (through the admin API the panel itself uses) and
 * publishes it: the static home page shows it after the automatic rebuild, with its line break
 * and without interpreting HTML.
 */
test('edit a testimonial in the CMS, publish → the static page shows it after the rebuild', async ({ page }) => {
  test.setTimeout(300_000);
  const cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };

  const list = await cms.get(`/content-manager/collection-types/${UID}?page=1&pageSize=1&sort=position:ASC`, { headers });
  expect(list.ok()).toBeTruthy();
  const first = (await list.json()).results[0];
  const stamp = Date.now();
  const description = `Edited by the publish test ${stamp}.\n<img src=x onerror="window.__xss=1">Second line`;

  const updated = await cms.put(`/content-manager/collection-types/${UID}/${first.documentId}`, {
    headers,
    data: { ...first, description },
  });
  expect(updated.ok()).toBeTruthy();

  // The footer's links are content too: the editor adds one without a deploy.
  const NAV = '/content-manager/single-types/api::navigation.navigation';
  const nav = (await (await cms.get(NAV, { headers })).json()).data;
  const strip = (links: any[]) => links.map(({ label, href }) => ({ label, href }));
  const navSaved = await cms.put(NAV, {
    headers,
    data: {
      footerTitle: nav.footerTitle,
      headerLinks: strip(nav.headerLinks),
      footerLinks: [...strip(nav.footerLinks), { label: 'Publish test link', href: '/faq#publish-test' }],
    },
  });
  expect(navSaved.ok(), await navSaved.text()).toBeTruthy();
  expect((await cms.post(`${NAV}/actions/publish`, { headers, data: {} })).ok()).toBeTruthy();
  // The release id is for holders of the rebuild secret only.
  const secret = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')).SITE_REBUILD_SECRET;
  const status = async () => (await page.request.get('/__status', { headers: { 'x-rebuild-secret': secret } })).json();
  const before = await status();
  const published = await cms.post(`/content-manager/collection-types/${UID}/${first.documentId}/actions/publish`, { headers, data: {} });
  expect(published.ok()).toBeTruthy();

  // The server switches to the new build when it is done.
  await expect.poll(async () => (await status()).release, { timeout: 240_000, intervals: [2000] }).not.toBe(before.release);
  await page.goto('/');
  const quote = page.getByText(`Edited by the publish test ${stamp}.`);
  await expect(quote).toBeVisible();
  const card = quote.locator('xpath=ancestor-or-self::*[self::blockquote or self::figure or self::p][1]');
  await expect(card).toContainText('<img src=x onerror="window.__xss=1">Second line');
  expect(await card.locator('br').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('footer a[href="/faq#publish-test"]').count();
      },
      { timeout: 240_000, intervals: [3000] },
    )
    .toBe(1);
  await expect(page.locator('footer a[href="/faq#publish-test"]')).toHaveText('Publish test link');
});

/**
 * The lead forms' texts are content too (CMS single type "Lead forms"): an editor renames a
 * questionnaire option and a contact level and rewrites the consent notice, publishes, and the
 * live /welcome and /contact show them after the rebuild; the forms behave as before and still
 * send each option's stable value, whatever its label now says; markup typed in the consent is text.
 */
test('edit the lead forms in the CMS, publish → the live forms show the new labels and consent, and send the same values', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const cms = await pwRequest.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = await cms.post('/admin/login', { data: { email: 'editor@example.com', password: 'Editor-Passw0rd!' } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };

  const LEAD_FORMS = '/content-manager/single-types/api::lead-form.lead-form';
  const doc = (await (await cms.get(LEAD_FORMS, { headers })).json()).data;
  const options = (list: any[]) => list.map(({ value, label }) => ({ value, label }));
  const stamp = Date.now();
  const budgetLabel = `Up to 20,000 INR a month (${stamp})`;
  const levelLabel = `Something else (${stamp})`;
  const saved = await cms.put(LEAD_FORMS, {
    headers,
    data: {
      questions: doc.questions.map((q: any) => ({
        key: q.key,
        legend: q.legend,
        options: options(q.options).map((o) => (o.value === '0 - 20,000 INR' ? { ...o, label: budgetLabel } : o)),
      })),
      contactLevels: options(doc.contactLevels).map((o) => (o.value === 'Other' ? { ...o, label: levelLabel } : o)),
      consentText: `<b>Edited</b> ${stamp}: {firm} may call you. Read our {link} first.`,
      consentPageLabel: 'Disclaimer',
      consentPageHref: '/disclaimer',
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  expect((await cms.post(`${LEAD_FORMS}/actions/publish`, { headers, data: {} })).ok()).toBeTruthy();

  // /welcome, for a visitor a landing form has named (an unknown one is asked who they are first):
  // the renamed option, chosen with two others, sends its unchanged value.
  await expect
    .poll(
      async () => {
        await page.goto('/welcome?name=Ravi%20Kumar&phone=9876543210');
        return page.getByText(budgetLabel).count();
      },
      { timeout: 240_000, intervals: [3000] },
    )
    .toBe(1);
  await page.waitForLoadState('networkidle');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(async () => {
    for (const label of [budgetLabel, 'No', 'Both']) await page.getByText(label, { exact: true }).click();
    await expect(submit).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const answered = page.waitForRequest('**/api/QuestionnaireAnswers');
  await submit.click();
  expect((await answered).postDataJSON().answer).toMatchObject({
    budget: '0 - 20,000 INR',
    investment: 'No',
    strategy: 'Both',
    newsletter: false,
  });

  // /contact: the renamed level is still the one that asks for details, and still sends 'Other'.
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const form = page.locator('form', { has: page.getByLabel('What are you looking for?') });
  const level = form.getByLabel('What are you looking for?');
  await expect(level.locator('option')).toHaveText([
    'Select an option',
    'I am a new investor and want to know more.',
    'I am an experienced investor and want to know more',
    levelLabel,
  ]);
  await expect(async () => {
    await level.selectOption({ label: levelLabel });
    await expect(form.getByLabel('Tell us more (optional)')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill('ravi@example.in');
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('Tell us more (optional)').fill('Edited levels');
  const sent = page.waitForRequest('**/api/Messages/sendContactUsDetails');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON().contactInfo).toEqual({
    name: 'Ravi Kumar',
    level: 'Other',
    email: 'ravi@example.in',
    mobile: '9876543210',
    otherQuery: 'Edited levels',
  });

  // The consent under the form: the editor's text, markup shown as typed, the link through the safe-link rule.
  await expect(form).toContainText(`<b>Edited</b> ${stamp}: `);
  await expect(form).toContainText('may call you. Read our Disclaimer first.');
  await expect(form.locator('b')).toHaveCount(0);
  await expect(form.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer');
});
