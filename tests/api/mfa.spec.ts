/**
 * Two-factor sign-in (TOTP, RFC 6238) on a real CMS, with codes computed here by otplib as an
 * authenticator app computes them: enrolment (the secret answered once, sealed at rest, ten
 * recovery codes shown once and stored hashed), a login that answers a challenge and no session,
 * its second step with an app code or a recovery code (once), wrong codes refused and then
 * rate-limited (429 with Retry-After), turning it off, every event on the audit trail; and with
 * ADMIN_MFA=required, an administrator who has not enrolled is refused every admin call (403 with
 * MFA_ENROLMENT_REQUIRED) until they do. SEBI's cyber-security framework asks for MFA on
 * privileged access and an audit trail of it.
 *
 * One CMS for the file, at the real rate limits (RATE_LIMIT_FACTOR=1: the wrong-code limit is
 * counted as deployed) with ADMIN_MFA=required; the file makes four accounts, under signup's 10 an hour.
 */
import { test, expect } from '@playwright/test';
import { generate } from 'otplib';
import { MFA_ENROLMENT_REQUIRED, MFA_MESSAGES, MFA_PATHS, RECOVERY_CODE_COUNT } from 'contracts';
import { adminAccount, call, check, expectError, instanceForBlock, login, newAccount, sqlOn, SUITE_MODE, type Account } from './helpers';

test.describe.configure({ mode: SUITE_MODE });

const instance = instanceForBlock(() => ({ RATE_LIMIT_FACTOR: '1', ADMIN_MFA: 'required' }));

const api = (path: string) => `/api${path}`;
/** The code an authenticator app shows now (or `offset` seconds from now). */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
/** A code from the step after the current one's neighbours: never accepted now. */
const wrongCode = async (secret: string) => {
  const near = new Set(await Promise.all([-30, 0, 30].map((o) => codeOf(secret, o))));
  let code = '000000';
  for (let n = 0; near.has(code); n += 1) code = String(n).padStart(6, '0');
  return code;
};
const sql = (statement: string) => sqlOn(instance().cms, statement).trim();
const auditActions = (userId: number) =>
  sql(`SELECT action FROM audit_entries WHERE user_id = ${userId} AND content_type = 'plugin::users-permissions.user' ORDER BY id`)
    .split('\n')
    .filter(Boolean);

/** Enrols the account: set-up, a code from its secret, enable. */
async function enrol(acct: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await check(await call(instance().api, 'POST', api(MFA_PATHS.setup), { token: acct.token }), 200, 'setup');
  const enabled = await check(
    await call(instance().api, 'POST', api(MFA_PATHS.enable), { token: acct.token, data: { code: await codeOf(setup.secret) } }),
    200,
    'enable',
  );
  return { secret: setup.secret, recoveryCodes: enabled.recoveryCodes };
}

/** The password step of an enrolled account: the challenge's token. */
async function challenge(acct: Account): Promise<string> {
  const body = await check(
    await call(instance().api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password } }),
    200,
    'login (password step)',
  );
  expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return body.mfaToken;
}

const secondStep = (mfaToken: string, code: string, headers?: Record<string, string>) =>
  call(instance().api, 'POST', api(MFA_PATHS.login), { data: { mfaToken, code }, headers });

test('a subscriber enrols: the secret once (sealed at rest), a QR URL, ten recovery codes stored hashed; audited', async () => {
  const acct = await newAccount(instance().api, 'mfa-enrol');
  const setup = await check(await call(instance().api, 'POST', api(MFA_PATHS.setup), { token: acct.token }), 200, 'setup');
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.+:${encodeURIComponent(acct.email)}\\?secret=${setup.secret}&issuer=`));
  // A wrong code does not turn it on.
  await expectError(
    await call(instance().api, 'POST', api(MFA_PATHS.enable), { token: acct.token, data: { code: await wrongCode(setup.secret) } }),
    400,
  );
  const enabled = await check(
    await call(instance().api, 'POST', api(MFA_PATHS.enable), { token: acct.token, data: { code: await codeOf(setup.secret) } }),
    200,
    'enable',
  );
  expect(enabled.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(enabled.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
  // Never again: a second set-up is refused, the user record does not carry it.
  await expectError(await call(instance().api, 'POST', api(MFA_PATHS.setup), { token: acct.token }), 409);
  const record = await check(await call(instance().api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token }), 200, 'user');
  expect(JSON.stringify(record)).not.toContain(setup.secret);
  // At rest: sealed (field-crypto's format), the recovery codes as hashes only.
  const stored = sql(`SELECT mfa_secret || '|' || CAST(mfa_recovery_codes AS TEXT) FROM up_users WHERE id = ${acct.id}`);
  expect(stored).toMatch(/^f1\./);
  expect(stored).not.toContain(setup.secret);
  for (const code of enabled.recoveryCodes) expect(stored).not.toContain(code);
  expect(auditActions(acct.id)).toEqual(['mfaFailure', 'mfaEnrol']);
});

test('login answers a challenge and no session; the second step with a current code answers a working session', async () => {
  const acct = await newAccount(instance().api, 'mfa-login');
  const { secret } = await enrol(acct);
  const mfaToken = await challenge(acct);
  // The challenge is no session.
  await expectError(await call(instance().api, 'GET', `/api/GWSUsers/${acct.id}`, { token: mfaToken }), 401);
  // The next step's code: the current one was spent by the enrolment (a code works once).
  const session = await check(await secondStep(mfaToken, await codeOf(secret, 30)), 200, 'second step');
  expect(session).toMatchObject({ id: expect.any(String), userId: acct.id, ttl: expect.any(Number), created: expect.any(String) });
  await check(await call(instance().api, 'GET', `/api/GWSUsers/${acct.id}`, { token: session.id }), 200, 'the new session works');
  // The challenge is spent, and the same code is not taken twice (replay).
  await expectError(await secondStep(mfaToken, await codeOf(secret, 30)), 401);
  const again = await secondStep(await challenge(acct), await codeOf(secret, 30));
  await expectError(again, 401);
  expect((await again.json()).error.message).toBe(MFA_MESSAGES.codeWrong);
});

test('a recovery code signs in once; disabling needs a code and ends the challenge', async () => {
  const acct = await newAccount(instance().api, 'mfa-recovery');
  const { secret, recoveryCodes } = await enrol(acct);
  const typed = recoveryCodes[3].toUpperCase();
  await check(await secondStep(await challenge(acct), typed), 200, 'recovery code, first use');
  await expectError(await secondStep(await challenge(acct), typed), 401);
  const token = (await check(await secondStep(await challenge(acct), recoveryCodes[4]), 200, 'another recovery code')).id;
  // Off: a wrong code is refused, a current one turns it off; the password alone signs in again.
  await expectError(await call(instance().api, 'POST', api(MFA_PATHS.disable), { token, data: { code: await wrongCode(secret) } }), 400);
  await check(
    await call(instance().api, 'POST', api(MFA_PATHS.disable), { token, data: { code: await codeOf(secret, 30) } }),
    204,
    'disable',
  );
  const plain = await login(instance().api, acct.email, acct.password);
  expect(plain.body).not.toHaveProperty('mfaRequired');
  await expectError(await call(instance().api, 'POST', api(MFA_PATHS.disable), { token, data: { code: await codeOf(secret) } }), 409);
  expect(auditActions(acct.id)).toEqual(['mfaEnrol', 'mfaRecoveryCode', 'mfaFailure', 'mfaRecoveryCode', 'mfaFailure', 'mfaDisable']);
  // No code and no secret in any entry.
  const trail = sql(`SELECT coalesce(CAST(changes AS TEXT), '') FROM audit_entries WHERE user_id = ${acct.id}`);
  for (const code of [...recoveryCodes, secret]) expect(trail.toLowerCase()).not.toContain(code.toLowerCase().replace('-', ''));
});

test('wrong codes are limited per account: after five, 429 with Retry-After, even with a right code; audited', async () => {
  const acct = await newAccount(instance().api, 'mfa-limit');
  const { secret } = await enrol(acct);
  const mfaToken = await challenge(acct);
  for (let i = 1; i <= 5; i += 1) {
    // Each from another client: the limit follows the account, not the address.
    await expectError(await secondStep(mfaToken, await wrongCode(secret), { 'X-Forwarded-For': `203.0.113.${i}` }), 401);
  }
  const limited = await secondStep(mfaToken, await codeOf(secret), { 'X-Forwarded-For': '203.0.113.9' });
  await check(limited, 429, 'sixth code');
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(auditActions(acct.id).filter((a) => a === 'mfaFailure')).toHaveLength(5);
});

test('ADMIN_MFA=required: an administrator not enrolled is refused admin calls (403, MFA_ENROLMENT_REQUIRED) until enrolled', async () => {
  const admin = await adminAccount(instance());
  expect((await login(instance().api, admin.email, admin.password)).body.mfaEnrolmentRequired).toBe(true);
  const refused = await call(instance().api, 'GET', '/api/GWSUsers', { token: admin.token });
  const body = await expectError(refused, 403);
  expect(body.error.message).toBe(MFA_MESSAGES.enrolmentRequired);
  expect(body.error.details).toMatchObject({ code: MFA_ENROLMENT_REQUIRED });
  // Nor does the administrator's power work anywhere else meanwhile: another user's record is refused.
  const other = await newAccount(instance().api, 'mfa-other');
  await expectError(await call(instance().api, 'GET', `/api/GWSUsers/${other.id}`, { token: admin.token }), 403);
  // Their own record still says who they are (the app's login reads it).
  expect(
    (await check(await call(instance().api, 'GET', `/api/GWSUsers/${admin.id}`, { token: admin.token }), 200, 'own record')).admin,
  ).toBe(999);
  const { secret } = await enrol(admin);
  // At once, on the same session.
  await check(await call(instance().api, 'GET', '/api/GWSUsers', { token: admin.token }), 200, 'admin call after enrolment');
  const mfaToken = await challenge(admin);
  const session = await check(await secondStep(mfaToken, await codeOf(secret, 30)), 200, 'admin second step');
  expect(session).not.toHaveProperty('mfaEnrolmentRequired');
  await check(await call(instance().api, 'GET', '/api/GWSUsers', { token: session.id }), 200, 'admin call on the new session');
});
