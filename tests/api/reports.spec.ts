/**
 * Research reports as private PDF files (cms/src/api/report/): an administrator uploads a PDF,
 * checked by its content (POST /api/Reports); a stock or an update names it (`reportId`); a
 * subscriber whose plan opens that stock gets a signed `reportUrl` from getuserstock, and every
 * download is a NEW copy stamped on every page with the reader's name, email and a download id
 * that the download log finds again. Nobody is ever served the original: not the free user, a
 * plan that does not open the stock, an expired plan, a link passed on or expired, nor an
 * administrator (stamped with their own name). A subscriber takes at most
 * REPORT_DOWNLOADS_PER_DAY copies a day. Runs on SQLite and on PostgreSQL (the data lanes).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, request as pwRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { linkExpiry, signedReportPath } from 'cms';
import { REPORT_DOWNLOADS_PER_DAY, REPORT_MAX_BYTES, REPORT_MESSAGES } from 'contracts';
import {
  uploadReport,
  Account,
  adminAccount,
  call,
  check,
  createStock,
  createUpdate,
  getPlans,
  instanceForBlock,
  isoDay,
  monthsAgo,
  newAccount,
  signup,
  login,
  sqlOn,
  subscribe,
  uniqueEmail,
  userStock,
  GENERAL_ENV,
  SUITE_MODE,
  type Instance,
  type Plan,
} from './helpers';
import { pageTexts, pdfInfo, pdfjsRead, samplePdf } from '../lib/pdf';
import { ON_POSTGRES } from '../lib/suites';

test.describe.configure({ mode: SUITE_MODE });

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

const upload = uploadReport;

const download = (api: APIRequestContext, url: string, token?: string) =>
  api.fetch(url, { method: 'GET', headers: token ? { Authorization: `Bearer ${token}` } : {}, failOnStatusCode: false, timeout: 60_000 });

/** The plan that opens the most stocks. */
const largestPlan = async (inst: Instance) => [...(await getPlans(inst.api))].sort((a, b) => b.stocks - a.stocks)[0];

/** A one-page report uploaded by an administrator: `{ id, pages, sha256 }`. */
const onePageReport = async (inst: Instance, admin: Account): Promise<{ id: number; pages: number; sha256: string }> =>
  check(await upload(inst.api, admin.token, { name: 'r.pdf', mimeType: 'application/pdf', buffer: await samplePdf(1) }), 200, 'upload');

/** A subscriber of the largest plan from today, signed in. */
async function subscriber(inst: Instance, admin: Account, plan: Plan, date = isoDay(0), name?: { first_name: string; last_name: string }) {
  const { input, user } = await signup(inst.api, { email: uniqueEmail('reader'), ...(name ?? {}) });
  const { token } = await login(inst.api, input.email, input.password);
  await subscribe(inst.api, admin.token, user.id, plan.id, date);
  return { id: user.id as number, email: input.email, password: input.password, token, name: `${input.first_name} ${input.last_name}` };
}

test.describe('upload, links and stamped downloads', () => {
  const inst = instanceForBlock(() => GENERAL_ENV);
  let admin: Account;
  let plan: Plan;
  let original: Buffer;
  let report: { id: number; pages: number; sha256: string };
  let updateReport: { id: number };
  let stock: any;
  let reader: Awaited<ReturnType<typeof subscriber>>;

  test.beforeAll(async () => {
    admin = await adminAccount(inst());
    plan = [...(await getPlans(inst().api))].sort((a, b) => b.stocks - a.stocks)[0];
    original = await samplePdf(5);
  });

  test('an administrator uploads a real PDF: its id, pages and SHA-256', async () => {
    report = await check(
      await upload(inst().api, admin.token, { name: 'q3-report.pdf', mimeType: 'application/pdf', buffer: original }),
      200,
      'upload',
    );
    expect(report).toEqual({ id: expect.any(Number), pages: 5, sha256: sha256(original), removed: [] });
    // The content decides, not the name: a PDF named .bin is a report.
    updateReport = await check(
      await upload(inst().api, admin.token, { name: 'update.bin', mimeType: 'application/octet-stream', buffer: await samplePdf(2) }),
      200,
      'upload of a PDF named .bin',
    );
  });

  test('a text file named .pdf is refused 400, a report over the limit 413, others than administrators 401/403', async () => {
    const fake = await check(
      await upload(inst().api, admin.token, {
        name: 'report.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Not a PDF at all.\n'.repeat(100)),
      }),
      400,
      'renamed text',
    );
    expect(fake.error.message).toBe(REPORT_MESSAGES.notPdf);
    const big = await check(
      await upload(inst().api, admin.token, {
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(REPORT_MAX_BYTES + 1024 * 1024, 0x25),
      }),
      413,
      'over 20 MB',
    );
    expect(big.error.message).toBe(REPORT_MESSAGES.tooLarge);
    const user = await newAccount(inst().api, 'not-admin');
    await check(await upload(inst().api, user.token, { name: 'r.pdf', mimeType: 'application/pdf', buffer: original }), 403, 'a user');
    await check(await upload(inst().api, null, { name: 'r.pdf', mimeType: 'application/pdf', buffer: original }), 401, 'anonymous');
  });

  test('reportId on a stock and an update must name a report; getuserstock gives a signed reportUrl beside it', async () => {
    const unknown = await check(
      await call(inst().api, 'POST', '/api/Stocks/', { token: admin.token, data: { ...stockBody(), reportId: 999999 } }),
      400,
      'unknown',
    );
    expect(unknown.error.message).toBe(REPORT_MESSAGES.unknownReport);
    reader = await subscriber(inst(), admin, plan);
    stock = await createStock(inst().api, admin.token, { reportId: report.id });
    expect(stock.reportId).toBe(report.id);
    const unknownUpdate = await check(
      await call(inst().api, 'POST', '/api/Updates', {
        token: admin.token,
        data: { type: 'Buy', description: 'x', stockId: stock.id, reportId: 999999 },
      }),
      400,
      'unknown on an update',
    );
    expect(unknownUpdate.error.message).toBe(REPORT_MESSAGES.unknownReport);
    const update = await createUpdate(inst().api, admin.token, stock.id, 'Buy', { reportId: updateReport.id });
    expect(update.reportId).toBe(updateReport.id);
    const mine = await userStock(inst().api, reader.token, reader.id);
    const s = mine.stocks.find((x: any) => x.id === stock.id);
    expect(s.reportId).toBe(report.id);
    expect(s.reportUrl).toMatch(new RegExp(`^/api/Reports/${report.id}/download\\?sig=[\\w-]+&exp=\\d+&u=${reader.id}$`));
    expect(s.reportUrl).not.toContain('/uploads');
    expect(s.reportLink, 'the legacy link is still there').toBe(stock.reportLink);
    expect(s.update[0].reportUrl).toContain(`/api/Reports/${updateReport.id}/download?`);
  });

  test('the entitled subscriber downloads a copy stamped on every page, logged under its download id', async () => {
    const { stocks } = await userStock(inst().api, reader.token, reader.id);
    const url = stocks.find((x: any) => x.id === stock.id).reportUrl;
    const res = await download(inst().api, url);
    expect(res.status(), await res.text().catch(() => '')).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(res.headers()['cache-control']).toContain('no-store');
    const copy = await res.body();
    expect(sha256(copy), 'never the original').not.toBe(report.sha256);
    // Streamed as the original's bytes and an incremental update after them, its length announced.
    expect(Number(res.headers()['content-length'])).toBe(copy.length);
    expect(copy.length).toBeGreaterThan(original.length);
    expect(Buffer.compare(copy.subarray(0, original.length), original), 'the original, then the update').toBe(0);
    const pages = pageTexts(copy);
    // The report's five pages, then its disclosures page: the firm's registration, the disclosures, the standard warning.
    expect(pages).toHaveLength(6);
    const downloadId = res.headers()['x-download-id'];
    expect(downloadId).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const disclosures = pages[5].replace(/\s+/g, ' ');
    for (const part of [
      'Research analyst',
      'SEBI Research Analyst Reg. No.',
      'Disclosures',
      'The analyst has a financial interest in the company: No',
      'Standard warning',
      'Registration granted by SEBI',
    ])
      expect(disclosures).toContain(part);
    pages.forEach((text, i) => {
      if (i < 5) expect(text, `page ${i + 1}`).toContain(`Research page ${i + 1}`);
      expect(text, `page ${i + 1}`).toContain(reader.name);
      expect(text, `page ${i + 1}`).toContain(reader.email);
      expect(text, `page ${i + 1}`).toContain(downloadId);
    });
    expect(pdfInfo(copy).Keywords).toContain(downloadId);
    // And as pdf.js (the reader of browsers) opens it: every page with its stamp, nothing repaired.
    const js = pdfjsRead(copy);
    expect(js.warnings, 'pdf.js warnings').toEqual([]);
    expect(js.pages).toBe(6);
    js.texts.forEach((text, i) => expect(text, `pdf.js page ${i + 1}`).toContain(downloadId));
    expect(String(js.info.Keywords)).toContain(downloadId);
    const log = await check(
      await call(inst().api, 'GET', '/api/Reports/downloads', { token: admin.token, query: { downloadId } }),
      200,
      'log',
    );
    expect(log).toEqual([
      { downloadId, reportId: report.id, userId: reader.id, email: reader.email, ip: expect.any(String), at: expect.any(String) },
    ]);
    const perReport = await check(
      await call(inst().api, 'GET', '/api/Reports/downloads', { token: admin.token, query: { reportId: String(report.id) } }),
      200,
      'per report',
    );
    expect(perReport.map((d: any) => d.downloadId)).toContain(downloadId);
    // With the app token instead of the link, and the update's report too.
    const byToken = await download(inst().api, `/api/Reports/${updateReport.id}/download`, reader.token);
    expect(byToken.status()).toBe(200);
    expect(pageTexts(await byToken.body()).every((t) => t.includes(reader.email))).toBe(true);
  });

  test('an administrator gets a copy too, stamped with their own address', async () => {
    const res = await download(inst().api, `/api/Reports/${report.id}/download`, admin.token);
    expect(res.status()).toBe(200);
    const copy = await res.body();
    expect(sha256(copy)).not.toBe(report.sha256);
    expect(pageTexts(copy).every((t) => t.includes(admin.email))).toBe(true);
  });

  test('a name the PDF font cannot draw is stamped as far as it can, never a 500', async () => {
    const other = await subscriber(inst(), admin, plan, isoDay(0), { first_name: 'प्रिया', last_name: 'Zoë Łukasz' });
    const res = await download(inst().api, `/api/Reports/${report.id}/download`, other.token);
    expect(res.status(), await res.text().catch(() => '')).toBe(200);
    const pages = pageTexts(await res.body());
    expect(pages.every((t) => t.includes(other.email) && t.includes('Zoë'))).toBe(true);
  });

  test('several CMS instances on one database: a report uploaded through one is downloaded, stamped, from another', async () => {
    test.skip(!ON_POSTGRES, 'several CMS instances share a PostgreSQL database (SQLite is one process)');
    test.setTimeout(180_000);
    const other = await inst().cms.anotherInstance();
    const api = await pwRequest.newContext({ baseURL: other.url });
    try {
      const { stocks } = await userStock(inst().api, reader.token, reader.id);
      const res = await download(api, stocks.find((x: any) => x.id === stock.id).reportUrl);
      expect(res.status()).toBe(200);
      const pages = pageTexts(await res.body());
      expect(pages.every((t) => t.includes(reader.email))).toBe(true);
      const downloadId = res.headers()['x-download-id'];
      // Logged in the one database: the first instance finds the copy the second made.
      const log = await check(
        await call(inst().api, 'GET', '/api/Reports/downloads', { token: admin.token, query: { downloadId } }),
        200,
        'log',
      );
      expect(log).toHaveLength(1);
    } finally {
      await api.dispose();
      await other.stop();
    }
  });

  test('refused: no credentials, a free user, a plan that does not open the stock, an expired plan, links passed on, edited or expired', async () => {
    const target = `/api/Reports/${report.id}/download`;
    expect((await download(inst().api, target)).status(), 'anonymous').toBe(401);
    const free = await newAccount(inst().api, 'free');
    const refusedFree = await check(await download(inst().api, target, free.token), 403, 'free user');
    expect(refusedFree.error.message).toBe(REPORT_MESSAGES.notEntitled);
    // Subscribed from tomorrow: the stock, created today, is not one the plan opens.
    const later = await subscriber(inst(), admin, plan, isoDay(1));
    await check(await download(inst().api, target, later.token), 403, 'plan without the stock');
    const expired = await subscriber(inst(), admin, plan, monthsAgo(plan.months + 1));
    await check(await download(inst().api, target, expired.token), 403, 'expired plan');
    const { stocks } = await userStock(inst().api, reader.token, reader.id);
    const link = stocks.find((x: any) => x.id === stock.id).reportUrl as string;
    await check(await download(inst().api, link, free.token), 403, "the subscriber's link with someone else's token");
    await check(await download(inst().api, link.replace(`u=${reader.id}`, `u=${free.id}`)), 403, 'a link edited to name someone else');
    await check(
      await download(
        inst().api,
        link.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 86400}`),
      ),
      403,
      'a link edited to last longer',
    );
    // A link signed with the instance's key whose time is up.
    const secrets = JSON.parse(fs.readFileSync(path.join(inst().cms.dataDir, 'secrets.json'), 'utf8'));
    const key = String(secrets.APP_KEYS).split(',')[0];
    const old = signedReportPath(key, report.id, reader.id, linkExpiry(Math.floor(Date.now() / 1000) - 3 * 3600));
    const gone = await check(await download(inst().api, old), 403, 'an expired link');
    expect(gone.error.message).toBe(REPORT_MESSAGES.linkExpired);
    await check(await download(inst().api, `/api/Reports/999999/download`, admin.token), 404, 'no such report');
  });
});

test.describe('missing and gone reports', () => {
  const inst = instanceForBlock(() => GENERAL_ENV);

  test('a reader who may not have a report gets the same 403 whether or not the id names one', async () => {
    const admin = await adminAccount(inst());
    const plan = await largestPlan(inst());
    const report = await onePageReport(inst(), admin);
    await createStock(inst().api, admin.token, { reportId: report.id });
    const free = await newAccount(inst().api, 'free');
    const later = await subscriber(inst(), admin, plan, isoDay(1));
    for (const [who, reader] of [
      ['a free user', free],
      ['a plan that does not open the stock', later],
    ] as const) {
      const existing = await download(inst().api, `/api/Reports/${report.id}/download`, reader.token);
      const missing = await download(inst().api, `/api/Reports/${report.id + 1000}/download`, reader.token);
      expect([existing.status(), missing.status()], who).toEqual([403, 403]);
      expect((await missing.json()).error.message, who).toBe(REPORT_MESSAGES.notEntitled);
      // The same answer but for the request's own id.
      const withoutRequestId = async (res: APIResponse) => {
        const body = await res.json();
        delete body.error.details.requestId;
        return body;
      };
      expect(await withoutRequestId(missing), `${who}: the same answer`).toEqual(await withoutRequestId(existing));
    }
  });

  test('a report whose row or file is gone answers 410 in words to its reader and to administrators, never a 500; others still 403', async () => {
    const admin = await adminAccount(inst());
    const reader = await subscriber(inst(), admin, await largestPlan(inst()));
    const free = await newAccount(inst().api, 'free');
    const newReport = () => onePageReport(inst(), admin);
    // The report's row deleted (as the panel's Delete did) after a first download: its bytes are still cached.
    const rowGone = await newReport();
    await createStock(inst().api, admin.token, { reportId: rowGone.id });
    expect((await download(inst().api, `/api/Reports/${rowGone.id}/download`, reader.token)).status(), 'before').toBe(200);
    sqlOn(inst().cms, `DELETE FROM reports WHERE id = ${rowGone.id}`);
    // The report's file lost, its row still there.
    const fileGone = await newReport();
    const stock = await createStock(inst().api, admin.token);
    await createUpdate(inst().api, admin.token, stock.id, 'Buy', { reportId: fileGone.id });
    sqlOn(inst().cms, `DELETE FROM report_files WHERE report_id = ${fileGone.id}`);

    for (const id of [rowGone.id, fileGone.id]) {
      for (const [who, token] of [
        ['the entitled reader', reader.token],
        ['an administrator', admin.token],
      ]) {
        const body = await check(await download(inst().api, `/api/Reports/${id}/download`, token), 410, `${who}, report ${id}`);
        expect(body.error.message).toBe(REPORT_MESSAGES.gone);
      }
      expect((await (await download(inst().api, `/api/Reports/${id}/download`, free.token)).json()).error.message).toBe(
        REPORT_MESSAGES.notEntitled,
      );
    }
    // An id that nothing names is still unknown to an administrator.
    await check(await download(inst().api, `/api/Reports/${fileGone.id + 1000}/download`, admin.token), 404, 'no such report');
  });
});

test.describe('downloads per day', () => {
  // Real limits here (RATE_LIMIT_FACTOR 1): the daily budget itself is under test.
  const inst = instanceForBlock(() => ({ RATE_LIMIT_FACTOR: '1' }));

  test(`the ${REPORT_DOWNLOADS_PER_DAY + 1}st download of a day is refused 429 with a clear message`, async () => {
    test.setTimeout(180_000);
    const admin = await adminAccount(inst());
    const plan = await largestPlan(inst());
    const report = await onePageReport(inst(), admin);
    const reader = await subscriber(inst(), admin, plan);
    await createStock(inst().api, admin.token, { reportId: report.id });
    for (let i = 1; i <= REPORT_DOWNLOADS_PER_DAY; i++)
      expect((await download(inst().api, `/api/Reports/${report.id}/download`, reader.token)).status(), `download ${i}`).toBe(200);
    const refused = await check(await download(inst().api, `/api/Reports/${report.id}/download`, reader.token), 429, 'one too many');
    expect(refused.error.message).toBe(REPORT_MESSAGES.tooManyDownloads);
    // Administrators are not counted.
    expect((await download(inst().api, `/api/Reports/${report.id}/download`, admin.token)).status()).toBe(200);
  });
});

let stockN = 0;
function stockBody() {
  stockN += 1;
  return {
    name: `Reports Test ${stockN}`,
    code: `INE9${String(stockN).padStart(5, '0')}01`,
    description: 'A stock for the reports suite.',
  };
}
