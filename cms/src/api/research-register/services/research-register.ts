/**
 * The research register: one signed, hash-chained entry per published call, update and amendment
 * (chain.ts), written in the publishing transaction so research and its record land together or
 * not at all. Appends are serialised across instances (a PostgreSQL advisory lock held to the
 * transaction's end; SQLite's writers already take turns), and a unique index on `seq` backs it.
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { chainEntry, entryFromRow, verifyChain, type RegisterEntry, type RegisterFacts } from '../chain';
import { signingKeyFrom, type SigningKey } from '../signing-key';
import { entitledSubscribers, type Subscriber, type Transaction } from '../audience';
import { addDays } from 'contracts';
import { firmDayStart } from '../../../lib/dates';
import { onPostgres } from '../../../lib/shared-store';
import { serviceOf } from '../../../lib/services';
import { queueAlerts } from '../../alert-delivery/queue';
import { alertDeliveries } from '../../alert-delivery/services/alert-delivery';
import { deliveryLog } from '../../alert-delivery/delivery-log';
import { afterResearchPublished } from '../../call-performance/lifecycle';
import type { DeliveryLog, DeliverySummary } from 'contracts';

const REGISTER = 'api::research-register.research-register';
export const REGISTER_TABLE = 'research_register';

/** What a publisher records; the time, the audience and the chain are the register's. */
export type Publication = Omit<RegisterFacts, 'recordedAt' | 'audience'>;

let cachedKey: { from: string | undefined; key: SigningKey } | null = null;
/** The firm's key from config/research.ts (parsed once per value). */
export function registerKey(strapi: Core.Strapi): SigningKey {
  const from = strapi.config.get('research.signingKey') as string | undefined;
  if (!cachedKey || cachedKey.from !== from) cachedKey = { from, key: signingKeyFrom(from) };
  return cachedKey.key;
}

const registerService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The subscribers the stock's research reaches now (one window per subscriber), read in `trx`. */
  async audience(stockId: number, trx: Transaction, day?: string): Promise<Subscriber[]> {
    return entitledSubscribers(trx, onPostgres(strapi), stockId, day);
  },

  /**
   * Publishes research: `make` writes the call, update or amendment and says what to record; the
   * register's entry (with how many subscribers it reached) and one alert per subscriber (the alert
   * outbox) follow in the same transaction, all at one instant: all or nothing. Appends are taken in turn (see above).
   */
  async publish<T>(make: () => Promise<{ result: T; publication: Publication }>): Promise<T> {
    const key = registerKey(strapi);
    return strapi.db.transaction(async ({ trx, onCommit }) => {
      if (onPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [REGISTER_TABLE]);
      const { result, publication } = await make();
      const at = new Date();
      const subscribers = await this.audience(publication.stockId, trx);
      const last = await strapi.db.query(REGISTER).findOne({ select: ['seq', 'hash'], orderBy: { seq: 'desc' } });
      const facts: RegisterFacts = { ...publication, recordedAt: at.toISOString(), audience: subscribers.length };
      const entry = chainEntry(last ? { seq: Number(last.seq), hash: String(last.hash) } : null, facts, key.privateKey);
      await strapi.db.query(REGISTER).create({ data: entry });
      await queueAlerts(strapi, { trx, onCommit }, entry, subscribers, at);
      // The call's figures follow its research (its levels, an exit), once it is committed.
      onCommit(() => afterResearchPublished(strapi, publication.stockId));
      return result;
    });
  },

  /** The entries recorded from `from` to `to` (days in India, both included), oldest first. */
  async entries(range: { from?: string; to?: string } = {}): Promise<RegisterEntry[]> {
    const { from, until } = instantsOf(range);
    const recordedAt: Record<string, string> = {};
    if (from) recordedAt.$gte = from.toISOString();
    if (until) recordedAt.$lt = until.toISOString();
    const rows = await strapi.db
      .query(REGISTER)
      .findMany({ where: Object.keys(recordedAt).length ? { recordedAt } : {}, orderBy: { seq: 'asc' } });
    return rows.map(entryFromRow);
  },

  /** Who publication `seq` was sent to and when (its alert outbox rows), or null when the register has no such entry. */
  async deliveries(seq: number): Promise<DeliveryLog | null> {
    const entry = await strapi.db.query(REGISTER).findOne({ select: ['seq'], where: { seq } });
    return entry ? deliveryLog(seq, await alertDeliveries(strapi).log(seq)) : null;
  },

  /**
   * The delivery summaries of the calls (`kind` call: stock ids) or updates (update ids) `refIds`,
   * by id: two reads whatever their number (the admin lists carry them). Research published before
   * the register has none.
   */
  async deliverySummaries(kind: 'call' | 'update', refIds: readonly number[]): Promise<Map<number, DeliverySummary>> {
    if (!refIds.length) return new Map();
    const entries: { seq: number; refId: number }[] = await strapi.db
      .query(REGISTER)
      .findMany({ select: ['seq', 'refId'], where: { kind, refId: { $in: [...refIds] } } });
    const bySeq = await alertDeliveries(strapi).summaries(entries.map((e) => Number(e.seq)));
    return new Map(entries.map((e) => [Number(e.refId), bySeq.get(Number(e.seq))!]));
  },

  /** The whole register checked against the firm's public key. */
  async verify() {
    return verifyChain(await this.entries(), registerKey(strapi).publicKey);
  },

  /** The entries of `range` and the whole register's verification, from one read of the register. */
  async entriesVerified(range: { from?: string; to?: string } = {}) {
    const all = await this.entries();
    const { from, until } = instantsOf(range);
    const entries = all.filter((e) => {
      const at = new Date(e.recordedAt).getTime();
      return (!from || at >= from.getTime()) && (!until || at < until.getTime());
    });
    return { entries, verification: verifyChain(all, registerKey(strapi).publicKey) };
  },
});

/** The instants a range of days in India runs between: from the first day's midnight to the midnight after the last. */
function instantsOf(range: { from?: string; to?: string }): { from?: Date; until?: Date } {
  return {
    from: range.from ? firmDayStart(range.from) : undefined,
    until: range.to ? firmDayStart(addDays(range.to, 1)) : undefined,
  };
}

export default factories.createCoreService(REGISTER, registerService);

export const researchRegister = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof registerService>>(strapi, REGISTER);
