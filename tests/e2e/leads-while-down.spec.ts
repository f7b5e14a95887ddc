/**
 * A visitor's lead while the CMS is down, in the browser: the real site server over the product's
 * live release, with its lead spool (as startSite wires it), in front of a CMS of this file's own
 * whose process is stopped. The contact and grievance forms each show their thanks toast and the
 * newsletter form goes on to its welcome questionnaire, as if the CMS had answered; once the CMS
 * is started again, each lead is in it exactly once.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { GRIEVANCE_PREFIX, LEAD_TOASTS, NEWSLETTER_WELCOME_PATH } from 'contracts';
import { createSiteServer, currentRelease, LeadSpool, leadSpoolHealth } from 'origin-server';
import { sqlOn } from '../api/helpers';
import { bootCms, type TestCms } from '../lib/cms';
import { toast } from '../lib/lead-panel';
import { waitForHydration } from '../lib/site';
import { uniqueEmail } from '../lib/panel';
import { E2E_RATE_LIMIT_FACTOR } from '../lib/suites';

let cms: TestCms;
let originDir: string;
let spool: LeadSpool;
let server: ReturnType<typeof createSiteServer>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const release = currentRelease(process.env.E2E_DATA_DIR!);
  expect(release).not.toBeNull();
  cms = await bootCms();
  originDir = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-spool-'));
  spool = new LeadSpool(originDir);
  server = createSiteServer({
    cmsUrl: cms.url,
    rebuildSecret: 'unused',
    getRelease: () => release,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    leadSpool: spool,
    rateLimitFactor: E2E_RATE_LIMIT_FACTOR,
    log: () => undefined,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await cms?.stop();
  if (originDir && !process.env.KEEP_TEST_DATA) fs.rmSync(originDir, { recursive: true, force: true });
});

async function openForm(page: Page, url: string, heading: string): Promise<Locator> {
  await page.goto(`${base}${url}`);
  await waitForHydration(page);
  return page.getByRole('form', { name: heading });
}

async function fillNameEmailMobile(form: Locator, email: string, emailLabel: string) {
  await form.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await form.getByLabel(emailLabel, { exact: true }).fill(email);
  await form.getByLabel('Mobile Number').fill('9876543210');
}

const count = (table: string, where: string) => Number(sqlOn(cms, `SELECT count(*) FROM ${table} WHERE ${where}`).trim());

test('CMS stopped: the contact and grievance forms say thanks, the newsletter welcomes; the CMS started again has each lead once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = {
    contact: uniqueEmail('down-contact'),
    grievance: uniqueEmail('down-grievance'),
    newsletter: uniqueEmail('down-newsletter'),
  };

  await cms.stopProcess();

  const contact = await openForm(page, '/contact', 'Send us a message');
  await fillNameEmailMobile(contact, email.contact, 'Email');
  await contact.getByLabel('What are you looking for?').selectOption('I am a new investor and want to know more.');
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  await expect(toast(page, LEAD_TOASTS.failed.text)).toHaveCount(0);

  const grievance = await openForm(page, '/grievance', 'Register a grievance');
  await fillNameEmailMobile(grievance, email.grievance, 'Subscription Email');
  await grievance.getByLabel('Grievance details').fill('My report link is broken');
  await grievance.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, LEAD_TOASTS.sent.text)).toBeVisible();
  await expect(toast(page, LEAD_TOASTS.failed.text)).toHaveCount(0);

  const newsletter = await openForm(page, '/newsletter', 'Get our newsletter every Monday');
  await newsletter.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await newsletter.getByLabel('Email', { exact: true }).fill(email.newsletter);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  // Gatsby may add a trailing slash to the path.
  await page.waitForURL((u) => u.pathname.replace(/\/$/, '') + u.search === NEWSLETTER_WELCOME_PATH, { timeout: 10_000 });

  // All three wait in the spool, not in the CMS, until it is back.
  expect(leadSpoolHealth(spool).depth).toBe(3);

  await cms.startAgain();
  await expect.poll(() => leadSpoolHealth(spool).depth, { timeout: 60_000, intervals: [250] }).toBe(0);
  const lead = (address: string, source: string) => count('leads', `email = '${address}' AND source = '${source}'`);
  await expect.poll(() => lead(email.contact, 'contact'), { timeout: 10_000 }).toBe(1);
  expect(lead(email.grievance, 'grievance')).toBe(1);
  expect(count('leads', `other_query = '${GRIEVANCE_PREFIX}My report link is broken' AND email = '${email.grievance}'`)).toBe(1);
  expect(count('grievances', `email = '${email.grievance}'`)).toBe(1);
  expect(count('newsletter_subscribers', `email = '${email.newsletter}'`)).toBe(1);
  expect(fs.readdirSync(path.join(originDir, 'spool', 'dead'))).toEqual([]);
});
