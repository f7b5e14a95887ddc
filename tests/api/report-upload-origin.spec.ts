/**
 * A report uploaded as the admin app uploads it: through the site's origin (createSiteServer, the
 * one origin the browser calls), to a real CMS. The origin lets this one body through beyond the
 * API's 64 KB, up to the report's limit, and streams it; the CMS's refusals (an expired session, a
 * report over the limit) reach the administrator in their own words, never as a 502.
 */
import type { AddressInfo } from 'node:net';
import { expect, request as pwRequest, type APIRequestContext } from '@playwright/test';
import { REPORT_MAX_BYTES, REPORT_MESSAGES, REPORTS_PATH } from 'contracts';
import { createSiteServer } from 'origin-server';
import { adminAccount, call, check, newAccount, uploadReport, SUITE_MODE, type Account, sharedInstance, test } from './helpers';
import { samplePdf } from '../lib/pdf';

test.describe.configure({ mode: SUITE_MODE });

const inst = sharedInstance();
let origin: ReturnType<typeof createSiteServer>;
let viaOrigin: APIRequestContext;
let admin: Account;
let large: Buffer;

test.beforeAll(async () => {
  origin = createSiteServer({
    cmsUrl: inst().cms.url,
    rebuildSecret: 'unused',
    getRelease: () => null,
    onRebuildRequest: () => undefined,
    status: () => ({ rebuilding: false }),
    logError: () => undefined,
    log: () => undefined,
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  viaOrigin = await pwRequest.newContext({ baseURL: `http://127.0.0.1:${(origin.address() as AddressInfo).port}` });
  admin = await adminAccount(inst());
  large = await samplePdf(3, 6 * 1024 * 1024);
});

test.afterAll(async () => {
  await viaOrigin?.dispose();
  origin?.closeAllConnections();
  await new Promise((r) => origin?.close(r));
});

const pdf = (buffer: Buffer) => ({ name: 'q3-report.pdf', mimeType: 'application/pdf', buffer });

test('an administrator uploads a 6 MB report through the origin: stored whole (its pages), a report the CMS knows', async () => {
  const report = await check(await uploadReport(viaOrigin, admin.token, pdf(large)), 200, '6 MB through the origin');
  expect(report.pages).toBe(3);
  await check(
    await call(viaOrigin, 'GET', `${REPORTS_PATH}/downloads?reportId=${report.id}`, { token: admin.token }),
    200,
    'the upload is a report the CMS knows',
  );
});

test('refusals reach the client in the CMS’s words while the body is still on its way: an expired session 401, a user 403', async () => {
  const expired = await check(await uploadReport(viaOrigin, 'expired-token', pdf(large)), 401, 'expired session, 6 MB');
  expect(expired.error.message).toBe('Invalid or expired access token.');
  const user = await newAccount(inst().api, 'uploader');
  const forbidden = await check(await uploadReport(viaOrigin, user.token, pdf(large)), 403, 'a user, 6 MB');
  expect(forbidden.error.message).toBe('Only administrators may upload reports.');
});

test('a report over the limit → 413 in the report’s words; any other route keeps the 64 KB limit', async () => {
  const big = await check(
    await uploadReport(viaOrigin, admin.token, pdf(Buffer.alloc(REPORT_MAX_BYTES + 1024 * 1024, 0x25))),
    413,
    'over 20 MB',
  );
  expect(big.error.message).toBe(REPORT_MESSAGES.tooLarge);
  const json = await call(viaOrigin, 'POST', '/api/Stocks/', { token: admin.token, raw: JSON.stringify({ note: 'x'.repeat(100 * 1024) }) });
  expect(json.status()).toBe(413);
  expect((await json.json()).error.message).toBe('The request body is too large.');
});
