/**
 * The alert worker of one CMS instance: claims a batch of due alerts (services/alert-delivery.ts),
 * sends each email row through the pooled SMTP transport at MAIL_RATE_PER_SECOND (lib/mailer.ts)
 * and each webhook row as a signed POST to ALERT_WEBHOOK_URL (alert-webhook.ts; any 2xx within
 * 10 s is delivered), and records each one as sent the moment the relay or receiver accepted it. A 4xx or a dropped connection is
 * retried with the outboxes' backoff until RETRY_FOR_MS (lib/outbox-claim.ts); a 5xx is a hard bounce: recorded
 * (mail-preference/policy.ts suppresses the address) and never retried.
 *
 * Exactly one message per subscriber and publication: a row is sent only by the instance whose
 * claim stamped it, within a lease longer than the batch takes at the configured rate, and marked
 * sent right after the relay's 250. A stop (SIGTERM) waits for the batch under way to be recorded.
 * Only a crash between a relay's 250 and that row's UPDATE (a few milliseconds) sends that one
 * alert again after the lease: at least once at the SMTP boundary, with the same Message-ID, so
 * a mail client shows it once (and the same X-Alert-Id for the webhook's receiver).
 */
import axios from 'axios';
import type { Core } from '@strapi/strapi';
import { startWorkerLoop } from '../../lib/poll-loop';
import { firmDetails, sendBulkMail, smtpCodeOf, type Firm } from '../../lib/mailer';
import { REQUEST_TIMEOUT_MS } from '../lead-outbox/delivery';
import { retryAt as nextTry, sleepUntilDue } from '../../lib/outbox-claim';
import type { LeadsConfig } from '../../../config/leads';
import type { AlertsConfig } from '../../../config/alerts';
import { consentedPhones, recordHardBounce, unsubscribeLinks } from '../mail-preference/policy';
import { alertFacts, alertMail, type AlertFacts } from './alert-mail';
import { alertEventId, alertWebhookEvent, alertWebhookRequest } from './alert-webhook';
import { alertDeliveries, type AlertRow } from './services/alert-delivery';

const IDLE_POLL_MS = 5_000;
const REGISTER = 'api::research-register.research-register';

export interface AlertWorker {
  nudge(): void;
  stop(): Promise<void>;
}

const workers = new WeakMap<Core.Strapi, AlertWorker>();
export const alertWorker = (strapi: Core.Strapi): AlertWorker | undefined => workers.get(strapi);

/** The Message-ID of one alert: the same on every attempt, so a repeat is recognisably the same message. */
export const alertMessageId = (seq: number, userId: number, firmEmail: string) =>
  `<${alertEventId(seq, userId)}@${firmEmail.split('@')[1] || 'localhost'}>`;

/** A webhook row whose webhook is no longer configured: given up at once, not retried for days. */
class NotConfigured extends Error {}

const describe = (err: unknown): string =>
  axios.isAxiosError(err)
    ? err.response
      ? `HTTP ${err.response.status}`
      : `${err.code ?? 'request failed'}: ${err.message}`
    : err instanceof Error
      ? err.message
      : String(err);

/** Batches sized to about two seconds of the rate, so a lease of a minute more covers one with room. */
export const batchSizeFor = (ratePerSecond: number) => Math.max(10, Math.min(200, ratePerSecond * 2));

export function startAlertWorker(strapi: Core.Strapi): AlertWorker {
  const outbox = alertDeliveries(strapi);
  const rate = strapi.config.get('mail.ratePerSecond') as number;
  const batch = batchSizeFor(rate);
  const leaseMs = 60_000 + Math.ceil((batch / rate) * 1000) * 4;
  const retry = (strapi.config.get('leads') as LeadsConfig).retry;
  const facts = new Map<number, AlertFacts | null>();

  async function factsOf(seq: number): Promise<AlertFacts | null> {
    if (!facts.has(seq)) {
      const entry = await strapi.db.query(REGISTER).findOne({ where: { seq } });
      const stock = entry ? await strapi.db.query('api::stock.stock').findOne({ where: { id: entry.stockId } }) : null;
      facts.set(seq, entry && stock ? alertFacts(entry, stock) : null);
    }
    return facts.get(seq)!;
  }

  /** The alert to `row`'s subscriber: by mail, or by the webhook with their phone when they consented. */
  async function deliver(row: AlertRow, f: AlertFacts, firm: Firm, phone: string | undefined): Promise<void> {
    const origin = strapi.config.get('site.origin') as string;
    if (row.channel === 'webhook') {
      const webhook = (strapi.config.get('alerts') as AlertsConfig).webhook;
      if (!webhook) throw new NotConfigured('ALERT_WEBHOOK_URL is no longer set');
      const event = alertWebhookEvent(firm, f, row.publication, { userId: row.userId, phone }, origin);
      const { body, headers } = alertWebhookRequest(event, webhook.secret, new Date());
      // The body goes out exactly as signed (a string: axios does not serialise it again).
      await axios.post(webhook.url, body, { timeout: REQUEST_TIMEOUT_MS, maxRedirects: 0, headers });
      return;
    }
    const unsubscribe = await unsubscribeLinks(strapi, row.userId, row.kind, firm);
    await sendBulkMail(strapi, {
      ...alertMail(firm, f, row.email, { siteOrigin: origin, footer: unsubscribe.footer }),
      messageId: alertMessageId(row.publication, row.userId, firm.supportEmail),
      date: new Date(),
      headers: unsubscribe.headers,
    });
  }

  async function attempt(row: AlertRow, firm: Firm, phones: Map<number, string>, now: Date): Promise<void> {
    try {
      const f = await factsOf(row.publication);
      if (!f) throw new Error(`publication ${row.publication} or its stock is gone`);
      await deliver(row, f, firm, phones.get(row.userId));
      await outbox.sent(row, new Date());
    } catch (err) {
      const message = describe(err);
      const code = row.channel === 'email' ? smtpCodeOf(err) : null;
      if (code !== null && code >= 500) {
        await outbox.bounced(row, message, now);
        await recordHardBounce(strapi, row.email, message);
        strapi.log.warn(`[alerts] publication ${row.publication} to user ${row.userId} bounced: ${message}`);
        return;
      }
      const failures = row.attempts + 1;
      const retryAt = nextTry(failures, row.queuedAt, now, retry, err instanceof NotConfigured);
      await outbox.failed(row, message, now, retryAt);
      strapi.log.warn(
        `[alerts] ${row.channel} of publication ${row.publication} to user ${row.userId}, attempt ${failures} failed: ${message}`,
      );
    }
  }

  async function pass(): Promise<number> {
    const now = new Date();
    const claimed = await outbox.claim(now, batch, leaseMs);
    if (claimed.length) {
      const firm = await firmDetails(strapi);
      // One query for the batch: the phones of the webhook rows' subscribers who consent now.
      const phones = await consentedPhones(
        strapi,
        claimed.filter((r) => r.channel === 'webhook').map((r) => r.userId),
      );
      await Promise.all(claimed.map((row) => attempt(row, firm, phones, now)));
    }
    if (claimed.length === batch) return 0;
    return sleepUntilDue(await outbox.nextDueAt(new Date()), IDLE_POLL_MS);
  }

  return startWorkerLoop(strapi, workers, 'alerts', pass, IDLE_POLL_MS);
}
