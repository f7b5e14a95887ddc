/**
 * How a publication reaches the alert outbox: the register's `publish` calls `queueAlerts` in the
 * publishing transaction with the subscribers the research reached, so the research, its register
 * entry and its alerts are written together or not at all, all at the publication's instant. The
 * subscribers who turned that kind of alert off, or whose address is suppressed, are left out
 * here (mail-preference/policy.ts); the register still counts them as reached.
 */
import type { Core } from '@strapi/strapi';
import type { RegisterEntry } from '../research-register/chain';
import type { Subscriber, Transaction } from '../research-register/audience';
import { recipientsWhoWant } from '../mail-preference/policy';
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
  const recipients = await recipientsWhoWant(strapi, subscribers, kind, tx.trx);
  await alertDeliveries(strapi).queue(tx.trx, entry.seq, kind, recipients, at);
  if (recipients.length) tx.onCommit(() => alertWorker(strapi)?.nudge());
  return recipients.length;
}
