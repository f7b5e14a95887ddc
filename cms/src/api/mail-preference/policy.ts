/**
 * Who may be sent an alert of a kind, and the headers that let them turn it off. The alert
 * outbox (api/alert) asks here before it queues and when it composes a message, so that a
 * subscriber's preferences and the suppression list (hard bounces, complaints) are applied in one
 * place.
 *
 * This first version lets every recipient through and adds no headers: preferences, the
 * one-click unsubscribe and the suppression list fill these in.
 */
import type { Core } from '@strapi/strapi';
import type { AlertKind } from 'contracts';

export interface AlertRecipient {
  userId: number;
  email: string;
}

/** The recipients who want alerts of `kind` and whose address is not suppressed. */
export async function recipientsWhoWant(
  _strapi: Core.Strapi,
  recipients: readonly AlertRecipient[],
  _kind: AlertKind,
): Promise<AlertRecipient[]> {
  return [...recipients];
}

/** The List-Unsubscribe headers (RFC 2369, RFC 8058) of an alert of `kind` to `userId`. */
export async function unsubscribeHeaders(_strapi: Core.Strapi, _userId: number, _kind: AlertKind): Promise<Record<string, string>> {
  return {};
}

/** A hard bounce (an SMTP 5xx at send time): mail to `email` stops until the address changes. */
export async function recordHardBounce(_strapi: Core.Strapi, _email: string, _reason: string): Promise<void> {}
