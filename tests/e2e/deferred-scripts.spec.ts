/**
 * Static pages load the code that only a part of them needs when that part is needed (less
 * JavaScript before the first paint: docs/performance.md): the Markdown parser when a text is seen (its HTML is in the page already), a
 * lead form's validation when the visitor enters the form, the API client when something is sent.
 * A chunk of its own is named by its webpackChunkName (Gatsby writes /<name>-<hash>.js); code it
 * shares with the app's screens (the API client) is in a chunk named by a hash, so that one is
 * seen as scripts requested when the form sends.
 */
import { test, expect, type Page } from '@playwright/test';
import { openHydrated } from '../lib/site';

/** The paths of the scripts the page has requested so far. */
function scriptsOf(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return { loaded: (chunk: string) => paths.some((p) => p.startsWith(`/${chunk}-`)), count: () => paths.length };
}

test('FAQ: the answers are in the page; the Markdown parser loads only when an answer is opened', async ({ page }) => {
  const scripts = scriptsOf(page);
  await openHydrated(page, '/faq');
  await page.waitForLoadState('networkidle');
  const item = page.locator('.accordion-item').first();
  const answer = item.locator('.prose');
  const text = (await answer.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(10);
  await expect(answer).toBeHidden();
  expect(scripts.loaded('markdown')).toBe(false);
  // A location change re-renders the page: the answers not yet hydrated keep their text.
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/faq#top'));
  await expect(page).toHaveURL(/#top$/);
  await expect(answer).toHaveText(text);
  expect(scripts.loaded('markdown')).toBe(false);

  await item.getByRole('button').click();
  await expect(answer).toBeVisible();
  await expect.poll(() => scripts.loaded('markdown')).toBe(true);
  // Hydrated in place: the same text, no flash of an empty box.
  await expect(answer).toHaveText(text);
});

test('contact form: its validation loads when the visitor enters it, the API client only when it sends', async ({ page }) => {
  const scripts = scriptsOf(page);
  await openHydrated(page, '/contact');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Send us a message' });
  expect(scripts.loaded('lead-validation')).toBe(false);

  await form.getByLabel('Name', { exact: true }).focus();
  await expect.poll(() => scripts.loaded('lead-validation')).toBe(true);
  // Nothing valid to send: the rules' messages, and no request.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeSending = scripts.count();

  await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await form.getByLabel('Email', { exact: true }).fill('deferred-scripts@example.com');
  await form.getByLabel('Mobile Number').fill('9876543210');
  await form.getByLabel('What are you looking for?').selectOption({ index: 1 });
  const sent = page.waitForRequest('**/api/Messages/sendContactUsDetails');
  await form.getByRole('button', { name: 'Submit' }).click();
  await sent;
  expect(scripts.count()).toBeGreaterThan(beforeSending);
});

test('a page paints before its scripts are even requested, then hydrates (server/scripts-after-paint.ts)', async ({ page, request }) => {
  const html = await (await request.get('/pricing')).text();
  expect(html).not.toMatch(/<script src="[^"]+" async>/);
  await openHydrated(page, '/pricing'); // hydrated: the header's account links are rendered by React
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.fcp).toBeGreaterThan(0);
  expect(timing.scripts.map((s) => s.name.split('-')[0]).sort()).toEqual(['/app', '/framework', '/webpack']);
  for (const s of timing.scripts) expect([s.name, s.start >= timing.fcp]).toEqual([s.name, true]);
});

test('before its scripts run, a lead form cannot be sent as a plain request (its fields would travel in the URL)', async ({ page }) => {
  // The page as a slow line shows it before the scripts arrive.
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, (route) => route.abort());
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(`${r.method()} ${r.url()}`);
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await form.getByLabel('Email', { exact: true }).fill('early@example.com');
  await form.getByLabel('Email', { exact: true }).press('Enter');
  await page.waitForLoadState('networkidle');
  expect(documents).toEqual([`GET ${new URL('/contact', page.url()).href}`]);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
});
