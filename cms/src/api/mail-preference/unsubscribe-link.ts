/**
 * The one-click unsubscribe link of an alert: `/api/Mail/unsubscribe?u=<user>&k=<kind>&t=<token>`
 * on the site's origin, where the token is an HMAC-SHA256 (base64url) of the subscriber and the
 * kind under the instance's first APP_KEYS key. Every instance has the same keys, so any of them
 * checks a link without a lookup; the token names its subscriber and kind, so it cannot be turned
 * into another subscriber's or another kind's. Links do not expire (RFC 8058 asks that the link in
 * an old message still works); rotating APP_KEYS voids them.
 */
import crypto from 'node:crypto';
import { alertSettingsPath, isAlertKind, MAIL_UNSUBSCRIBE_PATH, MAX_RECORD_ID, type AlertKind } from 'contracts';
import type { FooterLink } from '../../lib/mailer';

/** 32 bytes of HMAC as base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A user id as the database stores it (a positive 32-bit integer), written plainly. */
export const USER_ID_PATTERN = /^[1-9]\d{0,9}$/;

export const unsubscribeToken = (key: string, userId: number, kind: AlertKind): string =>
  crypto.createHmac('sha256', key).update(`alert-unsubscribe:${userId}:${kind}`).digest('base64url');

/** The link's path and query (the caller puts the site's origin in front). */
export function unsubscribePath(key: string, userId: number, kind: AlertKind): string {
  return `${MAIL_UNSUBSCRIBE_PATH}?u=${userId}&k=${kind}&t=${unsubscribeToken(key, userId, kind)}`;
}

export type UnsubscribeCheck = { ok: true; userId: number; kind: AlertKind } | { ok: false; reason: 'malformed' | 'forged' };

/**
 * Checks a link's parameters (from the query or a form body): the subscriber and kind it names, or
 * why not: `malformed` (not a link of ours at all, 400), `forged` (well formed, wrong token, 403).
 */
export function checkUnsubscribe(key: string, params: { u?: unknown; k?: unknown; t?: unknown }): UnsubscribeCheck {
  const { u, k, t } = params;
  if (typeof u !== 'string' || !USER_ID_PATTERN.test(u) || Number(u) > MAX_RECORD_ID) return { ok: false, reason: 'malformed' };
  if (!isAlertKind(k) || typeof t !== 'string' || !TOKEN_PATTERN.test(t)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(unsubscribeToken(key, Number(u), k));
  if (!crypto.timingSafeEqual(Buffer.from(t), expected)) return { ok: false, reason: 'forged' };
  return { ok: true, userId: Number(u), kind: k };
}

/**
 * The headers of a message of `kind` to `userId` (RFC 2369, RFC 8058): the https link first (the
 * one Gmail and Yahoo use with List-Unsubscribe-Post), then a mailto to the firm for clients
 * that only know mail.
 */
export function unsubscribeHeaderValues(
  o: { key: string; siteOrigin: string; mailbox: string },
  userId: number,
  kind: AlertKind,
): Record<string, string> {
  const subject = encodeURIComponent(`unsubscribe ${kind} ${userId}`);
  return {
    'List-Unsubscribe': `<${o.siteOrigin}${unsubscribePath(o.key, userId, kind)}>, <mailto:${o.mailbox}?subject=${subject}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The visible footer of a mail a subscriber can turn off, "Manage alerts · Unsubscribe": My
 * Account's Alerts section and the one-click link (Gmail's and Yahoo's bulk-sender rules want one
 * in the body besides the List-Unsubscribe header).
 */
export const unsubscribeFooter = (siteOrigin: string, unsubscribeUrl: string): FooterLink[] => [
  { label: 'Manage alerts', url: `${siteOrigin}${alertSettingsPath}` },
  { label: 'Unsubscribe', url: unsubscribeUrl },
];
