/**
 * What the outbox sends, without Strapi: the lead event, when the next attempt is due, and the
 * requests to the webhook (signed) and to the email-marketing provider (its form-subscribe
 * call). Pure, so the rules are unit-tested (__tests__/delivery.test.ts).
 */
import { signedJsonRequest } from '../../lib/webhook-signature';

/** One stored lead as it leaves the CMS: the same for every destination. */
export interface LeadEvent {
  /** Stable across retries and destinations: receivers drop a repeat delivery by it (X-Lead-Event-Id). */
  id: string;
  /**
   * A new record, or a repeat of the same person and kind within the firm's day that updated it;
   * or a paid order, whose receipt the outbox mails to the client (order/receipt.ts); or a renewal
   * reminder due to a subscriber (reminder/sweep.ts); or a cancellation request recorded or
   * withdrawn, mailed to the firm and the subscriber (order/cancellation-mail.ts).
   */
  type: 'lead.created' | 'lead.updated' | 'order.paid' | 'reminder.due' | 'cancellation.requested' | 'cancellation.withdrawn';
  occurredAt: string;
  /** LEAD_COLLECTIONS' kind and uid of the collection the lead is stored in. */
  kind: string;
  collection: string;
  /** The record: its id and every attribute (what the visitor gave, where from, when, consent version). */
  lead: Record<string, unknown>;
}

/**
 * The firm's notification, the lead webhook and the email-marketing provider; a payment's receipt
 * (api/order); a grievance ticket's mails to its complainant (api/grievance); a renewal reminder
 * (api/reminder); a cancellation request's mails to the firm and to the subscriber (api/order).
 */
export const DESTINATIONS = [
  'firm-mail',
  'webhook',
  'email-marketing',
  'receipt-mail',
  'grievance-ack',
  'grievance-resolution',
  'reminder-mail',
  'cancellation-firm',
  'cancellation-subscriber',
] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** How long one HTTP delivery may take before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The lead webhook's headers; the signature is the one every webhook of the CMS carries (lib/webhook-signature.ts). */
const LEAD_HEADERS = { id: 'X-Lead-Event-Id', timestamp: 'X-Lead-Timestamp', signature: 'X-Lead-Signature' };

/** The webhook's request: the event as JSON with `sentAt`, signed (X-Lead-Signature), its id in X-Lead-Event-Id. */
export function webhookRequest(event: LeadEvent, secret: string, now: Date): { body: string; headers: Record<string, string> } {
  return signedJsonRequest(event, secret, now, LEAD_HEADERS);
}

/** The provider's form-subscribe call: POST {api}/forms/{id}/subscribe with api_key, email, first_name, fields.phone_number (those the lead has). */
export function emailMarketingRequest(
  event: LeadEvent,
  provider: { apiUrl: string; formId: string; apiKey: string },
): { url: string; body: Record<string, unknown> } {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const { email, name, mobile, phone } = event.lead;
  const phoneNumber = text(mobile) ?? text(phone);
  return {
    url: `${provider.apiUrl}/forms/${encodeURIComponent(provider.formId)}/subscribe`,
    body: {
      api_key: provider.apiKey,
      email: text(email),
      ...(text(name) ? { first_name: text(name) } : {}),
      ...(phoneNumber ? { fields: { phone_number: phoneNumber } } : {}),
    },
  };
}
