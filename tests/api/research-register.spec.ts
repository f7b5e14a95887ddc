/**
 * The research register: every call and update an administrator publishes is recorded in the
 * same transaction, hash-chained and signed with the firm's Ed25519 key; administrators read it
 * (JSON with its verification, or CSV), compliance staff verify and export it in the CMS panel,
 * nobody edits or deletes it there, and a row changed straight in the database fails the
 * verification (the API's, the panel's and `npm run register:verify`'s). SQLite and PostgreSQL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import {
  adminAccount,
  call,
  createStock,
  createUpdate,
  editorHeaders,
  expectError,
  expectOk,
  getPlans,
  instanceForBlock,
  isoDay,
  newAccount,
  panelStaff,
  sqlOn,
  subscribe,
  SUITE_MODE,
  uploadReport,
  type Account,
} from './helpers';
import { samplePdf } from '../lib/pdf';

test.describe.configure({ mode: SUITE_MODE });

const REGISTER = '/api/Recommendations/register';
const PANEL = '/content-manager/research-register';
const ENTRIES = '/content-manager/collection-types/api::research-register.research-register';
const instance = instanceForBlock();
let admin: Account;

test.beforeAll(async () => {
  admin = await adminAccount(instance());
});

const register = async (query: Record<string, string> = {}) =>
  expectOk(await call(instance().api, 'GET', REGISTER, { token: admin.token, query }), 200, 'register');

/** The bytes an entry's hash and signature cover, rebuilt here from the documented field order (not the CMS's code). */
const payload = (e: any) =>
  Buffer.from(
    JSON.stringify([1, e.seq, e.kind, e.refId, e.stockId, e.recordedAt, e.publishedBy, e.content, e.reportSha256, e.audience, e.prevHash]),
  );

/** `npm run register:verify` on this instance's database, past the CMS. */
function verifyScript(extraArgs: string[] = []) {
  const { cms } = instance();
  const env = {
    ...process.env,
    DATA_DIR: cms.dataDir,
    DATABASE_URL: cms.databaseUrl ?? '',
    BACKUP_DIR: path.join(os.tmpdir(), 'no-backups'),
  };
  return spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/register-verify.ts', ...extraArgs], { env, encoding: 'utf8' });
}

test('a call, an update and an amendment are recorded as published: content, publisher, audience, chained and signed with the published key', async () => {
  const { api } = instance();
  const subscriber = await newAccount(api, 'register-sub');
  const [plan] = await getPlans(api);
  await subscribe(api, admin.token, subscriber.id, plan.id, isoDay(0));
  const before = (await register()).entries.length;

  const pdf = await samplePdf(2);
  const report = await expectOk(
    await uploadReport(api, admin.token, { name: 'call.pdf', mimeType: 'application/pdf', buffer: pdf }),
    200,
    'upload',
  );
  const stock = await createStock(api, admin.token, { name: 'Register Industries', reportId: report.id });
  const update = await createUpdate(api, admin.token, stock.id, 'Buy', { description: 'Add on dips' });
  // A refused update records nothing.
  await expectError(
    await call(api, 'POST', '/api/Updates', { token: admin.token, data: { type: 'Buy', description: 'x', stockId: 999999 } }),
    404,
  );

  // A correction is recorded too, as an amendment of the call, the call's own entry untouched.
  const amended = await expectOk(
    await call(api, 'POST', `/api/Stocks/${stock.id}/amendments`, {
      token: admin.token,
      data: { reason: 'Target revised.', target: 1750 },
    }),
    200,
    'amend',
  );
  expect(amended).toMatchObject({ amended: true, version: 2, target: 1750 });

  const { entries, verification, publicKey } = await register();
  expect(entries).toHaveLength(before + 3);
  const [call_, update_, amendment_] = entries.slice(-3);
  expect(amendment_).toMatchObject({ kind: 'amendment', stockId: stock.id, publishedBy: admin.email, prevHash: update_.hash });
  expect(JSON.parse(amendment_.content)).toMatchObject({ target: 'stock', targetId: stock.id, version: 2, reason: 'Target revised.' });
  expect(JSON.parse(call_.content).target).toBe(stock.target);
  expect(call_).toMatchObject({
    kind: 'call',
    refId: stock.id,
    stockId: stock.id,
    publishedBy: admin.email,
    audience: 1,
  });
  // The report file it was published with, by its SHA-256: the one computed here from the bytes sent.
  expect(call_.reportSha256).toBe(crypto.createHash('sha256').update(pdf).digest('hex'));
  expect(JSON.parse(call_.content)).toMatchObject({ id: stock.id, name: 'Register Industries', code: stock.code });
  expect(update_).toMatchObject({
    kind: 'update',
    refId: update.id,
    stockId: stock.id,
    audience: 1,
    prevHash: call_.hash,
    seq: call_.seq + 1,
  });
  expect(JSON.parse(update_.content)).toMatchObject({ type: 'Buy', description: 'Add on dips' });
  expect(Math.abs(Date.parse(call_.recordedAt) - Date.now())).toBeLessThan(5 * 60_000);
  expect(verification).toEqual({ ok: true, count: entries.length, head: amendment_.hash });

  // Checked here with node:crypto alone, against the key anyone may download.
  const pem = await (await call(api, 'GET', `${REGISTER}/public-key`)).text();
  expect(pem).toBe(publicKey);
  const key = crypto.createPublicKey(pem);
  for (const e of [call_, update_, amendment_]) {
    expect(crypto.createHash('sha256').update(payload(e)).digest('hex')).toBe(e.hash);
    expect(crypto.verify(null, payload(e), key, Buffer.from(e.signature, 'base64'))).toBe(true);
  }
});

test('ten calls published at once are chained in one line: no number twice, none skipped, all signed', async () => {
  const { api } = instance();
  const before = (await register()).entries.length;
  const created = await Promise.all(Array.from({ length: 10 }, (_, i) => createStock(api, admin.token, { name: `Burst Industries ${i}` })));
  const { entries, verification } = await register();
  expect(entries).toHaveLength(before + 10);
  expect(entries.map((e: any) => e.seq)).toEqual(entries.map((_: unknown, i: number) => i + 1));
  expect(new Set(entries.slice(-10).map((e: any) => e.refId))).toEqual(new Set(created.map((s) => s.id)));
  expect(verification.ok).toBe(true);
});

test('administrators only; days and format are checked; CSV for auditors', async () => {
  const { api } = instance();
  const user = await newAccount(api, 'register-nosy');
  await expectError(await call(api, 'GET', REGISTER), 401);
  await expectError(await call(api, 'GET', REGISTER, { token: user.token }), 403);
  await expectError(await call(api, 'GET', `${REGISTER}/verify`, { token: user.token }), 403);
  const bad = async (query: Record<string, string>, message: string) =>
    expect((await expectError(await call(api, 'GET', REGISTER, { token: admin.token, query }), 400)).error.message).toBe(message);
  await bad({ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD).');
  await bad({ from: isoDay(0), to: isoDay(-1) }, 'to must not be before from.');
  await bad({ format: 'xml' }, 'format must be csv or json.');

  await createStock(api, admin.token, { name: 'Csv Industries' });
  expect((await register({ from: isoDay(1) })).entries).toEqual([]);
  const today = (await register({ from: isoDay(0), to: isoDay(0) })).entries;
  expect(today.length).toBeGreaterThan(0);
  const res = await call(api, 'GET', REGISTER, { token: admin.token, query: { format: 'csv', from: isoDay(0) } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Seq,Recorded at (UTC),Kind,Record id,Stock id,Published by,Made available to (subscribers),Report SHA-256,Content (JSON),Previous hash,Hash,Ed25519 signature (base64)',
  );
  expect(lines.at(-1)).toContain('Csv Industries');
  expect(lines).toHaveLength(today.length + 1);
});

test('the panel cannot add, edit or delete an entry; compliance staff verify and export it, marketers may not', async () => {
  const { api } = instance();
  const panel = await editorHeaders(instance());
  const list = await expectOk(await api.get(`${ENTRIES}?page=1&pageSize=1`, { headers: panel }), 200, 'list');
  const entry = list.results[0];
  const refused =
    'The research register is written by the CMS when research is published: its entries cannot be added, changed or deleted by hand.';
  for (const res of [
    await api.put(`${ENTRIES}/${entry.documentId}`, { headers: panel, data: { audience: 999 } }),
    await api.delete(`${ENTRIES}/${entry.documentId}`, { headers: panel }),
    await api.post(ENTRIES, { headers: panel, data: { ...entry, id: undefined, documentId: undefined } }),
  ]) {
    expect(res.status()).toBe(403);
    expect((await res.json()).error.message).toBe(refused);
  }
  expect((await register()).verification.ok).toBe(true);

  const compliance = await panelStaff(instance(), panel, 'Compliance');
  const verdict = (await expectOk(await api.get(`${PANEL}/verify`, { headers: compliance }), 200, 'compliance verifies')).data;
  expect(verdict).toMatchObject({ ok: true });
  const csv = await api.get(`${PANEL}/export.csv`, { headers: compliance });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Ed25519 signature (base64)');
  const marketer = await panelStaff(instance(), panel, 'Marketer');
  expect((await api.get(`${PANEL}/verify`, { headers: marketer })).status()).toBe(403);
  expect((await api.get(`${PANEL}/export.csv`, { headers: marketer })).status()).toBe(403);
});

test('a row changed in the database directly fails every verification at that entry; put back, it verifies again', async () => {
  const { api, cms } = instance();
  await createStock(api, admin.token, { name: 'Tamper Industries' });
  const { entries } = await register();
  const victim = entries[0];
  const clean = verifyScript();
  expect(clean.status, clean.stderr).toBe(0);
  expect(clean.stdout).toContain(`The research register verifies: ${entries.length} entries`);

  sqlOn(cms, `UPDATE research_register SET audience = audience + 5 WHERE seq = ${victim.seq}`);
  try {
    const verdict = await expectOk(await call(api, 'GET', `${REGISTER}/verify`, { token: admin.token }), 200, 'verify');
    expect(verdict).toMatchObject({ ok: false, count: victim.seq - 1 });
    expect(verdict.failure).toEqual({
      seq: victim.seq,
      reason: 'its content does not match its hash: it was changed after it was recorded',
    });
    const script = verifyScript();
    expect(script.status).toBe(1);
    expect(script.stderr).toContain(`does NOT verify at entry ${victim.seq}`);
  } finally {
    sqlOn(cms, `UPDATE research_register SET audience = audience - 5 WHERE seq = ${victim.seq}`);
  }
  expect((await register()).verification.ok).toBe(true);

  // An auditor's copy of another key does not vouch for this register.
  const otherKey = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'key-')), 'other.pem');
  fs.writeFileSync(otherKey, crypto.generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }));
  const withOther = verifyScript([`--public-key=${otherKey}`]);
  expect(withOther.status).toBe(1);
  expect(withOther.stderr).toContain("its signature does not match the firm's key");
});
