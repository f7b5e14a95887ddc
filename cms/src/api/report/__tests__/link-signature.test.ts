/**
 * getuserstock's signed download links (link-signature.ts): honoured for the report and subscriber
 * they name until they expire; a link edited to name another subscriber, report or expiry, or
 * signed with another key, is refused; links made in one window are the same (cacheable).
 */
import { expect, test } from '@jest/globals';
import { REPORT_LINK_TTL_SECONDS } from 'contracts';
import { checkReportLink, linkExpiry, signedReportPath } from '../link-signature';

const KEY = 'instance-key';
const now = 1_795_000_000;

const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

test('a link is honoured for its report and subscriber until it expires, then refused as expired', () => {
  const exp = linkExpiry(now);
  expect(exp - now).toBeGreaterThanOrEqual(REPORT_LINK_TTL_SECONDS);
  expect(exp - now).toBeLessThanOrEqual(2 * REPORT_LINK_TTL_SECONDS);
  const link = signedReportPath(KEY, 7, 42, exp);
  expect(link).toMatch(/^\/api\/Reports\/7\/download\?sig=[\w-]+&exp=\d+&u=42$/);
  expect(checkReportLink(KEY, 7, queryOf(link), now)).toEqual({ ok: true, userId: 42 });
  expect(checkReportLink(KEY, 7, queryOf(link), exp)).toEqual({ ok: false, reason: 'expired' });
});

test('a link edited to name someone else, another report or a later expiry, or made with another key, is invalid', () => {
  const exp = linkExpiry(now);
  const q = queryOf(signedReportPath(KEY, 7, 42, exp));
  expect(checkReportLink(KEY, 7, { ...q, u: '43' }, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(checkReportLink(KEY, 8, q, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(checkReportLink(KEY, 7, { ...q, exp: String(exp + 3600) }, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(checkReportLink('another-key', 7, q, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(checkReportLink(KEY, 7, { sig: q.sig }, now)).toEqual({ ok: false, reason: 'invalid' });
  expect(checkReportLink(KEY, 7, { ...q, u: ['42'] }, now)).toEqual({ ok: false, reason: 'invalid' });
});

test('links made within one window are identical', () => {
  const start = Math.floor(now / REPORT_LINK_TTL_SECONDS) * REPORT_LINK_TTL_SECONDS;
  expect(linkExpiry(start)).toBe(linkExpiry(start + REPORT_LINK_TTL_SECONDS - 1));
  expect(linkExpiry(start + REPORT_LINK_TTL_SECONDS)).toBe(linkExpiry(start) + REPORT_LINK_TTL_SECONDS);
});
