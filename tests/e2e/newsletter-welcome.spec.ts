/**
 * The newsletter landing and the /welcome questionnaire end to end, on the
 * built site with the real CMS: the newsletter form's messages; a subscription goes to
 * /welcome?newsletter=true with the name and email kept in localStorage and a newsletter subscriber
 * in the CMS with its page and campaign; the questionnaire sends its answers with the visitor a
 * landing form left in localStorage (or the query string) — the phone in the welcome flavour, the
 * email in the newsletter flavour — and they are in the CMS as editors see them. A visitor the
 * site does not know is asked for their name and mobile number (or email) on the questionnaire
 * itself. When the API fails, an error in words (the API's message, never axios's 'Request failed
 * with status code …') shows bottom right for 2 s and what the visitor entered or chose stays.
 */
import path from 'node:path';
import { test, expect, type Locator, type Page, type Route } from '@playwright/test';
import { CALL_FAILURE_TEXTS, LEAD_TOASTS, VISITOR_STORAGE_KEYS } from 'contracts';
import { openPanel, uniqueEmail, type Panel } from '../lib/panel';
import { waitForHydration } from '../lib/site';

const SUBSCRIBERS = '/content-manager/collection-types/api::newsletter-subscriber.newsletter-subscriber';
const ANSWERS = '/content-manager/collection-types/api::questionnaire-answer.questionnaire-answer';
const REFERRER = 'https://www.google.com/';
const NEWSLETTER_FORM = 'Get our newsletter every Monday';
const QUESTIONNAIRE = 'Help us understand you better';
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

let panel: Panel;
test.beforeAll(async () => {
  panel = await openPanel();
});
test.afterAll(async () => {
  await panel.dispose();
});

const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const recordsOf = (collection: string, field: string, value: string) => panel.recordsOf(collection, field, value);

async function open(page: Page, url: string, formName: string): Promise<Locator> {
  await page.goto(url, { referer: REFERRER });
  await waitForHydration(page);
  return page.getByRole('form', { name: formName });
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The toast is in the bottom right quarter of the screen. */
async function expectBottomRight(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
}

/** The visitor's choices: the options are buttons (labels of visually hidden radios). */
const CHOICES = ['20,000 - 50,000 INR', 'Yes', 'Long term Investor'];
async function choose(form: Locator, labels = CHOICES) {
  for (const label of labels)
    await form.locator('label', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
}
const CHOSEN = { budget: '20,000 - 50,000 INR', investment: 'Yes', strategy: 'Long term Investor' };

/** Holds a call for a moment before it goes on, so the button's 'Saving' can be seen. */
const slowly = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue();
};

test('newsletter form: the form’s messages for name and email', async ({ page }) => {
  const form = await open(page, '/newsletter', NEWSLETTER_FORM);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('asha@');
  await form.getByLabel('Name', { exact: true }).fill('Asha');
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Name is required.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/newsletter\/?$/);
});

test('newsletter → /welcome?newsletter=true with name and email kept; the subscriber and then the newsletter flavour’s answers are in the CMS with page and campaign', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter');
  await page.route('**/api/Subscriptions/addusertomailchimp', slowly(400));
  const form = await open(page, '/newsletter?utm_source=ig&utm_campaign=monday', NEWSLETTER_FORM);
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Email', { exact: true }).fill(email);
  const sent = page.waitForRequest('**/api/Subscriptions/addusertomailchimp');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('button', { name: 'Saving' })).toBeDisabled();
  expect((await sent).postDataJSON().data).toEqual({ type: 'free subscription', name: 'Asha Rao', email });

  await page.waitForURL(/\/welcome\/?\?newsletter=true$/);
  expect(await page.evaluate((k) => [localStorage.getItem(k.name), localStorage.getItem(k.email)], VISITOR_STORAGE_KEYS)).toEqual([
    'Asha Rao',
    email,
  ]);
  await expect.poll(async () => (await recordsOf(SUBSCRIBERS, 'email', email)).length).toBe(1);
  expect((await recordsOf(SUBSCRIBERS, 'email', email))[0]).toMatchObject({
    name: 'Asha Rao',
    email,
    page: '/newsletter',
    utm_source: 'ig',
    utm_campaign: 'monday',
    referrer: REFERRER,
    consentVersion: panel.consent,
  });

  // The newsletter flavour of the questionnaire, with its consent notice.
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing to our Monday newsletter' })).toBeVisible();
  const questionnaire = page.getByRole('form', { name: QUESTIONNAIRE });
  await expect(questionnaire).toContainText('By submitting this form you agree to be contacted by');
  const submit = questionnaire.getByRole('button', { name: 'Submit' });
  await choose(questionnaire, CHOICES.slice(0, 2));
  await expect(submit).toBeDisabled();
  await choose(questionnaire, CHOICES.slice(2));
  await page.route('**/api/QuestionnaireAnswers', slowly(400));
  await submit.click();
  await expect(questionnaire.getByRole('button', { name: 'Saving' })).toBeDisabled();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toBeVisible();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toHaveCount(0, { timeout: 4000 });

  await expect.poll(async () => (await recordsOf(ANSWERS, 'email', email)).length).toBe(1);
  expect((await recordsOf(ANSWERS, 'email', email))[0]).toMatchObject({
    name: 'Asha Rao',
    email,
    phone: null,
    newsletter: true,
    ...CHOSEN,
    page: '/welcome',
    utm_source: 'ig',
    utm_campaign: 'monday',
    referrer: REFERRER,
    consentVersion: panel.consent,
  });
});

test('welcome flavour: the visitor the returns form kept (name, international phone) answers; the answers are in the CMS with the phone', async ({
  page,
}) => {
  const phone = `+91${uniquePhone()}`;
  // What the returns landing's form leaves behind when it sends.
  await page.addInitScript(
    ([keys, phone]) => {
      localStorage.setItem(keys.name, 'Ravi Kumar');
      localStorage.setItem(keys.phone, phone);
    },
    [VISITOR_STORAGE_KEYS, phone] as const,
  );
  const form = await open(page, '/welcome?utm_campaign=returns', QUESTIONNAIRE);
  await expect(page.getByRole('heading', { name: QUESTIONNAIRE })).toBeVisible();
  // A known visitor is asked nothing but the three questions.
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await choose(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled(); // the choices reset
  await expect.poll(async () => (await recordsOf(ANSWERS, 'phone', phone)).length).toBe(1);
  expect((await recordsOf(ANSWERS, 'phone', phone))[0]).toMatchObject({
    name: 'Ravi Kumar',
    phone,
    email: null,
    newsletter: false,
    ...CHOSEN,
    utm_campaign: 'returns',
    consentVersion: panel.consent,
  });
});

test('welcome flavour, a visitor the site does not know (no storage, no query): the questionnaire asks for name and mobile number with the lead forms’ rules, sends nothing until they are valid, then saves them with the answers', async ({
  page,
}) => {
  const phone = uniquePhone();
  const sent: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/QuestionnaireAnswers') && sent.push(r.postData() ?? '')));
  const form = await open(page, '/welcome', QUESTIONNAIRE);
  const name = form.getByLabel('Name', { exact: true });
  const mobile = form.getByLabel('Mobile Number', { exact: true });
  await expect(name).toBeVisible();
  await expect(mobile).toBeVisible();
  await expect(form.getByLabel('Email', { exact: true })).toHaveCount(0);
  await choose(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Mobile Number is required.')).toBeVisible();
  await mobile.fill('98765-4321');
  await expect(form.getByText('Enter correct Mobile Number.')).toBeVisible();
  await name.fill('Kiran Shah');
  await expect(form.getByText('Name is required.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Enter correct Mobile Number.')).toBeVisible();
  expect(sent).toEqual([]);
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await mobile.fill(phone);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: /Request failed/ })).toHaveCount(0);
  await expect.poll(async () => (await recordsOf(ANSWERS, 'phone', phone)).length).toBe(1);
  expect((await recordsOf(ANSWERS, 'phone', phone))[0]).toMatchObject({
    name: 'Kiran Shah',
    phone,
    email: null,
    newsletter: false,
    ...CHOSEN,
  });
  // Known from now on, as after a landing form: the next answers go without asking again.
  expect(await page.evaluate((k) => [localStorage.getItem(k.name), localStorage.getItem(k.phone)], VISITOR_STORAGE_KEYS)).toEqual([
    'Kiran Shah',
    phone,
  ]);
  await expect(name).toHaveCount(0);
});

test('newsletter flavour, a visitor the site does not know: asks for name and email with the newsletter form’s messages, then saves them with the answers', async ({
  page,
}) => {
  const email = uniqueEmail('welcome-unknown');
  const form = await open(page, '/welcome?newsletter=true', QUESTIONNAIRE);
  await expect(form.getByLabel('Mobile Number', { exact: true })).toHaveCount(0);
  await choose(form, ['Above 5,00,000 INR', 'No', 'Both']);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('asha@');
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Asha Menon');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toBeVisible();
  await expect
    .poll(async () =>
      (await recordsOf(ANSWERS, 'email', email)).map((a) => [a.name, a.phone, a.newsletter, a.budget, a.investment, a.strategy]),
    )
    .toEqual([['Asha Menon', null, true, 'Above 5,00,000 INR', 'No', 'Both']]);
});

test('welcome flavour: a visitor named in the query string answers, whatever another visitor left in localStorage', async ({ page }) => {
  const phone = uniquePhone();
  await page.addInitScript((keys) => localStorage.setItem(keys.name, 'Someone Else'), VISITOR_STORAGE_KEYS);
  const form = await open(page, `/welcome?name=Meera%20Iyer&phone=${phone}`, QUESTIONNAIRE);
  await choose(form, ['Above 5,00,000 INR', 'No', 'Both']);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.answersSaved.text)).toBeVisible();
  await expect
    .poll(async () => (await recordsOf(ANSWERS, 'phone', phone)).map((a) => [a.name, a.budget, a.investment, a.strategy, a.newsletter]))
    .toEqual([['Meera Iyer', 'Above 5,00,000 INR', 'No', 'Both', false]]);
});

test('newsletter: when the API answers 500, an error in words (never axios’s) bottom right for 2 s, fields kept, no redirect, nothing stored', async ({
  page,
}) => {
  const email = uniqueEmail('newsletter-fail');
  await page.route('**/api/Subscriptions/addusertomailchimp', (route) => route.fulfill({ status: 500 }));
  const form = await open(page, '/newsletter', NEWSLETTER_FORM);
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const error = toast(page, LEAD_TOASTS.failed.text);
  await expect(error).toBeVisible();
  await expectBottomRight(page, error);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(error).toHaveCount(0, { timeout: 4000 });
  await expect(page).toHaveURL(/\/newsletter\/?$/);
  expect(await page.evaluate((k) => localStorage.getItem(k.email), VISITOR_STORAGE_KEYS)).toBeNull();
  expect(await recordsOf(SUBSCRIBERS, 'email', email)).toHaveLength(0);
});

test('questionnaire: when the API answers 500 or cannot be reached, an error in words (never axios’s) bottom right for 2 s, the choices kept', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.route('**/api/QuestionnaireAnswers', (route) => route.abort('connectionrefused'));
  const form = await open(page, `/welcome?name=Ravi&phone=${phone}`, QUESTIONNAIRE);
  await choose(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, CALL_FAILURE_TEXTS.unavailable)).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: /Network Error|Request failed/ })).toHaveCount(0);
  await expect(toast(page, CALL_FAILURE_TEXTS.unavailable)).toHaveCount(0, { timeout: 4000 });

  await page.unroute('**/api/QuestionnaireAnswers');
  await page.route('**/api/QuestionnaireAnswers', (route) => route.fulfill({ status: 500 }));
  await form.getByRole('button', { name: 'Submit' }).click();
  const error = toast(page, LEAD_TOASTS.failed.text);
  await expect(error).toBeVisible();
  await expectBottomRight(page, error);
  for (const label of CHOICES) await expect(form.getByLabel(label, { exact: true })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(error).toHaveCount(0, { timeout: 4000 });
  expect(await recordsOf(ANSWERS, 'phone', phone)).toHaveLength(0);
});

test('screenshots of the newsletter form’s error, /welcome?newsletter=true and /welcome for an unknown visitor at 320, 375 and 1280 px: nothing wider than the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await open(page, '/newsletter', NEWSLETTER_FORM);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    // The images too, for the people who look at the screenshots.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOTS, `newsletter-form-errors-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const questionnaire = await open(page, '/welcome?newsletter=true&name=Asha&email=asha%40example.in', QUESTIONNAIRE);
    await choose(questionnaire);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOTS, `welcome-newsletter-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A visitor the site does not know: the questionnaire with its name and mobile fields, their messages shown.
    await page.evaluate(() => localStorage.clear());
    const unknown = await open(page, '/welcome', QUESTIONNAIRE);
    await choose(unknown);
    await unknown.getByRole('button', { name: 'Submit' }).click();
    await expect(unknown.getByText('Mobile Number is required.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOTS, `welcome-unknown-visitor-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
