/**
 * ADMIN_MFA=required in Chromium (the default where a deployment sets NODE_ENV=production): an
 * administrator who has not turned on two-factor sign-in is taken to enrolment when they sign in,
 * and again when they try the admin area before enrolling; once enrolled (a code computed here by
 * otplib, the recovery codes shown once) they reach the admin area, and their next sign-in asks
 * for a code.
 *
 * The browser suite's product runs the default (optional): this file starts a CMS of its own with
 * ADMIN_MFA=required and a site server of its own in front of it, serving the product's built
 * release (the same pages, no second build), so the app, the proxy and the CMS are the ones
 * users run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { APP_ROUTES, MFA_TEXTS, RECOVERY_CODE_COUNT } from 'contracts';
import { startSite, type Site } from 'origin-server';
import { bootCms, freePort, type TestCms } from '../lib/cms';
import { sqlOn } from '../lib/sql';
import { newAccount } from '../api/helpers';
import { ROOT } from '../../scripts/lib/config';

test.describe.configure({ mode: 'serial' });

let cms: TestCms;
let site: Site;
let siteUrl: string;
let api: APIRequestContext;

/** The browser suite's product's live release, made this CMS's data folder's live one. */
function shareProductRelease(dataDir: string): void {
  const productSite = path.join(process.env.E2E_DATA_DIR!, 'site');
  const id = fs.readFileSync(path.join(productSite, 'current'), 'utf8').trim();
  fs.mkdirSync(path.join(dataDir, 'site', 'releases'), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(productSite, 'releases', id)), path.join(dataDir, 'site', 'releases', id));
  fs.writeFileSync(path.join(dataDir, 'site', 'current'), id);
}

test.beforeAll(async () => {
  // A CMS's first start (seed import) and a site server: a minute or two on a loaded machine.
  test.setTimeout(300_000);
  cms = await bootCms({ env: { ADMIN_MFA: 'required' } });
  shareProductRelease(cms.dataDir);
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = await startSite({
    port,
    cmsUrl: cms.url,
    siteUrl,
    dataDir: cms.dataDir,
    siteDir: path.join(ROOT, 'site'),
    rebuildSecret: 'no-rebuilds-here',
    debounceMs: 600_000,
    security: { hstsMaxAge: 0 },
    buildEnv: process.env,
  });
  api = await pwRequest.newContext({ baseURL: siteUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
  await cms?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an administrator who has not enrolled is taken to enrolment, enrols, reaches the admin area, and signs in with a code next time', async ({
  page,
}) => {
  const admin = await newAccount(api, 'mfa-required');
  sqlOn(cms, `UPDATE up_users SET admin = 999 WHERE id = ${admin.id}`);

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.twoFactor}$`));
  await expect(page.getByRole('heading', { level: 1, name: MFA_TEXTS.requiredTitle })).toBeVisible();
  // The admin area before enrolling: its call is refused, and the app brings them back here.
  await page.goto(`${siteUrl}/admin/userlist`);
  await expect(page).toHaveURL(new RegExp(`${APP_ROUTES.twoFactor}$`));

  await page.getByRole('button', { name: MFA_TEXTS.start }).click();
  await expect(page.getByRole('img', { name: MFA_TEXTS.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel(MFA_TEXTS.codeLabel).fill(await generate({ secret }));
  await page.getByRole('button', { name: MFA_TEXTS.turnOn }).click();
  await expect(page.getByRole('list', { name: MFA_TEXTS.recoveryTitle }).getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  await page.getByRole('button', { name: MFA_TEXTS.recoveryDone }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await page.goto(`${siteUrl}/admin/userlist`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users List' })).toBeVisible();

  await page.goto(`${siteUrl}/myaccount`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: MFA_TEXTS.secondStepTitle })).toBeVisible();
  // The next step's code: the enrolment spent the current one.
  await page.getByLabel(MFA_TEXTS.codeLabel).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: MFA_TEXTS.verify }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await page.goto(`${siteUrl}/admin/userlist`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users List' })).toBeVisible();
});
