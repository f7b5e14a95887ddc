/**
 * Outgoing mail through nodemailer: the relay of config/mail.ts (SMTP_URL) when set, otherwise
 * every message is written as an RFC 822 .eml file into $DATA_DIR/outbox/ (development, tests,
 * and a record when no relay is configured).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import nodemailer, { type Transporter } from 'nodemailer';
import { BRAND_NAVY, SCORES_URL, SMART_ODR_URL } from 'contracts';
import { countMail } from './metrics';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
  /** Set by senders that need them stable across retries (alerts); nodemailer fills them in otherwise. */
  messageId?: string;
  date?: Date;
  /** Extra headers (List-Unsubscribe on the mail a subscriber can turn off). */
  headers?: Record<string, string>;
  /** Files sent with the message (the invoice PDF with a receipt). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Text safe inside a header (a From display name in quotes, a subject): no quotes, backslashes or line breaks. */
export const headerText = (text: string) => text.replace(/["\\\r\n]/g, '').trim();

/** One transport per CMS instance (its pooled SMTP connection, or the .eml writer). */
const transports = new WeakMap<Core.Strapi, Transporter>();

function transportOf(strapi: Core.Strapi, smtpUrl: string | undefined): Transporter {
  let transport = transports.get(strapi);
  if (!transport) {
    transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transports.set(strapi, transport);
  }
  return transport;
}

/**
 * The bulk transport (alerts): nodemailer's pool of SMTP connections, at most
 * MAIL_RATE_PER_SECOND messages a second from this instance (the pool's rateLimit: the rate is
 * per CMS instance). Without SMTP_URL, the same .eml writer as other mail.
 */
const pools = new WeakMap<Core.Strapi, Transporter>();

function poolOf(strapi: Core.Strapi, smtpUrl: string | undefined): Transporter {
  if (!smtpUrl) return transportOf(strapi, smtpUrl);
  let pool = pools.get(strapi);
  if (!pool) {
    const rate = strapi.config.get('mail.ratePerSecond') as number;
    // nodemailer reads a URL's options from its query (and ignores an object's others beside `url`).
    const url = new URL(smtpUrl);
    for (const [k, v] of Object.entries({ pool: 'true', maxConnections: '5', rateDelta: '1000', rateLimit: String(rate) }))
      url.searchParams.set(k, v);
    pool = nodemailer.createTransport(url.toString());
    pools.set(strapi, pool);
  }
  return pool;
}

/** Closes this instance's pooled connections (on stop, after the last bulk message). */
export function closeBulkMail(strapi: Core.Strapi): void {
  pools.get(strapi)?.close();
  pools.delete(strapi);
}

/** Sends `mail`, counted as sent or failed in the instance's metrics (lib/metrics.ts). */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await counted(deliverMail(strapi, mail, false));
}

/** Sends one of many messages (alerts) through the pooled, rate-limited transport. */
export async function sendBulkMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await counted(deliverMail(strapi, mail, true));
}

async function counted(sending: Promise<void>): Promise<void> {
  try {
    await sending;
  } catch (err) {
    countMail('failed');
    throw err;
  }
  countMail('sent');
}

/** The SMTP reply code of a failed send (nodemailer's `responseCode`), if the relay answered one. */
export const smtpCodeOf = (err: unknown): number | null => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
};

async function deliverMail(strapi: Core.Strapi, mail: Mail, bulk: boolean): Promise<void> {
  const smtpUrl = strapi.config.get('mail.smtpUrl') as string | undefined;
  // The stream transport (no SMTP_URL) hands back the message it built.
  const transport = bulk ? poolOf(strapi, smtpUrl) : transportOf(strapi, smtpUrl);
  const info = (await transport.sendMail(mail)) as { message: Buffer };
  if (!smtpUrl) {
    // Messages carry reset links (credentials): owner-only folder and files.
    const dir = path.join(strapi.config.get('paths.dataDir') as string, 'outbox');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    const safe = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    // A random part: several lead notifications to the firm's one address can go out in the same millisecond.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}-${safe}.eml`;
    fs.writeFileSync(path.join(dir, name), info.message, { mode: 0o600 });
  }
}

/** Text as HTML (mail bodies, the plain pages the CMS answers a click from a mail with). */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Firm {
  firmName: string;
  address: string;
  supportEmail: string;
  sebiRegistrationNumber: string;
  officeHours: string;
  /** The redress portals of Site settings (SEBI's own addresses when unset). */
  scoresUrl?: string;
  smartOdrUrl?: string;
}

/** A link of a mail's footer (an alert's settings and unsubscribe links). */
export interface FooterLink {
  label: string;
  url: string;
}

/**
 * A simple, well-formatted HTML + text email in the firm's colours, signed with its details.
 * `rendered`: a block already safe as HTML with its own plain text (an alert's rationale, rendered
 * from Markdown), placed after the paragraphs; `footerLinks`: links under the firm's details.
 */
export function layoutMail(
  firm: Firm,
  o: {
    heading: string;
    paragraphs: string[];
    rendered?: { html: string; text: string };
    button?: { label: string; url: string };
    after?: string[];
    footerLinks?: FooterLink[];
  },
) {
  const links = o.footerLinks ?? [];
  const text = [
    o.heading,
    '',
    ...o.paragraphs,
    ...(o.rendered ? ['', o.rendered.text] : []),
    ...(o.button ? ['', `${o.button.label}: ${o.button.url}`] : []),
    ...(o.after ? ['', ...o.after] : []),
    '',
    '—',
    firm.firmName,
    `SEBI Research Analyst Reg. No. ${firm.sebiRegistrationNumber}`,
    firm.address,
    `${firm.supportEmail} · ${firm.officeHours}`,
    ...(links.length ? ['', ...links.map((l) => `${l.label}: ${l.url}`)] : []),
  ].join('\n');
  const p = (t: string) => `<p style="margin:0 0 16px;line-height:1.6">${esc(t)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="background:${BRAND_NAVY};color:#fff;padding:20px 28px;border-radius:12px 12px 0 0;font-weight:bold;font-size:18px">${esc(firm.firmName)}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px;color:${BRAND_NAVY}">${esc(o.heading)}</h1>
${o.paragraphs.map(p).join('')}
${o.rendered ? `<div style="margin:0 0 16px;line-height:1.6">${o.rendered.html}</div>` : ''}
${o.button ? `<p style="margin:24px 0"><a href="${esc(o.button.url)}" style="background:#0b7a4f;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold;display:inline-block">${esc(o.button.label)}</a></p>` : ''}
${(o.after ?? []).map(p).join('')}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e9f0;font-size:12px;color:#56606e;line-height:1.6">${esc(firm.firmName)} · SEBI Research Analyst Reg. No. ${esc(firm.sebiRegistrationNumber)}<br>${esc(firm.address)}<br>${esc(firm.supportEmail)} · ${esc(firm.officeHours)}${links.length ? `<br>${links.map((l) => `<a href="${esc(l.url)}" style="color:#56606e">${esc(l.label)}</a>`).join(' · ')}` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}

/** The firm's details for mail, from the CMS's Site settings. */
export async function firmDetails(strapi: Core.Strapi): Promise<Firm> {
  const s = await strapi.documents('api::site-setting.site-setting').findFirst({ status: 'published' });
  return {
    firmName: s?.firmName ?? 'Research Analyst',
    address: s?.address ?? '',
    supportEmail: s?.supportEmail ?? strapi.config.get('mail.from'),
    sebiRegistrationNumber: s?.sebiRegistrationNumber ?? '',
    officeHours: s?.officeHours ?? '',
    scoresUrl: s?.scoresUrl || SCORES_URL,
    smartOdrUrl: s?.smartOdrUrl || SMART_ODR_URL,
  };
}
