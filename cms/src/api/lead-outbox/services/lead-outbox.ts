/**
 * The durable outbox of lead deliveries: one row per lead event and destination, kept in the
 * database until it is delivered, so a receiver that is down or a restart of the CMS loses
 * nothing. Several CMS instances on one database share it: an attempt belongs to whoever's
 * conditional update claimed the row (see `claim`).
 */
import type { Core } from '@strapi/strapi';
import type { Destination, LeadEvent } from '../delivery';
import { serviceOf } from '../../../lib/services';
import { claimable, failedAttempt, leaseUntil, nextDueAt } from '../../../lib/outbox-claim';

const UID = 'api::lead-outbox.lead-outbox';

export interface OutboxEntry {
  id: number;
  eventId: string;
  destination: Destination;
  leadUid: string;
  leadId: number;
  /** The event to deliver; emptied once delivered (the lead itself stays in its collection). */
  payload: LeadEvent | null;
  attempts: number;
  nextAttemptAt: string | Date;
  lockedUntil: string | Date | null;
  lastError: string | null;
  deliveredAt: string | Date | null;
  gaveUpAt: string | Date | null;
  createdAt: string | Date;
}

/** Neither delivered nor given up. */
const PENDING = { deliveredAt: null, gaveUpAt: null };

const outboxService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  return {
    /** Queues `event` once for each destination, due at once. */
    async enqueue(event: LeadEvent, destinations: readonly Destination[], lead: { uid: string; id: number }, now: Date): Promise<void> {
      if (destinations.length === 0) return;
      await rows().createMany({
        data: destinations.map((destination) => ({
          eventId: event.id,
          destination,
          leadUid: lead.uid,
          leadId: lead.id,
          payload: event,
          attempts: 0,
          nextAttemptAt: now,
        })),
      });
    },

    /** Up to `limit` entries due by `now` that nobody holds, the longest waiting first. */
    async due(now: Date, limit: number): Promise<OutboxEntry[]> {
      return rows().findMany({
        where: claimable(PENDING, now),
        orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
        limit,
      });
    },

    /**
     * Takes the entry for one attempt, for `leaseMs`: one conditional UPDATE, so of several
     * instances racing for it exactly one changes the row (count 1) and the others see 0.
     */
    async claim(id: number, now: Date, leaseMs: number): Promise<boolean> {
      const { count } = await rows().updateMany({
        where: { id, ...claimable(PENDING, now) },
        data: { lockedUntil: leaseUntil(now, leaseMs) },
      });
      return count === 1;
    },

    async delivered(entry: OutboxEntry, now: Date): Promise<void> {
      await rows().update({
        where: { id: entry.id },
        data: { deliveredAt: now, attempts: entry.attempts + 1, lockedUntil: null, lastError: null, payload: null },
      });
    },

    /** A failed attempt: retried at `retryAt`, or given up when there is none. */
    async failed(entry: OutboxEntry, error: string, now: Date, retryAt: Date | null): Promise<void> {
      await rows().update({ where: { id: entry.id }, data: failedAttempt(entry.attempts, error, now, retryAt, 'gaveUpAt') });
    },

    /** When the earliest pending entry that nobody holds is due, or null when there is none. */
    async nextDueAt(now: Date): Promise<Date | null> {
      return nextDueAt(rows(), PENDING, now);
    },

    /** How many entries are neither delivered nor given up, and how long the oldest of them has waited. */
    async backlog(now: Date): Promise<{ depth: number; oldestAgeSeconds: number | null }> {
      const depth = await rows().count({ where: PENDING });
      const oldest = depth ? await rows().findOne({ where: PENDING, select: ['createdAt'], orderBy: [{ createdAt: 'asc' }] }) : null;
      const age = oldest ? Math.max(0, Math.floor((now.getTime() - new Date(oldest.createdAt).getTime()) / 1000)) : null;
      return { depth, oldestAgeSeconds: age };
    },

    /**
     * Drops every entry of these leads, pending or not: erasing a person must not leave their
     * data waiting in the outbox. (Deleting lead records does this by itself: see queue.ts.)
     */
    async dropForLeads(leadUid: string, leadIds: readonly number[]): Promise<number> {
      if (leadIds.length === 0) return 0;
      const { count } = await rows().deleteMany({ where: { leadUid, leadId: { $in: [...leadIds] } } });
      return count;
    },
  };
};

export default outboxService;

export type LeadOutboxService = ReturnType<typeof outboxService>;

export const leadOutbox = (strapi: Core.Strapi) => serviceOf<LeadOutboxService>(strapi, UID);
