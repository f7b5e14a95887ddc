/**
 * The KYC of a fee-paying client on a real CMS over real HTTP, on SQLite and PostgreSQL:
 * POST /api/GWSUsers/kyc's validation messages (400s); the answer masked; the PAN and date of
 * birth nowhere in the database in clear (a dump of every table searched), in no answer to a
 * non-administrator and not in the CMS's log; the reveal (administrators only) written to the audit
 * trail; the review (verify, reject with a note) shown in the admin users list; re-submission
 * rules; bad input (oversized, NUL, wrong types) always a 4xx; a key rotation re-encrypting every
 * record at the next start; and a KRA lookup through a loopback agency.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import {
  KYC_EARLIEST_BIRTH_DAY,
  KYC_MESSAGES,
  KYC_PATH,
  KYC_REVEAL_PATH,
  KYC_REVIEW_PATH,
  KYC_STATUS_PATH,
  MFA_PATHS,
  todayInIndia,
} from 'contracts';
import { generate } from 'otplib';
import {
  adminAccount,
  call,
  check,
  editorHeaders,
  GENERAL_ENV,
  instanceForBlock,
  kycForm,
  maskedPan,
  newAccount,
  newPan,
  cmsLogFrom,
  sharedInstance,
  sqlOn,
  test,
  SUITE_MODE,
  type Account,
  type Instance,
} from './helpers';
import { startFakeKra, type FakeKra } from '../lib/fake-kra';

test.describe.configure({ mode: SUITE_MODE });

const SUBMIT = `/api${KYC_PATH}`;
const REVEAL = `/api${KYC_REVEAL_PATH}`;
const REVIEW = `/api${KYC_REVIEW_PATH}`;

const masked = maskedPan;
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = kycForm;

const submit = (inst: Instance, acct: Account, data: unknown) => call(inst.api, 'POST', SUBMIT, { token: acct.token, data });

/** Every row of every table, as text: the SQLite file's dump, or PostgreSQL's data-only dump. */
function databaseDump(inst: Instance): string {
  const r = inst.cms.databaseUrl
    ? spawnSync('pg_dump', ['--data-only', inst.cms.databaseUrl], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    : spawnSync('sqlite3', ['-cmd', '.timeout 10000', path.join(inst.cms.dataDir, 'cms.db'), '.dump'], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
  if (r.status !== 0) throw new Error(`dump failed: ${r.stderr}`);
  return r.stdout;
}

test.describe('KYC: record, encrypt, mask, reveal, review', () => {
  // The worker's shared CMS: each test submits for accounts of its own, counts audit entries before
  // and after, and reads the log from where it stood when the block began.
  const instance = sharedInstance();
  let logSinceStart: () => string;
  test.beforeAll(() => {
    logSinceStart = cmsLogFrom(instance());
  });

  test('bad input is a 400 with a clear message for each field', async () => {
    const inst = instance();
    const user = await newAccount(inst.api, 'kyc-bad');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pan: 'ABCDE12345' }, KYC_MESSAGES.pan],
      [{ pan: 'AB1DE1234F' }, KYC_MESSAGES.pan],
      [{ dateOfBirth: isoDay(3) }, KYC_MESSAGES.dateOfBirthFuture],
      [{ dateOfBirth: '2001-02-29' }, KYC_MESSAGES.dateOfBirth],
      [{ dateOfBirth: isoDay(-365 * 12) }, KYC_MESSAGES.adult],
      [{ consent: false }, KYC_MESSAGES.consent],
      [{ consent: undefined }, KYC_MESSAGES.consent],
      [{ nameOnPan: 'Asha R4o' }, KYC_MESSAGES.name],
      [{ address: 'short' }, KYC_MESSAGES.address],
    ];
    for (const [change, message] of cases) {
      const body = await check(await submit(inst, user, form(newPan(), change)), 400, JSON.stringify(change));
      expect(body.error.message, JSON.stringify(change)).toContain(message);
    }
    await check(await call(inst.api, 'POST', SUBMIT, { data: form(newPan()) }), 401, 'anonymous');
  });

  test('a date of birth is a real past day from 1900-01-01: 1899, 30 February and tomorrow in India are 400s in words', async () => {
    const inst = instance();
    const tomorrow = new Date(`${todayInIndia()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const cases: Array<[string, string]> = [
      ['1899-12-31', KYC_MESSAGES.dateOfBirthTooEarly],
      ['1800-06-15', KYC_MESSAGES.dateOfBirthTooEarly],
      ['2023-02-30', KYC_MESSAGES.dateOfBirth],
      [tomorrow.toISOString().slice(0, 10), KYC_MESSAGES.dateOfBirthFuture],
    ];
    for (const [dateOfBirth, message] of cases) {
      const user = await newAccount(inst.api, 'kyc-dob');
      const body = await check(await submit(inst, user, form(newPan(), { dateOfBirth })), 400, dateOfBirth);
      expect(body.error.message, dateOfBirth).toBe(message);
      await check(await call(inst.api, 'POST', `/api${KYC_STATUS_PATH}`, { token: user.token, data: { id: user.id } }), 200, 'status').then(
        (b) => expect(b.kyc, `nothing stored for ${dateOfBirth}`).toBeNull(),
      );
    }
    await check(
      await submit(inst, await newAccount(inst.api, 'kyc-dob'), form(newPan(), { dateOfBirth: KYC_EARLIEST_BIRTH_DAY })),
      200,
      '1900-01-01',
    );
    // Today in India (a day ahead of UTC's from 18:30 UTC) is no future day; a HUF's PAN has no age rule.
    await check(
      await submit(inst, await newAccount(inst.api, 'kyc-dob'), form(newPan('H'), { dateOfBirth: todayInIndia() })),
      200,
      'today in India',
    );
  });

  test('a submission answers the record masked; the PAN and date of birth are in no table, answer or log line in clear', async () => {
    const inst = instance();
    const user = await newAccount(inst.api, 'kyc-ok');
    const pan = newPan();
    const dob = '1979-11-23';
    const body = await check(await submit(inst, user, form(` ${pan.toLowerCase()} `, { dateOfBirth: dob, state: '29' })), 200, 'submit');
    expect(body).toMatchObject({
      status: 'self-declared',
      pan: masked(pan),
      // The address's state, shown back to the client and the administrators.
      state: '29',
      holderType: 'individual',
      coveredByIndividualRules: true,
      userId: user.id,
    });
    expect(Date.parse(body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(body)).not.toContain(pan);
    expect(JSON.stringify(body)).not.toContain(dob);

    const row = sqlOn(
      inst.cms,
      `SELECT pan_encrypted || '|' || date_of_birth_encrypted || '|' || pan_lookup FROM kyc_records WHERE user_id = ${user.id}`,
    );
    expect(row).toMatch(/^f1\.[0-9a-f]{8}\..+\|f1\.[0-9a-f]{8}\..+\|[0-9a-f]{8}\.[0-9a-f]{64}\s*$/);
    const dump = databaseDump(inst);
    expect(dump).toContain(masked(pan));
    expect(dump, 'the PAN in clear in the database').not.toContain(pan);
    expect(dump, 'the date of birth in clear in the database').not.toContain(dob);

    // The account's own read and the owner's answers never carry it.
    const me = await check(await call(inst.api, 'GET', `/api/GWSUsers/${user.id}`, { token: user.token }), 200, 'own account');
    expect(JSON.stringify(me)).not.toContain(pan);
    // The CMS panel's list and entry (its own admin API): the masked PAN, never the clear one.
    const panel = await editorHeaders(inst);
    const PANEL_LIST = '/content-manager/collection-types/api::kyc.kyc-record';
    // Newest first: the shared CMS may hold more records than a page from other files.
    const listed = await inst.api.get(`${PANEL_LIST}?page=1&pageSize=100&sort=id:DESC`, { headers: panel });
    expect(listed.status(), await listed.text()).toBe(200);
    const entry = (await listed.json()).results.find((r: { userId: number }) => r.userId === user.id);
    expect(entry.panMasked).toBe(masked(pan));
    const opened = await inst.api.get(`${PANEL_LIST}/${entry.documentId}`, { headers: panel });
    for (const text of [JSON.stringify(entry), await opened.text()]) {
      expect(text).not.toContain(pan);
      expect(text).not.toContain(dob);
    }
    // Nor is a record changed there: a review is the app's audited call.
    const edit = await inst.api.put(`${PANEL_LIST}/${entry.documentId}`, { headers: panel, data: { nameOnPan: 'Someone Else' } });
    expect(edit.status(), await edit.text()).toBe(403);
    expect((await inst.api.delete(`${PANEL_LIST}/${entry.documentId}`, { headers: panel })).status()).toBe(403);
    // The log, once the CMS has written the line of the last of these calls (the refused delete):
    // it writes them in the order they were answered, after answering.
    const lastLine = (log: string) =>
      log.split('\n').some((l) => l.includes('"method":"DELETE"') && l.includes(`"path":"${PANEL_LIST}/${entry.documentId}"`));
    await expect.poll(() => lastLine(logSinceStart()), { message: "the refused delete's log line" }).toBe(true);
    const log = logSinceStart();
    expect(log).toContain('/api/GWSUsers/kyc');
    expect(log, 'the PAN in the log').not.toContain(pan);
    expect(log, 'the date of birth in the log').not.toContain(dob);
  });

  test('a non-individual PAN is accepted and flagged; the same PAN on another account is accepted too (one client)', async () => {
    const inst = instance();
    const a = await newAccount(inst.api, 'kyc-co');
    const b = await newAccount(inst.api, 'kyc-co2');
    const pan = newPan('C');
    const body = await check(await submit(inst, a, form(pan, { dateOfBirth: isoDay(-365 * 3) })), 200, 'company PAN');
    expect(body).toMatchObject({ holderType: 'company', coveredByIndividualRules: false, pan: masked(pan), state: null });
    // Nothing tells b that the PAN is on another account: the fee cap counts both (kyc-client.spec.ts).
    const second = await check(await submit(inst, b, form(pan, { dateOfBirth: isoDay(-365 * 3) })), 200, 'same PAN, other account');
    expect(second).toMatchObject({ userId: b.id, pan: masked(pan) });
    expect(second.id).not.toBe(body.id);
  });

  test('reveal and review are for administrators; both are audited; a verified record is not replaced', async () => {
    const inst = instance();
    const admin = await adminAccount(inst);
    const user = await newAccount(inst.api, 'kyc-rev');
    const other = await newAccount(inst.api, 'kyc-rev2');
    const pan = newPan();
    const first = await check(await submit(inst, user, form(newPan())), 200, 'first submission');
    // Re-submission replaces a self-declared record (same id, new PAN).
    const record = await check(await submit(inst, user, form(pan, { dateOfBirth: '1990-01-31' })), 200, 'second submission');
    expect(record.id).toBe(first.id);
    expect(record.pan).toBe(masked(pan));

    for (const who of [user, other]) {
      await check(await call(inst.api, 'POST', REVEAL, { token: who.token, data: { id: record.id } }), 403, 'reveal by a user');
      await check(
        await call(inst.api, 'POST', REVIEW, { token: who.token, data: { id: record.id, decision: 'verified' } }),
        403,
        'review by a user',
      );
    }
    const before = Number(sqlOn(inst.cms, `SELECT count(*) FROM audit_entries WHERE action = 'reveal'`).trim());
    const revealed = await check(await call(inst.api, 'POST', REVEAL, { token: admin.token, data: { id: record.id } }), 200, 'reveal');
    expect(revealed).toEqual({ id: record.id, pan, dateOfBirth: '1990-01-31' });
    const audit = sqlOn(
      inst.cms,
      `SELECT action || '|' || content_type || '|' || user_id || '|' || entry_title FROM audit_entries WHERE action = 'reveal' ORDER BY id DESC LIMIT 1`,
    ).trim();
    expect(audit).toBe(`reveal|api::kyc.kyc-record|${admin.id}|KYC ${masked(pan)} (user ${user.id})`);
    expect(Number(sqlOn(inst.cms, `SELECT count(*) FROM audit_entries WHERE action = 'reveal'`).trim())).toBe(before + 1);
    await check(await call(inst.api, 'POST', REVEAL, { token: admin.token, data: { id: 2147483000 } }), 404, 'reveal of no record');

    const noNote = await check(
      await call(inst.api, 'POST', REVIEW, { token: admin.token, data: { id: record.id, decision: 'rejected' } }),
      400,
      'reject without note',
    );
    expect(noNote.error.message).toContain(KYC_MESSAGES.noteRequired);
    const rejected = await check(
      await call(inst.api, 'POST', REVIEW, {
        token: admin.token,
        data: { id: record.id, decision: 'rejected', note: 'Name does not match the PAN.' },
      }),
      200,
      'reject',
    );
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: 'Name does not match the PAN.', pan: masked(pan) });
    // A rejected record may be submitted again; then verified, it may not.
    await check(
      await submit(inst, user, form(pan, { nameOnPan: 'Asha K Rao', dateOfBirth: '1990-01-31' })),
      200,
      'resubmit after rejection',
    );
    await check(await call(inst.api, 'POST', REVIEW, { token: admin.token, data: { id: record.id, decision: 'verified' } }), 200, 'verify');
    const refused = await check(await submit(inst, user, form(newPan())), 409, 'resubmit a verified KYC');
    expect(refused.error.message).toBe(KYC_MESSAGES.verified);
    expect(sqlOn(inst.cms, `SELECT count(*) FROM audit_entries WHERE action = 'review' AND entry_document_id IS NOT NULL`).trim()).not.toBe(
      '0',
    );

    // The administrators' users list: the KYC status, the PAN masked.
    const list = await check(
      await call(inst.api, 'GET', '/api/GWSUsers', {
        token: admin.token,
        query: { filter: JSON.stringify({ where: { search: user.email } }) },
      }),
      200,
      'users list',
    );
    const row = list.find((u: { id: number }) => u.id === user.id);
    expect(row.kyc).toMatchObject({ status: 'verified', pan: masked(pan), holderType: 'individual' });
    expect(JSON.stringify(list)).not.toContain(pan);
    expect(list.find((u: { id: number }) => u.id === other.id)?.kyc ?? null).toBeNull();
    expect(logSinceStart()).not.toContain(pan);
  });

  test('oversized, NUL and wrongly typed input is a 4xx, never a 500', async () => {
    const inst = instance();
    const user = await newAccount(inst.api, 'kyc-fuzz');
    const admin = await adminAccount(inst);
    const bodies: unknown[] = [
      form(newPan(), { nameOnPan: 'A'.repeat(100_000) }),
      form(newPan(), { address: 'x'.repeat(500_000) }),
      form(newPan(), { nameOnPan: 'Asha\u0000Rao' }),
      form('ABCPE\u00001234F'),
      form(['ABCPE1234F']),
      form({ $ne: null }),
      form(newPan(), { dateOfBirth: 19870314 }),
      form(newPan(), { dateOfBirth: '1987-03-14T00:00:00Z' }),
      form(newPan(), { dateOfBirth: '0000-00-00' }),
      form(newPan(), { consent: 'true' }),
      form(newPan(), { consent: 1 }),
      form(newPan(), { address: { street: 'x' } }),
      [],
      null,
      'pan',
    ];
    for (const data of bodies) {
      const res = await submit(inst, user, data);
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBeLessThan(500);
    }
    const raw = await call(inst.api, 'POST', SUBMIT, { token: user.token, raw: '{"pan": "ABCPE1234F", ' });
    expect(raw.status()).toBe(400);
    const badIds = [{ id: 'x' }, { id: -1 }, { id: 1e20 }, { id: [1] }, { id: '1\u0000' }, {}];
    const badReviews = [
      { id: 1, decision: 'verified', note: 'n'.repeat(10_000) },
      { id: 1, decision: ['verified'] },
      { id: 1, decision: 'verified', note: 7 },
    ];
    for (const [url, data] of [...badIds.map((d) => [REVEAL, d]), ...[...badIds, ...badReviews].map((d) => [REVIEW, d])] as Array<
      [string, unknown]
    >) {
      const res = await call(inst.api, 'POST', url, { token: admin.token, data });
      expect(res.status(), `${url} ${JSON.stringify(data).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.status(), `${url} ${JSON.stringify(data).slice(0, 60)}`).toBeLessThan(500);
    }
  });
});

// One CMS for the key rotation and, after it, the KRA lookup: the rotation's PANs are unknown to
// the fake agency (NOT_FOUND), which the rotation's checks do not look at, and the lookup's
// records come after the rotation has counted its one.
test.describe('KYC: a key rotation, then a KRA lookup', () => {
  let kra: FakeKra;
  test.beforeAll(async () => {
    kra = await startFakeKra();
  });
  test.afterAll(async () => {
    await kra?.close();
  });
  const first = crypto.randomBytes(32).toString('base64');
  const second = crypto.randomBytes(32).toString('base64');
  // The CMS reads this object again at each start (stopProcess, startAgain).
  const env: Record<string, string> = { ...GENERAL_ENV, KYC_ENCRYPTION_KEY: first };
  const instance = instanceForBlock(() => Object.assign(env, { KRA_API_URL: kra.url, KRA_API_KEY: kra.key }));
  const keyIdOf = (key: string) => crypto.createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 8);

  test('with the old key as KYC_ENCRYPTION_KEY_PREVIOUS, the next start re-encrypts every record and re-seals two-factor secrets; reveal, PAN lookups and a two-factor login still work', async () => {
    // Two restarts of the CMS: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const inst = instance();
    const user = await newAccount(inst.api, 'kyc-rot');
    const other = await newAccount(inst.api, 'kyc-rot2');
    const pan = newPan();
    const record = await check(await submit(inst, user, form(pan)), 200, 'submit under the first key');
    // A two-factor secret is sealed with the same key (api/gws-user/services/mfa.ts): re-sealed with the records.
    const setup = await check(await call(inst.api, 'POST', `/api${MFA_PATHS.setup}`, { token: user.token }), 200, 'two-factor set-up');
    const enable = { token: user.token, data: { code: await generate({ secret: setup.secret }) } };
    await check(await call(inst.api, 'POST', `/api${MFA_PATHS.enable}`, enable), 200, 'two-factor on');
    const sealed = () =>
      sqlOn(
        inst.cms,
        `SELECT pan_encrypted || ' ' || date_of_birth_encrypted || ' ' || pan_lookup FROM kyc_records WHERE id = ${record.id}`,
      ).trim();
    expect(
      sealed()
        .split(' ')
        .map((v) => v.replace(/^f1\./, '').slice(0, 8)),
    ).toEqual([keyIdOf(first), keyIdOf(first), keyIdOf(first)]);

    await inst.cms.stopProcess();
    Object.assign(env, { KYC_ENCRYPTION_KEY: second, KYC_ENCRYPTION_KEY_PREVIOUS: first });
    await inst.cms.startAgain();
    expect(
      sealed()
        .split(' ')
        .map((v) => v.replace(/^f1\./, '').slice(0, 8)),
    ).toEqual([keyIdOf(second), keyIdOf(second), keyIdOf(second)]);
    expect(fs.readFileSync(path.join(inst.cms.dataDir, 'logs', 'cms.log'), 'utf8')).toContain('re-encrypted 1 KYC record(s)');
    expect(fs.readFileSync(path.join(inst.cms.dataDir, 'logs', 'cms.log'), 'utf8')).toContain('re-sealed 1 two-factor secret(s)');
    const secretKey = sqlOn(inst.cms, `SELECT mfa_secret FROM up_users WHERE id = ${user.id}`).trim().split('.')[1];
    expect(secretKey).toBe(keyIdOf(second));

    // Without the previous key now: every record opens under the new one, and the PAN is still found
    // (a new submission of it gets the same lookup, which the fee cap groups accounts by).
    await inst.cms.stopProcess();
    delete env.KYC_ENCRYPTION_KEY_PREVIOUS;
    await inst.cms.startAgain();
    const admin = await adminAccount(inst);
    const revealed = await check(
      await call(inst.api, 'POST', REVEAL, { token: admin.token, data: { id: record.id } }),
      200,
      'reveal after rotation',
    );
    expect(revealed.pan).toBe(pan);
    const again = await check(await submit(inst, other, form(pan)), 200, 'the same PAN on another account, after rotation');
    const lookups = sqlOn(inst.cms, `SELECT DISTINCT pan_lookup FROM kyc_records WHERE id IN (${record.id}, ${again.id})`).trim();
    expect(lookups.split('\n')).toHaveLength(1);
    // The re-sealed secret still signs in (the next step's code: the enrolment spent the current one).
    const password = { email: user.email, password: user.password };
    const challenge = await check(await call(inst.api, 'POST', '/api/GWSUsers/login', { data: password }), 200, 'password step');
    const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const secondStep = { data: { mfaToken: challenge.mfaToken, code } };
    await check(await call(inst.api, 'POST', `/api${MFA_PATHS.login}`, secondStep), 200, 'second step after rotation');
  });

  test("the agency's status is asked with the key and recorded with its time; NOT_FOUND stays self-declared", async () => {
    const inst = instance();
    const found = newPan();
    kra.statuses.set(found, 'KYC_REGISTERED');
    const a = await newAccount(inst.api, 'kyc-kra');
    const body = await check(await submit(inst, a, form(found)), 200, 'registered at the KRA');
    expect(body).toMatchObject({ status: 'kra-registered', kraStatus: 'KYC_REGISTERED', pan: masked(found) });
    expect(Date.parse(body.kraCheckedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(kra.calls.at(-1)).toEqual({ authorization: `Bearer ${kra.key}`, body: { pan: found } });

    const b = await newAccount(inst.api, 'kyc-kra2');
    const notFound = await check(await submit(inst, b, form(newPan())), 200, 'not at the KRA');
    expect(notFound).toMatchObject({ status: 'self-declared', kraStatus: 'NOT_FOUND' });
    // What is kept of the agency's answer has no PAN in it.
    expect(databaseDump(inst)).not.toContain(found);
  });
});
