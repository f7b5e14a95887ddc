/**
 * Reports as firms' tools make them (tests/lib/pdf-kinds.ts: Ghostscript, then qpdf) go through
 * the administrator's upload and the subscriber's download, and each copy is read back with
 * `qpdf --check`, poppler's pdftotext and pdf.js: every page keeps its text and carries the stamp,
 * upright at the foot of the page as it is shown, whatever /Rotate and the boxes say. An
 * owner-password file is decrypted, a user-password one refused in the product's words, and
 * JavaScript, launch actions and embedded files are gone from the copy's objects, not just unhooked.
 */
import crypto from 'node:crypto';
import { expect, type APIResponse } from '@playwright/test';
import { REPORT_MESSAGES, type ReportUploadAnswer } from 'contracts';
import {
  adminAccount,
  check,
  createStock,
  roomiestPlanId,
  login,
  sharedInstance,
  signup,
  subscribe,
  test,
  uniqueEmail,
  uploadReport,
  userStock,
  isoDay,
  SUITE_MODE,
  type Account,
} from './helpers';
import { makePdfKinds, type PdfKinds } from '../lib/pdf-kinds';
import { pageTexts, pdfjsLayout, qpdfCheck, qpdfObjects } from '../lib/pdf';

test.describe.configure({ mode: SUITE_MODE });

const inst = sharedInstance();
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

let kinds: PdfKinds;
let admin: Account;
let reader: { id: number; email: string; token: string };

test.beforeAll(async () => {
  kinds = makePdfKinds();
  admin = await adminAccount(inst());
  const { input, user } = await signup(inst().api, { email: uniqueEmail('kinds') });
  const { token } = await login(inst().api, input.email, input.password);
  await subscribe(inst().api, admin.token, user.id, await roomiestPlanId(inst().api), isoDay(0));
  reader = { id: user.id, email: input.email, token };
});

const upload = (name: string, buffer: Buffer): Promise<APIResponse> =>
  uploadReport(inst().api, admin.token, { name, mimeType: 'application/pdf', buffer });

/** `buffer` uploaded, carried by a new stock, and downloaded by the subscriber through their link. */
async function served(name: string, buffer: Buffer): Promise<{ report: ReportUploadAnswer; copy: Buffer; downloadId: string }> {
  const report: ReportUploadAnswer = await check(await upload(name, buffer), 200, `upload of ${name}`);
  const stock = await createStock(inst().api, admin.token, { reportId: report.id });
  const { stocks } = await userStock(inst().api, reader.token, reader.id);
  const res = await inst().api.fetch(stocks.find((s: any) => s.id === stock.id).reportUrl, { failOnStatusCode: false, timeout: 60_000 });
  expect(res.status(), `download of ${name}: ${await res.text().catch(() => '')}`).toBe(200);
  return { report, copy: await res.body(), downloadId: res.headers()['x-download-id'] };
}

/**
 * The copy passes qpdf's check; pdftotext finds each of the report's `pages` with its own text and
 * the stamp, then the disclosures page; pdf.js opens it without a warning and shows the stamp on
 * every page upright, left to right, inside the page and at its foot.
 */
function expectStampedCopy(copy: Buffer, downloadId: string, pages: number, label: string): void {
  expect(qpdfCheck(copy), `${label}: qpdf --check`).toContain('No syntax or stream encoding errors');
  const texts = pageTexts(copy);
  expect(texts, `${label}: pages and the disclosures page`).toHaveLength(pages + 1);
  texts.forEach((text, i) => {
    if (i < pages) expect(text, `${label} page ${i + 1}`).toContain(`Research page ${i + 1}`);
    expect(text, `${label} page ${i + 1}`).toContain(reader.email);
    expect(text, `${label} page ${i + 1}`).toContain(downloadId);
  });
  const js = pdfjsLayout(copy);
  expect(js.warnings, `${label}: pdf.js warnings`).toEqual([]);
  js.layout.forEach((page, i) => {
    const where = `${label} page ${i + 1} (/Rotate ${page.rotate}, ${page.width}x${page.height})`;
    const stamp = page.items.find((item) => item.str.includes(downloadId));
    expect(stamp, `${where}: the stamp`).toBeDefined();
    expect(stamp!.angle, `${where}: upright, left to right`).toBe(0);
    expect(stamp!.x, `${where}: starts inside`).toBeGreaterThanOrEqual(0);
    expect(stamp!.x + stamp!.width, `${where}: ends inside`).toBeLessThanOrEqual(page.width + 0.5);
    // Its baseline in the page's last 36 points as shown (y counts down from the top).
    expect(stamp!.y, `${where}: at the foot`).toBeGreaterThan(page.height - 36);
    expect(stamp!.y, `${where}: on the page`).toBeLessThanOrEqual(page.height);
  });
}

test("Ghostscript's PDF, and qpdf's with object streams and linearized, are stored as they are and stamped", async () => {
  for (const [name, buffer] of [
    ['ghostscript.pdf', kinds.ghostscript],
    ['object-streams.pdf', kinds.objectStreams],
    ['linearized.pdf', kinds.linearized],
  ] as const) {
    const { report, copy, downloadId } = await served(name, buffer);
    expect(report, name).toEqual({ id: expect.any(Number), pages: 4, sha256: sha256(buffer), removed: [] });
    expect(Buffer.compare(copy.subarray(0, buffer.length), buffer), `${name}: the original's bytes, then the stamp`).toBe(0);
    expectStampedCopy(copy, downloadId, 4, name);
  }
});

test('an owner-password PDF (editing restricted, opens without a password) is decrypted, stored and stamped', async () => {
  for (const [name, buffer] of [
    ['owner-aes256.pdf', kinds.ownerPasswordAes256],
    ['owner-rc4.pdf', kinds.ownerPasswordRc4],
  ] as const) {
    const { report, copy, downloadId } = await served(name, buffer);
    expect(report, name).toEqual({ id: expect.any(Number), pages: 4, sha256: expect.any(String), removed: ['password'] });
    expect(report.sha256, `${name}: the stored file is the decrypted one`).not.toBe(sha256(buffer));
    expect(qpdfCheck(copy), name).toContain('File is not encrypted');
    expectStampedCopy(copy, downloadId, 4, name);
  }
});

test('a PDF that needs a password to open is refused 400 in the words the administrator can act on', async () => {
  const refused = await check(await upload('user-password.pdf', kinds.userPassword), 400, 'user password');
  expect(refused.error.message).toBe(REPORT_MESSAGES.passwordProtected);
  expect(REPORT_MESSAGES.passwordProtected).toBe('This PDF is password-protected. Save it without a password and upload it again.');
});

test('on pages turned by /Rotate (90, 180, 270) and boxes that do not start at 0 0, the stamp stands upright at the foot of what is shown', async () => {
  for (const [name, buffer] of [
    ['rotated.pdf', kinds.rotated],
    ['boxes.pdf', kinds.boxes],
  ] as const) {
    const { report, copy, downloadId } = await served(name, buffer);
    expect(report.removed, name).toEqual([]);
    expectStampedCopy(copy, downloadId, 4, name);
  }
  // The fixture is what it says: pdf.js shows the four pages turned 0, 90, 180 and 270 degrees.
  const { copy } = await served('rotated-again.pdf', kinds.rotated);
  expect(pdfjsLayout(copy).layout.map((p) => p.rotate)).toEqual([0, 90, 180, 270, 0]);
});

test('JavaScript, open and page actions, launch links and embedded files are removed from the served copy; web links stay', async () => {
  const active = ['javascript', 'openAction', 'launch', 'embeddedFiles'];
  for (const [name, buffer, removed] of [
    ['active.pdf', kinds.active, active],
    ['active-object-streams.pdf', kinds.activeInObjectStreams, active],
    ['active-owner-password.pdf', kinds.activeOwnerPassword, ['password', ...active]],
  ] as const) {
    // qpdf decrypts an owner-password file as it writes its objects out.
    const before = qpdfObjects(buffer);
    for (const present of ['/JavaScript', '/OpenAction', '/AA', '/Launch', '/EmbeddedFile', 'app.alert', 'calc.exe'])
      expect(before, `${name} carries ${present}`).toContain(present);
    const { report, copy, downloadId } = await served(name, buffer);
    expect(report.removed, name).toEqual(removed);
    const after = qpdfObjects(copy);
    for (const gone of ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/EmbeddedFile', 'app.alert', 'calc.exe', 'notes.txt'])
      expect(after, `the copy of ${name} carries no ${gone}`).not.toContain(gone);
    expect(after, `${name}: the web link stays`).toContain('https://example.com/research');
    expectStampedCopy(copy, downloadId, 2, name);
  }
});
