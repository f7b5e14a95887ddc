/**
 * The alert as the firm's messaging provider (WhatsApp Business, Telegram) receives it from the
 * alert webhook: one signed POST per subscriber with the stock, the action and prices, a short
 * extract of the rationale, a link to My Account (never the report), the firm's registration
 * number and warning, and the subscriber: their id, and their phone number only when they
 * consented to it (the caller passes it only then). Pure, unit-tested in __tests__/alert-webhook.test.ts.
 */
import { ALERT_WEBHOOK_HEADERS, APP_ROUTES } from 'contracts';
import type { Firm } from '../../lib/mailer';
import { signedJsonRequest } from '../../lib/webhook-signature';
import { alertDisclaimer, alertSubject, extract, renderedRationale, type AlertFacts } from './alert-mail';

export interface AlertWebhookEvent {
  /** The same on every retry: receivers drop a repeat by it (X-Alert-Id). */
  id: string;
  type: 'alert';
  /** A new call, an update of one, or an amendment. */
  kind: AlertFacts['kind'];
  /** The publication's instant, the same for every subscriber. */
  publishedAt: string;
  /** The register's number of the publication. */
  publication: number;
  /** One line the provider may send as it is ("New call: Buy TCS"). */
  title: string;
  /** The stock's name and symbol, the action and prices, and the rationale cut to an extract. */
  stock: { name: string; symbol: string; rationale: string } & Pick<
    AlertFacts,
    'action' | 'entryLow' | 'entryHigh' | 'target' | 'stopLoss' | 'note'
  >;
  recipient: { userId: number; phone?: string };
  accountUrl: string;
  /** The firm's SEBI registration number and the standard warning, which every message carries. */
  disclaimer: string;
}

/** The id of one subscriber's alert of one publication: as the mail's Message-ID, stable across retries. */
export const alertEventId = (seq: number, userId: number) => `alert-${seq}-${userId}`;

/** The event for `userId`; `phone` only when the subscriber consented to it leaving. */
export function alertWebhookEvent(
  firm: Pick<Firm, 'sebiRegistrationNumber'>,
  f: AlertFacts,
  seq: number,
  recipient: { userId: number; phone?: string },
  siteOrigin: string,
): AlertWebhookEvent {
  return {
    id: alertEventId(seq, recipient.userId),
    type: 'alert',
    kind: f.kind,
    publishedAt: f.publishedAt,
    publication: seq,
    title: alertSubject(f),
    stock: {
      name: f.stockName,
      symbol: f.symbol,
      action: f.action,
      entryLow: f.entryLow,
      entryHigh: f.entryHigh,
      target: f.target,
      stopLoss: f.stopLoss,
      note: f.note,
      rationale: extract(renderedRationale(f)?.text ?? ''),
    },
    recipient: recipient.phone ? { userId: recipient.userId, phone: recipient.phone } : { userId: recipient.userId },
    accountUrl: `${siteOrigin}${APP_ROUTES.myAccount}`,
    disclaimer: alertDisclaimer(firm),
  };
}

/** The POST: the event with `sentAt`, X-Alert-Id, X-Alert-Timestamp and X-Alert-Signature (the lead webhook's scheme). */
export function alertWebhookRequest(
  event: AlertWebhookEvent,
  secret: string,
  now: Date,
): { body: string; headers: Record<string, string> } {
  return signedJsonRequest(event, secret, now, ALERT_WEBHOOK_HEADERS);
}
