/**
 * Who may be sent an alert of a kind, and the headers that let them turn it off. The alert
 * outbox (api/alert) asks here before it queues and when it composes a message, so that a
 * subscriber's preferences and the suppression list (hard bounces, complaints) are applied in one
 * place. Transactional mail (receipts, password mail, grievance mail) never comes here.
 */
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { AlertKind } from 'contracts';
import { firmDetails } from '../../lib/mailer';
import { mailPreferences } from './services/mail-preference';
import { unsubscribeHeaderValues } from './unsubscribe-link';

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
 * The recipients who want alerts of `kind` and whose address is not suppressed, in the order
 * given: one query per 5,000 recipients. The account's address as stored now is the one checked
 * against the suppression list.
 */
export async function recipientsWhoWant(
  strapi: Core.Strapi,
  recipients: readonly AlertRecipient[],
  kind: AlertKind,
  /** The caller's open transaction, if any: on SQLite its one connection is the only one (another would wait for it forever). */
  trx?: Knex,
): Promise<AlertRecipient[]> {
  if (!recipients.length) return [];
  const wanted = await mailPreferences(strapi).wanted([...new Set(recipients.map((r) => r.userId))], kind, trx);
  return recipients.filter((r) => wanted.has(r.userId));
}

/** The List-Unsubscribe headers (RFC 2369, RFC 8058) of an alert of `kind` to `userId`. */
export async function unsubscribeHeaders(strapi: Core.Strapi, userId: number, kind: AlertKind): Promise<Record<string, string>> {
  const { supportEmail } = await firmDetails(strapi);
  return unsubscribeHeaderValues(
    { key: unsubscribeKey(strapi), siteOrigin: strapi.config.get('site.origin') as string, mailbox: supportEmail },
    userId,
    kind,
  );
}

/** A hard bounce (an SMTP 5xx at send time): mail to `email` stops until the address changes. */
export async function recordHardBounce(strapi: Core.Strapi, email: string, reason: string): Promise<void> {
  await mailPreferences(strapi).suppress(email, reason, 'smtp');
}
