/**
 * The landing forms that lead to /welcome, end to end on the built site with the real CMS: the
 * returns landing's WhatsApp form (name, country code, number) and the long
 * sales-letter landings' lead form (name, mobile, email). Validation messages, 'Saving' while the
 * call is on its way, the visitor kept in localStorage, the sales form's 'Lead' event reaching
 * window.fbq, /welcome, and the lead in the CMS with its page and campaign; a failed call keeps
 * the fields and shows the form's toast. The Join buttons scroll to the form (or the Starter
 * variant's pricing) smoothly, and without motion for visitors who ask for less.
 */
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { LEAD_TOASTS } from 'contracts';
import { leadPanel, openForm, toast } from '../lib/lead-panel';
import { waitForHydration } from '../lib/site';

const WHATSAPP_LEADS = '/content-manager/collection-types/api::whatsapp-lead.whatsapp-lead';
const LEADS = '/content-manager/collection-types/api::lead.lead';
const REFERRER = 'https://www.facebook.com/';
const RETURNS_FORM = 'Join our WhatsApp community of long-term investors';
const SALES_FORM = 'Start your long-term investing journey';
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

const panel = leadPanel();
const recordsOf = panel.recordsOf;
const open = (page: Page, url: string, heading: string) => openForm(page, url, heading, REFERRER);

/** Digits that make a mobile number no other test uses: `prefix` then `length` digits in all. */
const uniqueDigits = (prefix: string, length: number) =>
  prefix + String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-(length - prefix.length));

const stored = (page: Page) => page.evaluate(() => ({ name: localStorage.getItem('name'), phone: localStorage.getItem('phone') }));

/** Holds the page's calls to `url` until release() (they then reach the real CMS), to see the form while it sends. */
async function holdCalls(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A failed call: the error toast bottom right, gone after 2 s; the fields as they were; still on the landing. */
async function expectFailure(page: Page, form: Locator, text: string, fields: Record<string, string>, landing: string) {
  const error = toast(page, text);
  await expect(error).toBeVisible();
  const box = (await error.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height / 2);
  for (const [label, value] of Object.entries(fields)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(form.getByRole('button', { name: /^Join/ })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe(landing);
  expect(await stored(page)).toEqual({ name: null, phone: null });
  await expect(error).toHaveCount(0, { timeout: 4000 });
}

test.describe('returns landing: WhatsApp community form', () => {
  test('messages, India by default, "Saving", then /welcome with the visitor kept and the lead in the CMS', async ({ page }) => {
    const national = uniqueDigits('98', 10);
    const form = await open(page, '/returns?utm_source=fb&utm_campaign=returns-nov', RETURNS_FORM);
    await expect(form.getByLabel('Country code')).toHaveValue('IN');
    await expect(form.getByLabel('Country code').locator('option:checked')).toHaveText('India (+91)');

    await form.getByRole('button', { name: 'Join' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Mobile Number is required.')).toBeVisible();
    // Nine digits are no Indian mobile number.
    await form.getByLabel('Mobile Number').fill('501234567');
    await expect(form.getByText('Enter correct Mobile Number.')).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await form.getByLabel('Mobile Number').fill(national);
    await expect(form.getByText('Enter correct Mobile Number.')).toHaveCount(0);
    const release = await holdCalls(page, '**/api/WhatsappLeads');
    const sent = page.waitForRequest('**/api/WhatsappLeads');
    await form.getByRole('button', { name: 'Join' }).click();
    await expect(form.getByRole('button', { name: 'Saving' })).toBeDisabled();
    const body = (await sent).postDataJSON();
    expect(body.lead).toEqual({ name: 'Asha Rao', country: 'IN', phone: national });
    release();

    await page.waitForURL('**/welcome');
    expect(await stored(page)).toEqual({ name: 'Asha Rao', phone: `+91${national}` });
    await expect.poll(async () => (await recordsOf(WHATSAPP_LEADS, 'phone', `+91${national}`)).length).toBe(1);
    const [lead] = await recordsOf(WHATSAPP_LEADS, 'phone', `+91${national}`);
    expect(lead).toMatchObject({
      name: 'Asha Rao',
      country: 'IN',
      page: '/returns',
      utm_source: 'fb',
      utm_campaign: 'returns-nov',
      utm_medium: null,
      referrer: REFERRER,
      consentVersion: panel.consent(),
    });
  });

  test('another country: its dialling code goes with the number', async ({ page }) => {
    const national = uniqueDigits('50', 9);
    const form = await open(page, '/returns', RETURNS_FORM);
    await form.getByLabel('Name', { exact: true }).fill('Omar');
    await form.getByLabel('Country code').selectOption({ label: 'UAE (+971)' });
    await form.getByLabel('Mobile Number').fill(national);
    await form.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL('**/welcome');
    expect(await stored(page)).toEqual({ name: 'Omar', phone: `+971${national}` });
    await expect.poll(async () => (await recordsOf(WHATSAPP_LEADS, 'phone', `+971${national}`)).length).toBe(1);
    expect((await recordsOf(WHATSAPP_LEADS, 'phone', `+971${national}`))[0]).toMatchObject({ country: 'AE', page: '/returns' });
  });

  test('when the API answers 500: an error in words (never axios’s) toasted bottom right for 2 s, fields kept, nothing stored', async ({
    page,
  }) => {
    const national = uniqueDigits('98', 10);
    await page.route('**/api/WhatsappLeads', (route) => route.fulfill({ status: 500 }));
    const form = await open(page, '/returns', RETURNS_FORM);
    await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await form.getByLabel('Mobile Number').fill(national);
    await form.getByRole('button', { name: 'Join' }).click();
    await expectFailure(page, form, LEAD_TOASTS.failed.text, { Name: 'Asha Rao', 'Mobile Number': national }, '/returns');
    expect(await recordsOf(WHATSAPP_LEADS, 'phone', `+91${national}`)).toHaveLength(0);
  });
});

test.describe('long sales-letter landing: lead form', () => {
  /** window.fbq as the pixel defines it, recording what it is given (no third-party script loads in tests). */
  const withPixel = (page: Page) =>
    page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { fbq: (...args: unknown[]) => calls.push(args), fbqCalls: calls });
    });
  const pixelCalls = (page: Page) => page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls);

  test('messages, "Saving", then a Lead event, /welcome with the visitor kept and the lead in the CMS', async ({ page }) => {
    await withPixel(page);
    const email = `sales-${Date.now()}@example.in`;
    const mobile = uniqueDigits('97', 10);
    const form = await open(page, '/sales-letter?utm_source=google&utm_campaign=letter', SALES_FORM);
    await form.getByRole('button', { name: 'Join Now' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Mobile Number is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await form.getByLabel('Email', { exact: true }).fill('asha@');
    await expect(form.getByText('Must be valid e-mail')).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await form.getByLabel('Mobile Number').fill(mobile);
    await form.getByLabel('Email', { exact: true }).fill(email);
    const release = await holdCalls(page, '**/api/Messages/sendContactUsDetails');
    await form.getByRole('button', { name: 'Join Now' }).click();
    await expect(form.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(await pixelCalls(page)).toEqual([]);
    release();

    await page.waitForURL('**/welcome');
    expect(await stored(page)).toEqual({ name: 'Asha Rao', phone: mobile });
    expect(await pixelCalls(page)).toEqual([['track', 'Lead']]);
    await expect.poll(async () => (await recordsOf(LEADS, 'email', email)).length).toBe(1);
    expect((await recordsOf(LEADS, 'email', email))[0]).toMatchObject({
      name: 'Asha Rao',
      mobile,
      level: 'Sales letter lead',
      source: 'sales-letter',
      page: '/sales-letter',
      utm_source: 'google',
      utm_campaign: 'letter',
      referrer: REFERRER,
      consentVersion: panel.consent(),
    });
  });

  test('when the API answers 500: "Oops some error occurred" bottom right for 2 s, fields kept, no Lead event, nothing stored', async ({
    page,
  }) => {
    await withPixel(page);
    const email = `sales-fail-${Date.now()}@example.in`;
    await page.route('**/api/Messages/sendContactUsDetails', (route) => route.fulfill({ status: 500 }));
    const form = await open(page, '/sales-letter-starter', 'Have a question before you start?');
    await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await form.getByLabel('Mobile Number').fill('9123456789');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Join Now' }).click();
    await expectFailure(
      page,
      form,
      LEAD_TOASTS.failed.text,
      { Name: 'Asha Rao', 'Mobile Number': '9123456789', Email: email },
      '/sales-letter-starter',
    );
    expect(await pixelCalls(page)).toEqual([]);
    expect(await recordsOf(LEADS, 'email', email)).toHaveLength(0);
  });
});

test.describe('Join buttons scroll to their anchor', () => {
  /** Clicks a link and samples the scroll position over the next frames. */
  const clickAndSample = (page: Page, selector: string) =>
    page.evaluate(async (sel) => {
      const ys: number[] = [];
      (document.querySelector(sel) as HTMLElement).click();
      for (let i = 0; i < 90; i++) {
        await new Promise((r) => requestAnimationFrame(r));
        ys.push(window.scrollY);
      }
      return ys;
    }, selector);
  const topOf = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

  for (const [landing, anchor, offset] of [
    ['/sales-letter', 'form', 200],
    ['/offer', 'form', 200],
    ['/sales-letter-starter', 'pricing', 100],
  ] as const) {
    test(`${landing}: the hero's and the sticky header's Join Now glide to #${anchor}, ${offset} px below the top`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(landing);
      await waitForHydration(page);
      for (const button of [`main a[href="#${anchor}"]`, `header a[href="#${anchor}"]`]) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        const ys = await clickAndSample(page, button);
        // Smooth: the page passes through positions between the top and the anchor.
        expect(new Set(ys.filter((y) => y > 0 && y < ys[ys.length - 1])).size, `${button}: intermediate positions`).toBeGreaterThan(2);
        expect(Math.abs((await topOf(page, anchor)) - offset), `${button}: #${anchor} ends ${offset} px from the top`).toBeLessThan(3);
        await expect(page.locator(`#${anchor}`)).toBeInViewport();
        expect(new URL(page.url()).hash).toBe('');
      }
    });
  }

  test('with reduced motion the Join button jumps straight to the form', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sales-letter');
    await waitForHydration(page);
    const ys = await clickAndSample(page, 'main a[href="#form"]');
    expect(ys[0]).toBeGreaterThan(0);
    expect(new Set(ys).size).toBe(1);
    expect(Math.abs((await topOf(page, 'form')) - 200)).toBeLessThan(3);
  });
});

test('the returns and sales-letter forms fit 320, 375 and 1280 px screens (screenshots in tests/screenshots/)', async ({ page }) => {
  for (const [landing, heading] of [
    ['/returns', RETURNS_FORM],
    ['/sales-letter', SALES_FORM],
  ] as const) {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(landing);
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('form', { name: heading });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('button', { name: /^Join/ }).click();
      await expect(form.getByText('Name is required.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${landing} at ${width} px`).toBeLessThanOrEqual(width);
      const box = (await form.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await form
        .locator('xpath=ancestor::section[1]')
        .screenshot({ path: path.join(SCREENSHOTS, `form${landing.replace('/', '-')}-${width}.png`) });
    }
  }
});
