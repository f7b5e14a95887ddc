/**
 * Who may be sent an alert of a kind, the headers that let them turn it off, and whose phone
 * number the alert webhook may carry. The alert outbox (api/alert-delivery) asks here before it
 * queues and when it composes a message, so that a subscriber's preferences, their phone consent
 * and the suppression list (hard bounces, complaints) are applied in one place. Transactional mail (receipts, password mail, grievance mail) never comes here.
 */
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { AlertChannel, AlertKind } from 'contracts';
import { firmDetails, type Firm, type FooterLink } from '../../lib/mailer';
import { mailPreferences } from './services/mail-preference';
import { unsubscribeFooter, unsubscribeHeaderValues, unsubscribePath } from './unsubscribe-link';

export interface AlertRecipient {
  userId: number;
  email: string;
}

/** The key unsubscribe tokens are made with: the instance's first APP_KEYS key (the same on every instance). */
export function unsubscribeKey(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  if (!keys?.[0]) throw new Error('APP_KEYS is not set: unsubscribe links cannot be made');
  return keys[0];
}

/**
 * The recipients who want alerts of `kind` by `channel` (for email, whose address is not
 * suppressed), in the order given: one query per 5,000 recipients, in `trx` when given (the
 * publishing transaction). The account's address as stored now is the one checked against the
 * suppression list.
 */
export async function recipientsWhoWant(
  strapi: Core.Strapi,
  recipients: readonly AlertRecipient[],
  kind: AlertKind,
  { channel = 'email', trx }: { channel?: AlertChannel; trx?: Knex } = {},
): Promise<AlertRecipient[]> {
  if (!recipients.length) return [];
  const wanted = await mailPreferences(strapi).wanted([...new Set(recipients.map((r) => r.userId))], kind, channel, trx);
  return recipients.filter((r) => wanted.has(r.userId));
}

/** The way out of one alert or reminder: its footer's links, and the List-Unsubscribe headers. */
export interface UnsubscribeLinks {
  footer: FooterLink[];
  /** Empty when the configuration leaves the header out (mail.listUnsubscribeProblem: production on http). */
  headers: Record<string, string>;
}

/**
 * The footer's links and the headers (RFC 2369, RFC 8058) of an alert of `kind` to `userId`.
 * `firm`: the firm's details when the caller has them (a batch of thousands then reads Site
 * settings once).
 */
export async function unsubscribeLinks(
  strapi: Core.Strapi,
  userId: number,
  kind: AlertKind,
  firm?: Pick<Firm, 'supportEmail'>,
): Promise<UnsubscribeLinks> {
  const { supportEmail } = firm ?? (await firmDetails(strapi));
  const o = { key: unsubscribeKey(strapi), siteOrigin: strapi.config.get('site.origin') as string, mailbox: supportEmail };
  const headerLeftOut = Boolean(strapi.config.get('mail.listUnsubscribeProblem'));
  return {
    footer: unsubscribeFooter(o.siteOrigin, `${o.siteOrigin}${unsubscribePath(o.key, userId, kind)}`),
    headers: headerLeftOut ? {} : unsubscribeHeaderValues(o, userId, kind),
  };
}

/**
 * The phone numbers the alert webhook may carry: only of the subscribers among `userIds` who
 * consented in My Account (the moment is recorded on their account), read at send time.
 */
export async function consentedPhones(strapi: Core.Strapi, userIds: readonly number[]): Promise<Map<number, string>> {
  return mailPreferences(strapi).consentedPhones(userIds);
}

/** A hard bounce (an SMTP 5xx at send time): mail to `email` stops until the address changes. */
export async function recordHardBounce(strapi: Core.Strapi, email: string, reason: string): Promise<void> {
  await mailPreferences(strapi).suppress(email, reason, 'smtp');
}
