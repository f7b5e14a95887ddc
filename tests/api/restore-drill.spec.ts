/**
 * The restore drill (scripts/backup.ts, scripts/restore.ts): a CMS with users, a paid order and its
 * invoice number, stocks (and their signed research register), leads, a grievance ticket, audit entries and KYC records is backed up with
 * `npm run backup` while requests keep coming; the archive is restored with `npm run restore` into
 * an empty DATA_DIR (and on PostgreSQL an empty database); a second CMS started on it has the
 * backup's row counts, the files and the secrets; the subscriber signs in and sees their stocks
 * (their token from before the backup still works), an administrator's KYC reveal gives the PAN
 * submitted before the backup (the records' key came back with the sealed secrets; a restore
 * without it is refused), and the next payment's invoice number follows the last without a gap.
 * Runs on SQLite and, through the test runner, on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, request as pwRequest } from '@playwright/test';
import { GRIEVANCE_PREFIX } from 'contracts';
import { ROOT } from '../../scripts/lib/config';
import { bootCmsOn, newPgDatabase } from '../lib/cms';
import type { FakeRazorpay } from '../lib/fake-razorpay';
import {
  Account,
  Instance,
  Plan,
  SUITE_MODE,
  adminAccount,
  bootWithFakeRazorpay,
  call,
  check,
  createStock,
  editorHeaders,
  getPlans,
  login,
  newBuyer,
  newPan,
  razorpayEnv,
  signupInput,
  sqlOn,
  stopInstance,
  uniqueEmail,
  userStock,
} from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const PASSPHRASE = 'drill passphrase, long enough';
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';
let fake: FakeRazorpay;
let inst: Instance;
let growth: Plan;
/** This run's archives and restored DATA_DIR (made in the worker: the runner loads the file too, to list its tests). */
let work: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-drill-'));
  ({ fake, inst } = await bootWithFakeRazorpay());
  growth = (await getPlans(inst.api)).find((p) => p.months === 24)!;
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopInstance(inst);
  await fake?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run <task> -- args` as an operator would (scripts/run.mjs), for this instance's environment. */
function npmRun(
  task: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'run.mjs'), task, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code: code ?? -1, out, seconds: (Date.now() - started) / 1000 }));
  });
}

/** A client pays one instalment of the growth plan on `on` through Razorpay's (fake) checkout; answers the order's invoice number. */
async function pays(on: Instance, acct: Account): Promise<number> {
  const order = await check(
    await call(on.api, 'POST', '/api/Orders/checkout', { token: acct.token, data: { plan: growth.id, acceptTerms: true } }),
    200,
    'checkout',
  );
  await check(await call(on.api, 'POST', '/api/Orders', { token: acct.token, data: fake.pay(order.order_id) }), 200, 'payment recorded');
  return Number(sqlOn(on.cms, `SELECT invoice_number FROM orders WHERE razorpay_order_id = '${order.order_id}'`).trim());
}

const lead = (email: string, otherQuery?: string) => ({
  contactInfo: { name: 'Ravi Kumar', level: otherQuery ? null : 'New lead', email, mobile: '9876543210', otherQuery },
});

/** Signups, leads and reads, one after another on `lanes` connections, until stopped; every answer's status and time kept. */
function keepBusy(lanes: number) {
  let stopped = false;
  const answers: Array<{ at: number; status: number }> = [];
  const lane = async () => {
    while (!stopped) {
      for (const [method, url, data] of [
        ['POST', '/api/GWSUsers', signupInput({}, 'busy')],
        ['POST', '/api/Messages/sendContactUsDetails', lead(uniqueEmail('busylead'))],
        ['GET', '/api/Stocks/getplanslist', undefined],
      ] as const) {
        const res = await call(inst.api, method, url, { data });
        answers.push({ at: Date.now(), status: res.status() });
      }
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, lane));
  return { answers, stop: async () => ((stopped = true), await running) };
}

test('a backup taken while the site serves restores into a working instance', async () => {
  test.setTimeout(600_000);
  // The instance's data: accounts, a paid order with its invoice, stocks, leads, a grievance ticket, audit entries.
  const admin = await adminAccount(inst);
  const panel = await editorHeaders(inst);
  const doc = (await (await inst.api.get(SETTINGS, { headers: panel })).json()).data;
  const { status: _status, ...settings } = doc;
  await check(
    await inst.api.put(SETTINGS, { headers: panel, data: { ...settings, gstin: '27AAPFU0939F1ZV' } }),
    200,
    'editor saves Site settings',
  );
  await check(await inst.api.post(`${SETTINGS}/actions/publish`, { headers: panel, data: {} }), 200, 'editor publishes');
  const users = [];
  // The subscriber's PAN: revealed again on the restored CMS, which must hold the key it is sealed under.
  const pan = newPan();
  for (let i = 0; i < 4; i++) users.push(await newBuyer(inst.api, 'drill', i === 0 ? pan : undefined));
  const subscriber = users[0];
  const invoice = await pays(inst, subscriber);
  expect(invoice % 1_000_000, 'the first invoice of the year').toBe(1);
  for (let i = 0; i < 2; i++) await createStock(inst.api, admin.token);
  const before = await userStock(inst.api, subscriber.token, subscriber.id);
  expect(before.noActiveSubscription).toBe(false);
  expect(before.stocks, 'the stocks published since the payment').toHaveLength(2);
  const register = (api: Instance['api']) => call(api, 'GET', '/api/Recommendations/register/verify', { token: admin.token });
  const registerBefore = await check(await register(inst.api), 200, 'the research register');
  expect(registerBefore).toMatchObject({ ok: true, count: 2 });
  for (const u of users.slice(1))
    await check(await call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', { data: lead(u.email) }), 200, 'lead');
  await check(
    await call(inst.api, 'POST', '/api/Messages/sendContactUsDetails', {
      data: lead(subscriber.email, `${GRIEVANCE_PREFIX}my report link is broken`),
    }),
    200,
    'grievance',
  );
  const sql = (statement: string) => sqlOn(inst.cms, statement).trim();
  const kycId = Number(sql(`SELECT id FROM kyc_records WHERE user_id = ${subscriber.id}`));
  expect(Number(sql(`SELECT COUNT(*) FROM grievances WHERE email = '${subscriber.email}'`)), 'the grievance ticket').toBe(1);
  expect(Number(sql('SELECT COUNT(*) FROM audit_entries')), 'the audit trail').toBeGreaterThan(0);

  // The backup, while signups, leads and reads keep coming, into the instance's own folder (BACKUP_DIR unset: DATA_DIR/backups).
  const backupDir = path.join(inst.cms.dataDir, 'backups');
  const busy = keepBusy(3);
  await new Promise((r) => setTimeout(r, 500));
  const backupStarted = Date.now();
  const backup = await npmRun('backup', [], {
    DATA_DIR: inst.cms.dataDir,
    DATABASE_URL: inst.cms.databaseUrl,
    BACKUP_DIR: undefined,
    BACKUP_PASSPHRASE: PASSPHRASE,
  });
  const backupEnded = Date.now();
  await busy.stop();
  expect(backup.code, backup.out).toBe(0);
  expect(
    busy.answers.filter((a) => a.status >= 300),
    'every request during the backup answered 2xx',
  ).toEqual([]);
  expect(
    busy.answers.filter((a) => a.at > backupStarted && a.at < backupEnded).length,
    'requests answered while the backup ran',
  ).toBeGreaterThan(3);
  const [archiveName, ...others] = fs.readdirSync(backupDir);
  expect(others, 'one archive in DATA_DIR/backups').toEqual([]);
  const archive = path.join(backupDir, archiveName);
  const manifest = JSON.parse(
    await new Promise<string>((resolve) => {
      let text = '';
      spawn('tar', ['-xzOf', archive, './manifest.json'])
        .stdout.on('data', (d) => (text += d))
        .on('end', () => resolve(text));
    }),
  );

  expect(
    manifest.files.filter((f: { path: string }) => f.path.startsWith('data/backups')),
    'the archive leaves its own folder out',
  ).toEqual([]);

  // The restore: refused over a live instance's folder; done into an empty one (and an empty database).
  const refused = await npmRun('restore', [archive], { DATA_DIR: inst.cms.dataDir, BACKUP_PASSPHRASE: PASSPHRASE });
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('is not empty');
  // Without the sealed secrets the restored CMS would get a new KYC key: refused before anything changes.
  const keyless = path.join(work, 'keyless');
  const noKey = await npmRun('restore', [archive, '--skip-secrets'], {
    DATA_DIR: keyless,
    DATABASE_URL: newPgDatabase(),
    BACKUP_PASSPHRASE: PASSPHRASE,
  });
  expect(noKey.code, noKey.out).toBe(1);
  expect(noKey.out).toContain("the archive's KYC records are sealed under the key with id");
  expect(fs.existsSync(keyless) ? fs.readdirSync(keyless) : []).toEqual([]);
  const dataDir = path.join(work, 'restored');
  const databaseUrl = newPgDatabase();
  const restore = await npmRun('restore', [archive], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BACKUP_PASSPHRASE: PASSPHRASE });
  expect(restore.code, restore.out).toBe(0);
  console.log(
    `[drill] backup ${backup.seconds.toFixed(1)} s (npm run, with tsx's start), restore ${restore.seconds.toFixed(1)} s, archive ${(fs.statSync(archive).size / 1024 / 1024).toFixed(2)} MB; ${busy.answers.length} requests answered meanwhile`,
  );
  console.log(`[drill] ${backup.out.trim()}`);

  const restored = await bootCmsOn(dataDir, databaseUrl, razorpayEnv(fake));
  const other: Instance = { cms: restored as Instance['cms'], api: await pwRequest.newContext({ baseURL: restored.url }) };
  try {
    // The backup's rows, no more, no fewer; the files; the secrets (so the old session still works).
    for (const [table, count] of Object.entries(manifest.counts as Record<string, number>))
      expect(Number(sqlOn(restored, `SELECT COUNT(*) FROM ${table}`).trim()), `${table} rows`).toBe(count);
    expect(manifest.counts.up_users, 'the accounts made before the backup, and some made during it').toBeGreaterThan(users.length);
    expect(fs.readdirSync(path.join(dataDir, 'public', 'uploads')).sort()).toEqual(
      fs.readdirSync(path.join(inst.cms.dataDir, 'public', 'uploads')).sort(),
    );
    expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(inst.cms.dataDir, 'secrets.json'), 'utf8'),
    );

    // The subscriber signs in and sees their stocks; their token from before the backup is valid too.
    const { token } = await login(other.api, subscriber.email, subscriber.password);
    // The same answer, but for the instant it was given (asOf).
    expect(await userStock(other.api, token, subscriber.id), 'getuserstock as before the backup').toEqual({
      ...before,
      asOf: expect.any(String),
    });
    await check(
      await call(other.api, 'GET', `/api/GWSUsers/${subscriber.id}`, { token: subscriber.token }),
      200,
      'the session from before the backup',
    );

    // The KYC records open: an administrator's reveal gives the PAN submitted before the backup.
    const revealed = await check(
      await call(other.api, 'POST', '/api/GWSUsers/kyc/reveal', { token: admin.token, data: { id: kycId } }),
      200,
      'the KYC reveal on the restored CMS',
    );
    expect(revealed.pan).toBe(pan);

    // The research register is the backup's, and still verifies: in the CMS, and past it with the restored key.
    expect(await check(await register(other.api), 200, 'the restored register')).toEqual(registerBefore);
    const verified = await npmRun('register:verify', [], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toContain(`Head: ${registerBefore.head}`);

    // The next invoice number follows the last one without a gap.
    expect(Number(sqlOn(restored, 'SELECT MAX(invoice_number) FROM orders').trim())).toBe(invoice);
    expect(await pays(other, await newBuyer(other.api, 'afterrestore'))).toBe(invoice + 1);
  } finally {
    await other.api.dispose();
    await restored.stop();
  }
});
