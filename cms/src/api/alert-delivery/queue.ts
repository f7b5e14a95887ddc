/**
 * How a publication reaches the alert outbox: the register's `publish` calls `queueAlerts` in the
 * publishing transaction with the subscribers the research reached, so the research, its register
 * entry and its alerts are written together or not at all, all at the publication's instant. The
 * subscribers who turned that kind of alert off, or whose address is suppressed, are left out
 * here (mail-preference/policy.ts); the register still counts them as reached.
 *
 * With the alert webhook configured, each subscriber who wants the kind also gets a webhook row,
 * whether or not they consented to their phone number going with it: the phone is added at send
 * time only with the consent the account has then (a withdrawal after queueing holds, and the
 * number is never copied into the outbox), and without it the provider still has the subscriber's
 * id, by which a Telegram bot a subscriber started themselves can reach them. A suppressed mail
 * address stops only the email row.
 */
import type { Core } from '@strapi/strapi';
import type { RegisterEntry } from '../research-register/chain';
import type { Subscriber, Transaction } from '../research-register/audience';
import { recipientsWhoWant } from '../mail-preference/policy';
import type { AlertsConfig } from '../../../config/alerts';
import { alertKindOf } from './alert-mail';
import { alertDeliveries } from './services/alert-delivery';
import { alertWorker } from './worker';

export async function queueAlerts(
  strapi: Core.Strapi,
  tx: { trx: Transaction; onCommit: (fn: () => void) => void },
  entry: Pick<RegisterEntry, 'seq' | 'kind'>,
  subscribers: readonly Subscriber[],
  at: Date,
): Promise<number> {
  const kind = alertKindOf(entry.kind);
  const outbox = alertDeliveries(strapi);
  // In the transaction: it holds SQLite's one connection, and sees what it wrote.
  const recipients = await recipientsWhoWant(strapi, subscribers, kind, { trx: tx.trx });
  await outbox.queue(tx.trx, entry.seq, kind, 'email', recipients, at);
  let queued = recipients.length;
  if ((strapi.config.get('alerts') as AlertsConfig).webhook) {
    const hooked = await recipientsWhoWant(strapi, subscribers, kind, { channel: 'webhook', trx: tx.trx });
    await outbox.queue(tx.trx, entry.seq, kind, 'webhook', hooked, at);
    queued += hooked.length;
  }
  if (queued) tx.onCommit(() => alertWorker(strapi)?.nudge());
  return queued;
}
