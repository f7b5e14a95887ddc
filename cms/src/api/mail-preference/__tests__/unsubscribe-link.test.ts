import { MAIL_UNSUBSCRIBE_PATH } from 'contracts';
import { expect, test } from '@jest/globals';
import { checkUnsubscribe, unsubscribeFooter, unsubscribeHeaderValues, unsubscribePath, unsubscribeToken } from '../unsubscribe-link';

const KEY = 'test-app-key';
const linkOf = (path: string) => Object.fromEntries(new URL(path, 'https://x.example').searchParams);

test('a link names its subscriber and kind, and checks out with the same key only', () => {
  const path = unsubscribePath(KEY, 42, 'updates');
  expect(path.startsWith(`${MAIL_UNSUBSCRIBE_PATH}?u=42&k=updates&t=`)).toBe(true);
  expect(checkUnsubscribe(KEY, linkOf(path))).toEqual({ ok: true, userId: 42, kind: 'updates' });
  expect(checkUnsubscribe('another-key', linkOf(path))).toEqual({ ok: false, reason: 'forged' });
});

test("a token is not another subscriber's or another kind's", () => {
  const t = unsubscribeToken(KEY, 42, 'calls');
  expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(t).not.toBe(unsubscribeToken(KEY, 43, 'calls'));
  expect(t).not.toBe(unsubscribeToken(KEY, 42, 'updates'));
  expect(checkUnsubscribe(KEY, { u: '43', k: 'calls', t })).toEqual({ ok: false, reason: 'forged' });
  expect(checkUnsubscribe(KEY, { u: '42', k: 'reminders', t })).toEqual({ ok: false, reason: 'forged' });
  // One character changed.
  const flipped = (t[0] === 'A' ? 'B' : 'A') + t.slice(1);
  expect(checkUnsubscribe(KEY, { u: '42', k: 'calls', t: flipped })).toEqual({ ok: false, reason: 'forged' });
});

test.each([
  [{}],
  [{ u: '42', k: 'calls' }],
  [{ u: '0', k: 'calls', t: 'x'.repeat(43) }],
  [{ u: '042', k: 'calls', t: 'x'.repeat(43) }],
  [{ u: '9999999999', k: 'calls', t: 'x'.repeat(43) }],
  [{ u: '42', k: 'newsletter', t: 'x'.repeat(43) }],
  [{ u: '42', k: 'calls', t: 'short' }],
  [{ u: ['42'], k: 'calls', t: 'x'.repeat(43) }],
  [{ u: '42', k: 'calls', t: 'x'.repeat(42) + '=' }],
])('a link that is not one of ours is malformed: %j', (params) => {
  expect(checkUnsubscribe(KEY, params)).toEqual({ ok: false, reason: 'malformed' });
});

test('the headers: the https link first, a mailto, and the one-click marker (RFC 8058)', () => {
  const h = unsubscribeHeaderValues({ key: KEY, siteOrigin: 'https://research.example', mailbox: 'help@research.example' }, 7, 'reminders');
  expect(h['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const m = /^<(https:[^>]+)>, <(mailto:[^>]+)>$/.exec(h['List-Unsubscribe']);
  expect(m).not.toBeNull();
  expect(m![1]).toBe(`https://research.example${unsubscribePath(KEY, 7, 'reminders')}`);
  expect(checkUnsubscribe(KEY, linkOf(m![1]))).toEqual({ ok: true, userId: 7, kind: 'reminders' });
  expect(m![2]).toBe('mailto:help@research.example?subject=unsubscribe%20reminders%207');
  // Nothing in the value that would break the header (a comma inside the URL, a space, a bracket).
  expect(m![1]).not.toMatch(/[\s,<>]/);
});

test("the footer: Manage alerts to My Account's Alerts section, Unsubscribe to the link", () => {
  const link = `https://research.example${unsubscribePath(KEY, 7, 'calls')}`;
  expect(unsubscribeFooter('https://research.example', link)).toEqual([
    { label: 'Manage alerts', url: 'https://research.example/myaccount#alert-settings' },
    { label: 'Unsubscribe', url: link },
  ]);
});
