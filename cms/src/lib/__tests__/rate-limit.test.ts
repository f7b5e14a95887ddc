/** The client key of the rate limits: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4. */
import type { Context } from 'koa';
import { describe, expect, test } from '@jest/globals';
import { accountKey, bodyAccount, clientKey, isRateLimit, leadCalls, loginProtection, rateLimit, signedInAccount } from '../rate-limit';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['2001:db8:aa:1::1', '2001:db8:aa:1::/64'],
  ['2001:db8:aa:1:ffff:1234:5678:9abc', '2001:db8:aa:1::/64'],
  ['2001:0DB8:00AA:0001:0:0:0:1', '2001:db8:aa:1::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::ffff:198.51.100.8', '198.51.100.8'],
  ['::ffff:c633:6408', '198.51.100.8'],
  ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
])('%s → %s', (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});

test('two addresses of one /64 share a key, the next /64 does not', () => {
  expect(clientKey('2001:db8:aa:1::1')).toBe(clientKey('2001:db8:aa:1:8000::2'));
  expect(clientKey('2001:db8:aa:2::1')).not.toBe(clientKey('2001:db8:aa:1::1'));
});

test.each(['1:2:3:4:5:6:7:8:9', '1::2::3', '2001:db8:zz::1', ':::'])('a malformed address (%s) is its own key', (ip) => {
  expect(clientKey(ip)).toBe(ip);
});

describe('account keys', () => {
  // The functions read only these parts of a request: a test stand-in, not a whole Koa context.
  const asContext = (parts: object) => parts as unknown as Context;
  const withBody = (body: unknown) => asContext({ request: { body } });

  test('an email in the body is its account, as accounts are stored: trimmed and lower-case', () => {
    const byEmail = bodyAccount('email');
    expect(byEmail(withBody({ email: '  Asha.Rao@Example.COM ' }))).toBe('asha.rao@example.com');
    expect(byEmail(withBody({ email: 'asha.rao@example.com' }))).toBe(byEmail(withBody({ email: 'ASHA.RAO@example.com' })));
  });

  test('no usable email: no account bucket (the client bucket still counts)', () => {
    const byEmail = bodyAccount('email');
    for (const body of [undefined, {}, { email: '' }, { email: '   ' }, { email: 42 }, { email: ['a@example.com'] }])
      expect(byEmail(withBody(body))).toBeNull();
  });

  test('an endless email is cut at 254 characters: one key, not one per variant', () => {
    const long = `${'a'.repeat(300)}@example.com`;
    expect(bodyAccount('email')(withBody({ email: long }))).toHaveLength(254);
  });

  test('the signed-in user is their own account, whatever email a body names', () => {
    expect(signedInAccount(asContext({ state: { appUser: { id: 12 } } }))).toBe('user:12');
    expect(signedInAccount(asContext({ state: {} }))).toBeNull();
  });

  test('a key from a request loses control characters (PostgreSQL refuses a NUL in text); nothing left, no key', () => {
    expect(accountKey('u:11\u0000')).toBe('u:11');
    expect(accountKey('a\u0007b\nc')).toBe('abc');
    expect(accountKey('\u0000\u0001')).toBeNull();
    expect(accountKey(null)).toBeNull();
    expect(accountKey(undefined)).toBeNull();
  });
});

test('the limits are known as such (the API description documents 429 on their routes); any other middleware is not', () => {
  expect(isRateLimit(rateLimit({ name: 'x', points: 1, duration: 1 }))).toBe(true);
  expect(
    isRateLimit(loginProtection({ name: 'y', consecutiveFailures: 1, blockSeconds: 1, dailyFailuresPerClient: 1, account: () => null })),
  ).toBe(true);
  expect(isRateLimit(leadCalls)).toBe(true);
  expect(isRateLimit(async () => undefined)).toBe(false);
  expect(isRateLimit('global::is-admin')).toBe(false);
});
