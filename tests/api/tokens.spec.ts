/**
 * The access-token lifecycle (a session must end when its owner
 * says so: logout revokes its token; a password change revokes every other token of that user;
 * a reset revokes them all; reset tokens are single-use and expire within an hour): login answers, the three token transports, logout, change,
 * reset by mail, and expiry on an instance with very short TTLs.
 */
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import {
  Account,
  DEFAULT_TTL,
  GENERAL_ENV,
  Instance,
  bootInstance,
  call,
  check,
  login,
  newAccount,
  newToken,
  outboxFiles,
  requestResetToken,
  sleep,
  stopInstance,
  tokenStatus,
  uniqueEmail,
  waitForResetMail,
  SUITE_MODE,
} from './helpers';
import { bootCms } from '../lib/cms';

test.describe.configure({ mode: SUITE_MODE });

const NEW_PASSWORD = 'Fresh-Passw0rd-2024';

test.describe('sessions', () => {
  let inst: Instance;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    inst = await bootInstance(GENERAL_ENV);
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopInstance(inst);
  });

  test('login answers {id: token, ttl: 14 days, created, userId}', async () => {
    const acct = await newAccount(inst.api, 'login');
    const before = Date.now();
    const res = await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password } });
    const body = await check(res, 200, 'login');
    expect(typeof body.id).toBe('string');
    expect(body.id.length, 'a token long enough not to be guessed').toBeGreaterThanOrEqual(20);
    expect(body.ttl).toBe(DEFAULT_TTL);
    expect(body.userId).toBe(acct.id);
    expect(typeof body.created).toBe('string');
    const created = Date.parse(body.created);
    expect(Number.isNaN(created)).toBe(false);
    expect(Math.abs(created - before), 'created is now').toBeLessThan(5 * 60_000);
  });

  test('a wrong password and an unknown email get the same 401', async () => {
    const acct = await newAccount(inst.api, 'wrongpw');
    const wrong = await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: 'Not-The-Passw0rd' } }),
      401,
      'wrong password',
    );
    const unknown = await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: uniqueEmail('nobody'), password: 'Not-The-Passw0rd' } }),
      401,
      'unknown email',
    );
    expect(unknown.error.message, 'no account discovery through login').toBe(wrong.error.message);
    // The address is not format-checked at login (an account the panel made may hold one the
    // forms would refuse): a malformed one is just another unknown address.
    const malformed = await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: 'admin', password: 'Not-The-Passw0rd' } }),
      401,
      'malformed email',
    );
    expect(malformed.error.message).toBe(wrong.error.message);
  });

  test('every login is a new token, and each works', async () => {
    const acct = await newAccount(inst.api, 'multi');
    const t2 = await newToken(inst.api, acct);
    expect(t2).not.toBe(acct.token);
    expect(await tokenStatus(inst.api, acct.token, acct.id)).toBe(200);
    expect(await tokenStatus(inst.api, t2, acct.id)).toBe(200);
  });

  test('the token is accepted raw in Authorization, as Bearer <token>, and as ?access_token=', async () => {
    const acct = await newAccount(inst.api, 'transport');
    for (const tokenStyle of ['raw', 'bearer', 'query'] as const) {
      const body = await check(await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token, tokenStyle }), 200, tokenStyle);
      expect(body.id).toBe(acct.id);
      const stock = await check(
        await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token: acct.token, tokenStyle, data: { id: acct.id } }),
        200,
        `getuserstock ${tokenStyle}`,
      );
      expect(stock.noActiveSubscription).toBe(true);
    }
  });

  test('missing, malformed and forged tokens are 401', async () => {
    const acct = await newAccount(inst.api, 'forged');
    const t = acct.token;
    const flipped = t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A');
    const headers: Array<[string, Record<string, string>]> = [
      ['no Authorization', {}],
      ['empty Authorization', { Authorization: '' }],
      ['"Bearer" alone', { Authorization: 'Bearer' }],
      ['"Bearer " and spaces', { Authorization: 'Bearer    ' }],
      ['garbage', { Authorization: 'garbage' }],
      ['token with a character flipped', { Authorization: `Bearer ${flipped}` }],
      ['token with a character added', { Authorization: `Bearer ${t}x` }],
      ['token cut short', { Authorization: `Bearer ${t.slice(0, -2)}` }],
      ['Basic credentials', { Authorization: `Basic ${Buffer.from(`${acct.email}:${acct.password}`).toString('base64')}` }],
      ['SQL in the token', { Authorization: "Bearer ' OR '1'='1" }],
      ['a 10 KB token', { Authorization: `Bearer ${'a'.repeat(10_000)}` }],
      ['the user id as token', { Authorization: String(acct.id) }],
      ['a JWT-looking token', { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' }],
    ];
    for (const [what, h] of headers) {
      const res = await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { headers: h });
      await check(res, what === 'a 10 KB token' ? [401, 431] : 401, what, true);
    }
    for (const q of [
      'access_token=',
      `access_token=${encodeURIComponent(flipped)}`,
      'access_token[]=a&access_token[]=b',
      `access_token[x]=${encodeURIComponent(t)}`,
    ]) {
      const res = await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}?${q}`);
      await check(res, 401, `?${q}`, true);
    }
  });

  test('logout revokes its own token only', async () => {
    const acct = await newAccount(inst.api, 'logout');
    const other = await newToken(inst.api, acct);
    await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: acct.token }), 204, 'logout');
    await check(await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token }), 401, 'GET after logout');
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token: acct.token, data: { id: acct.id } }),
      401,
      'getuserstock after logout',
    );
    await check(
      await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { token: acct.token, tokenStyle: 'query' }),
      401,
      '?access_token= after logout',
    );
    await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: acct.token }), 401, 'logout twice');
    expect(await tokenStatus(inst.api, other, acct.id), 'the other session goes on').toBe(200);
    expect(await tokenStatus(inst.api, await newToken(inst.api, acct), acct.id), 'login again works').toBe(200);
  });

  test('logout with the token in the query revokes it too', async () => {
    const acct = await newAccount(inst.api, 'logoutq');
    await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: acct.token, tokenStyle: 'query' }), 204, 'logout');
    expect(await tokenStatus(inst.api, acct.token, acct.id)).toBe(401);
  });

  test("a password change keeps the current session and ends the user's others", async () => {
    const acct = await newAccount(inst.api, 'change');
    const t2 = await newToken(inst.api, acct);
    const t3 = await newToken(inst.api, acct);
    const bystander = await newAccount(inst.api, 'bystander');
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/change-password', {
        token: t2,
        data: { oldPassword: acct.password, newPassword: NEW_PASSWORD },
      }),
      204,
      'change',
    );
    expect(await tokenStatus(inst.api, t2, acct.id), 'the current session stays').toBe(200);
    expect(await tokenStatus(inst.api, acct.token, acct.id), 'an older session ends').toBe(401);
    expect(await tokenStatus(inst.api, t3, acct.id), 'a newer session ends').toBe(401);
    expect(await tokenStatus(inst.api, bystander.token, bystander.id), "other users' sessions are untouched").toBe(200);
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password } }),
      401,
      'old password',
    );
    await login(inst.api, acct.email, NEW_PASSWORD);
  });

  test('a password change with a wrong old password is 400 and changes nothing', async () => {
    const acct = await newAccount(inst.api, 'changebad');
    const t2 = await newToken(inst.api, acct);
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/change-password', {
        token: acct.token,
        data: { oldPassword: 'Wrong-Passw0rd-1', newPassword: NEW_PASSWORD },
      }),
      400,
      'wrong old',
    );
    expect(await tokenStatus(inst.api, t2, acct.id), 'no session revoked').toBe(200);
    expect(await tokenStatus(inst.api, acct.token, acct.id)).toBe(200);
    await login(inst.api, acct.email, acct.password);
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: NEW_PASSWORD } }),
      401,
      'new password not set',
    );
  });

  test('a new password under 8 characters is 400 and changes nothing', async () => {
    const acct = await newAccount(inst.api, 'changeshort');
    const t2 = await newToken(inst.api, acct);
    for (const newPassword of ['', 'short', '1234567']) {
      await check(
        await call(inst.api, 'POST', '/api/GWSUsers/change-password', {
          token: acct.token,
          data: { oldPassword: acct.password, newPassword },
        }),
        400,
        `newPassword ${JSON.stringify(newPassword)}`,
        true,
      );
    }
    expect(await tokenStatus(inst.api, t2, acct.id)).toBe(200);
    await login(inst.api, acct.email, acct.password);
  });

  test('reset mails a single-use link; using it revokes every session', async () => {
    const acct = await newAccount(inst.api, 'reset');
    const s2 = await newToken(inst.api, acct);
    const before = new Set(outboxFiles(inst));
    await check(await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } }), 204, 'reset');
    const mail = await waitForResetMail(inst, acct.email, before);
    expect(mail.url, 'an absolute link to the site').toMatch(/^https?:\/\/[^/\s]+\/reset-password\?access_token=/);
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(mail.eml).toMatch(new RegExp(`^To:.*${acct.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
    expect(await tokenStatus(inst.api, acct.token, acct.id), 'asking for a reset ends nothing yet').toBe(200);

    await check(
      await call(inst.api, 'POST', `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(mail.token)}`, {
        data: { newPassword: NEW_PASSWORD },
      }),
      204,
      'reset-password',
    );
    expect(await tokenStatus(inst.api, acct.token, acct.id), 'session 1 revoked').toBe(401);
    expect(await tokenStatus(inst.api, s2, acct.id), 'session 2 revoked').toBe(401);
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: acct.email, password: acct.password } }),
      401,
      'old password',
    );
    const fresh = await login(inst.api, acct.email, NEW_PASSWORD);

    await check(
      await call(inst.api, 'POST', `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(mail.token)}`, {
        data: { newPassword: 'Third-Passw0rd-77' },
      }),
      401,
      'the same reset token again',
    );
    await login(inst.api, acct.email, NEW_PASSWORD);
    expect(await tokenStatus(inst.api, fresh.token, acct.id), 'a refused reuse ends nothing').toBe(200);
  });

  test('a reset token is not a session token, and a session token is not a reset token', async () => {
    const acct = await newAccount(inst.api, 'kinds');
    const resetToken = await requestResetToken(inst, acct.email);
    for (const tokenStyle of ['bearer', 'raw', 'query'] as const) {
      await check(
        await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { token: resetToken, tokenStyle }),
        401,
        `reset token as session (${tokenStyle})`,
        true,
      );
    }
    await check(
      await call(inst.api, 'POST', `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(acct.token)}`, {
        data: { newPassword: NEW_PASSWORD },
      }),
      401,
      'session token as reset token',
    );
    await login(inst.api, acct.email, acct.password);
    expect(await tokenStatus(inst.api, acct.token, acct.id)).toBe(200);
  });

  test('reset-password without a token, or with a made-up one, is 401', async () => {
    const acct = await newAccount(inst.api, 'nores');
    for (const q of [
      '',
      '?access_token=',
      '?access_token=made-up-token-value-1234567890',
      `?access_token=${'A'.repeat(5000)}`,
      '?access_token[]=a',
    ]) {
      await check(
        await call(inst.api, 'POST', `/api/GWSUsers/reset-password${q}`, { data: { newPassword: NEW_PASSWORD } }),
        401,
        `reset-password${q.slice(0, 40)}`,
        true,
      );
    }
    await login(inst.api, acct.email, acct.password);
  });

  test('reset-password with a new password under 8 characters is 400', async () => {
    const acct = await newAccount(inst.api, 'resetshort');
    const token = await requestResetToken(inst, acct.email);
    await check(
      await call(inst.api, 'POST', `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(token)}`, {
        data: { newPassword: 'short' },
      }),
      400,
      'short',
    );
    await login(inst.api, acct.email, acct.password);
  });

  test('reset answers the same for an unknown email, and mails nothing', async () => {
    const acct = await newAccount(inst.api, 'known');
    const sent = new Set(outboxFiles(inst));
    const known = await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: acct.email } });
    await check(known, 204, 'known');
    // The mail is sent after the answer: wait for it before counting.
    await waitForResetMail(inst, acct.email, sent);
    const before = outboxFiles(inst).length;
    const nobody = uniqueEmail('nobody');
    const unknown = await call(inst.api, 'POST', '/api/GWSUsers/reset', { data: { email: nobody } });
    await check(unknown, 204, 'unknown');
    expect(await unknown.text()).toBe(await known.text());
    await sleep(1000);
    const after = outboxFiles(inst);
    expect(after.length, 'no message for an unknown address').toBe(before);
    expect(after.some((f) => fs.readFileSync(f, 'utf8').includes(nobody))).toBe(false);
  });

  test('sessions survive a restart of the CMS; revoked ones stay revoked', async () => {
    test.setTimeout(300_000);
    const acct = await newAccount(inst.api, 'restart');
    const revoked = await newToken(inst.api, acct);
    await check(await call(inst.api, 'POST', '/api/GWSUsers/logout', { token: revoked }), 204, 'logout');
    await inst.cms.restart();
    expect(await tokenStatus(inst.api, acct.token, acct.id), 'a live session still works').toBe(200);
    expect(await tokenStatus(inst.api, revoked, acct.id), 'a revoked one does not').toBe(401);
  });
});

test.describe('expiry (short TTLs)', () => {
  const TTL = 3;
  let inst: Instance;
  let acct: Account;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    inst = await bootInstance({ ...GENERAL_ENV, ACCESS_TOKEN_TTL_SECONDS: String(TTL), RESET_TOKEN_TTL_SECONDS: String(TTL) });
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await stopInstance(inst);
  });

  test('a session token expires after its ttl', async () => {
    acct = await newAccount(inst.api, 'expiry');
    const { token, body } = await login(inst.api, acct.email, acct.password);
    expect(body.ttl).toBe(TTL);
    expect(await tokenStatus(inst.api, token, acct.id), 'valid at first').toBe(200);
    await sleep((TTL + 1.5) * 1000);
    await check(await call(inst.api, 'GET', `/api/GWSUsers/${acct.id}`, { token }), 401, 'GET after expiry');
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/getuserstock', { token, data: { id: acct.id } }),
      401,
      'getuserstock after expiry',
    );
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/change-password', {
        token,
        data: { oldPassword: acct.password, newPassword: NEW_PASSWORD },
      }),
      401,
      'change-password after expiry',
    );
    const fresh = await newToken(inst.api, acct);
    expect(await tokenStatus(inst.api, fresh, acct.id), 'a new login works').toBe(200);
  });

  test('a reset token expires after its ttl and then changes nothing', async () => {
    const user = await newAccount(inst.api, 'resetexpiry');
    const token = await requestResetToken(inst, user.email);
    await sleep((TTL + 1.5) * 1000);
    await check(
      await call(inst.api, 'POST', `/api/GWSUsers/reset-password?access_token=${encodeURIComponent(token)}`, {
        data: { newPassword: NEW_PASSWORD },
      }),
      401,
      'expired reset token',
    );
    await login(inst.api, user.email, user.password);
    await check(
      await call(inst.api, 'POST', '/api/GWSUsers/login', { data: { email: user.email, password: NEW_PASSWORD } }),
      401,
      'new password not set',
    );
  });
});

// A TTL that is not a whole number of seconds would make every token expire at once (NaN).
for (const [name, value] of [
  ['ACCESS_TOKEN_TTL_SECONDS', 'abc'],
  ['ACCESS_TOKEN_TTL_SECONDS', '0'],
  ['RESET_TOKEN_TTL_SECONDS', '1.5'],
]) {
  test(`${name}=${value} stops the start with a clear message`, async () => {
    test.setTimeout(120_000);
    await expect(bootCms({ env: { [name]: value } })).rejects.toThrow(
      `${name} must be a whole number of seconds, 1 or more (got "${value}")`,
    );
  });
}
