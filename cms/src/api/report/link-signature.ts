/**
 * The signed download links getuserstock hands out: `/api/Reports/{id}/download?sig=…&exp=…&u=…`,
 * where `sig` is an HMAC-SHA256 (base64url) of the report, the subscriber and the expiry under the
 * instance's first APP_KEYS key. Every instance has the same keys, so a link made by one is
 * honoured by all; a link names its subscriber, so one passed on is refused to anyone else (and
 * still stamped for its owner when the owner is the one using it). Rotating APP_KEYS voids the
 * links out (they live minutes).
 */
import crypto from 'node:crypto';
import { REPORT_LINK_TTL_SECONDS, reportDownloadPath } from 'contracts';

const sign = (key: string, reportId: number, userId: number, exp: number): string =>
  crypto.createHmac('sha256', key).update(`report-download:${reportId}:${userId}:${exp}`).digest('base64url');

/**
 * The expiry of links made at `nowSeconds`: the end of the current window of REPORT_LINK_TTL_SECONDS
 * plus one more, so a link lives one to two windows and every link made in one window is the
 * same (getuserstock's cached answer holds for the window).
 */
export function linkExpiry(nowSeconds: number): number {
  return (Math.floor(nowSeconds / REPORT_LINK_TTL_SECONDS) + 2) * REPORT_LINK_TTL_SECONDS;
}

/** A report's signed download path for `userId`, valid until `exp` (Unix seconds). */
export function signedReportPath(key: string, reportId: number, userId: number, exp: number): string {
  return `${reportDownloadPath(reportId)}?sig=${sign(key, reportId, userId, exp)}&exp=${exp}&u=${userId}`;
}

export type LinkCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's query for `reportId` at `nowSeconds`: the subscriber it names, or why not. */
export function checkReportLink(
  key: string,
  reportId: number,
  query: { sig?: unknown; exp?: unknown; u?: unknown },
  nowSeconds: number,
): LinkCheck {
  const { sig, exp, u } = query;
  if (typeof sig !== 'string' || typeof exp !== 'string' || typeof u !== 'string') return { ok: false, reason: 'invalid' };
  if (!/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(u)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(key, reportId, Number(u), Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(exp) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(u) };
}
