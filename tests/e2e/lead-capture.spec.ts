/**
 * Lead capture end to end: on the built site with the real CMS, the
 * contact, home free-trial, landing and grievance forms send their lead; the visitor sees the
 * form's toast; the lead is in the CMS (read as editors do, through the panel's admin API) with
 * its page, the landing URL's campaign parameters, the referrer and the consent version. A failed
 * call (500 or unreachable) shows 'Oops some error occurred' and keeps the fields; a repeat within
 * the day is one record.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { LEAD_TOASTS } from 'contracts';
import { leadPanel, openForm, toast } from '../lib/lead-panel';
import { uniqueEmail } from '../lib/panel';
import { waitForHydration } from '../lib/site';

const LEADS = '/content-manager/collection-types/api::lead.lead';
const REFERRER = 'https://www.google.com/';

const panel = leadPanel();

/** The leads of one email in the CMS, as an editor filters them in the panel. */
const leadsOf = (email: string) => panel.recordsOf(LEADS, 'email', email);

const open = (page: Page, url: string, heading: string) => openForm(page, url, heading, REFERRER);

async function fillNameEmailMobile(form: Locator, email: string, emailLabel = 'Email') {
  await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await form.getByLabel(emailLabel, { exact: true }).fill(email);
  await form.getByLabel('Mobile Number').fill('9876543210');
}

test('contact page with campaign parameters: Other + text → thanks toast, the lead in the CMS with page, utm, referrer, consent', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  const form = await open(page, '/contact?utm_source=x&utm_campaign=y', 'Send us a message');
  await fillNameEmailMobile(form, email);
  await expect(async () => {
    await form.getByLabel('What are you looking for?').selectOption('Other');
    await expect(form.getByLabel('Tell us more (optional)')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Tell us more (optional)').fill('Please erase my data');
  const sent = page.waitForRequest('**/api/Messages/sendContactUsDetails');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON().contactInfo).toEqual({
    name: 'Ravi Kumar',
    level: 'Other',
    email,
    mobile: '9876543210',
    otherQuery: 'Please erase my data',
  });
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

  await expect.poll(async () => (await leadsOf(email)).length).toBe(1);
  const [lead] = await leadsOf(email);
  expect(lead).toMatchObject({
    name: 'Ravi Kumar',
    level: 'Other',
    otherQuery: 'Please erase my data',
    source: 'contact',
    page: '/contact',
    utm_source: 'x',
    utm_campaign: 'y',
    utm_medium: null,
    referrer: REFERRER,
    consentVersion: panel.consent(),
  });
  expect(Date.now() - new Date(lead.submittedAt).getTime()).toBeLessThan(120_000);
});

test('home free-trial form → level "New lead"; the landing campaign is kept on a later page; a repeat the same day is one record', async ({
  page,
}) => {
  const email = uniqueEmail('trial');
  // The visit lands on a campaign link, then opens the home page.
  await page.goto('/about?utm_source=newsletter&utm_medium=email', { referer: REFERRER });
  await waitForHydration(page);
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Claim your free trial stocks' });
  for (const name of ['Ravi Kumar', 'Ravi K']) {
    await fillNameEmailMobile(form, email);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, LEAD_TOASTS.sent.text).first()).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
  }
  await expect.poll(async () => (await leadsOf(email)).map((l) => l.name)).toEqual(['Ravi K']);
  expect((await leadsOf(email))[0]).toMatchObject({
    level: 'New lead',
    source: 'landing',
    page: '/',
    utm_source: 'newsletter',
    utm_medium: 'email',
    referrer: REFERRER,
    consentVersion: panel.consent(),
  });
});

test('landing page form "To receive free trial stocks" → level "New lead" with its page', async ({ page }) => {
  const email = uniqueEmail('landing');
  const form = await open(page, '/landing-dark?utm_campaign=summer', 'To receive free trial stocks');
  await fillNameEmailMobile(form, email, 'Email Address');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  await expect.poll(async () => (await leadsOf(email)).length).toBe(1);
  expect((await leadsOf(email))[0]).toMatchObject({ level: 'New lead', page: '/landing-dark', utm_campaign: 'summer' });
});

test('grievance form → level null, "Grievance - " + details, thanks toast', async ({ page }) => {
  const email = uniqueEmail('grievance');
  const form = await open(page, '/grievance', 'Register a grievance');
  await fillNameEmailMobile(form, email, 'Subscription Email');
  await form.getByLabel('Grievance details').fill('My report link is broken');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  await expect(form.getByLabel('Grievance details')).toHaveValue('');
  await expect.poll(async () => (await leadsOf(email)).length).toBe(1);
  expect((await leadsOf(email))[0]).toMatchObject({
    level: null,
    otherQuery: 'Grievance - My report link is broken',
    source: 'grievance',
    page: '/grievance',
    referrer: REFERRER,
    consentVersion: panel.consent(),
  });
});

for (const [what, fail] of [
  ['answers 500', (route: import('@playwright/test').Route) => route.fulfill({ status: 500 })],
  ['is unreachable', (route: import('@playwright/test').Route) => route.abort()],
] as const) {
  test(`when the API ${what}: "Oops some error occurred" bottom right, fields kept, nothing stored`, async ({ page }) => {
    const email = uniqueEmail('fail');
    await page.route('**/api/Messages/sendContactUsDetails', fail);
    const form = await open(page, '/', 'Claim your free trial stocks');
    await fillNameEmailMobile(form, email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const error = toast(page, LEAD_TOASTS.failed.text);
    await expect(error).toBeVisible();
    const box = (await error.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
    expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
    await expect(toast(page, LEAD_TOASTS.sent.text)).toHaveCount(0);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Mobile Number')).toHaveValue('9876543210');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // The toast goes after 2 s.
    await expect(error).toHaveCount(0, { timeout: 4000 });
    expect(await leadsOf(email)).toHaveLength(0);
  });
}

test('contact sent on a phone (375 px): the thanks toast, then the WhatsApp chat in a new tab', async ({ page, context }) => {
  // wa.me is a third party out of reach here: a stand-in page answers for it.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('phone');
  const form = await open(page, '/contact', 'Send us a message');
  await fillNameEmailMobile(form, email);
  await form.getByLabel('What are you looking for?').selectOption('I am a new investor and want to know more.');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
  await expect.poll(async () => (await leadsOf(email)).length).toBe(1);
});
