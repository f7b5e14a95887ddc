/**
 * The alert outbox and delivery log: one row per publication (the register entry's seq),
 * subscriber and channel (email; the alert webhook when configured), written in the publishing transaction (`queue`), sent by each instance's worker
 * (worker.ts) and kept as the firm's evidence of fair dissemination. Several CMS instances share
 * it: a batch belongs to the instance whose conditional UPDATE stamped it with its claim token.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { deliverySummaryOf, type AlertChannel, type AlertKind, type DeliverySummary } from 'contracts';
import type { Subscriber, Transaction } from '../../research-register/audience';
import { serviceOf } from '../../../lib/services';
import { claimable, failedAttempt, leaseUntil, nextDueAt, unheld } from '../../../lib/outbox-claim';

const UID = 'api::alert-delivery.alert-delivery';
export const ALERT_TABLE = 'alert_deliveries';
/** Rows per INSERT: well under SQLite's limit of bound values (11 columns each). */
const INSERT_CHUNK = 500;

export interface AlertRow {
  id: number;
  publication: number;
  kind: AlertKind;
  channel: AlertChannel;
  userId: number;
  email: string;
  queuedAt: string | Date;
  attempts: number;
  nextAttemptAt: string | Date;
  lockedUntil: string | Date | null;
  lastError: string | null;
  sentAt: string | Date | null;
  failedAt: string | Date | null;
  bouncedAt: string | Date | null;
}

/** One publication's counts as the database answers them (counts may come as text, instants as numbers on SQLite). */
interface GroupRow {
  publication: number | string;
  total: number | string;
  sent: number | string;
  failed: number | string;
  bounced: number | string;
  firstSentAt: number | string | Date | null;
  lastSentAt: number | string | Date | null;
}
/** An instant as ISO text: SQLite keeps datetimes as epoch milliseconds, PostgreSQL's driver gives a Date. */
const instant = (v: number | string | Date | null | undefined): string | null =>
  v == null ? null : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v).toISOString();

/** Neither sent, given up nor bounced. */
const PENDING = { sentAt: null, failedAt: null, bouncedAt: null };

const alertService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  return {
    /** Queues one alert by `channel` per subscriber of publication `seq`, in the publishing transaction `trx`, all at `at`. */
    async queue(
      trx: Transaction,
      seq: number,
      kind: AlertKind,
      channel: AlertChannel,
      subscribers: readonly Subscriber[],
      at: Date,
    ): Promise<void> {
      const data = subscribers.map((s) => ({
        // The query layer would give each row its document id; this bulk insert goes past it, and
        // the panel (where compliance staff read the log) opens a row by that id.
        document_id: crypto.randomBytes(12).toString('hex'),
        publication: seq,
        kind,
        channel,
        user_id: s.userId,
        email: s.email,
        queued_at: at,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      }));
      for (let i = 0; i < data.length; i += INSERT_CHUNK) await trx(ALERT_TABLE).insert(data.slice(i, i + INSERT_CHUNK));
    },

    /**
     * Claims up to `limit` due rows nobody holds, for `leaseMs`: one conditional UPDATE stamps them
     * with a fresh token, so of several instances racing for a row exactly one stamps it.
     */
    async claim(now: Date, limit: number, leaseMs: number): Promise<AlertRow[]> {
      const due: { id: number }[] = await rows().findMany({
        select: ['id'],
        where: claimable(PENDING, now),
        orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
        limit,
      });
      if (!due.length) return [];
      const claim = crypto.randomUUID();
      await rows().updateMany({
        where: { id: { $in: due.map((r) => r.id) }, ...PENDING, ...unheld(now) },
        data: { lockedUntil: leaseUntil(now, leaseMs), claim },
      });
      return rows().findMany({ where: { claim, ...PENDING }, orderBy: [{ id: 'asc' }] });
    },

    async sent(row: AlertRow, now: Date): Promise<void> {
      await rows().update({ where: { id: row.id }, data: { sentAt: now, attempts: row.attempts + 1, lockedUntil: null, lastError: null } });
    },

    /** A failed attempt: retried at `retryAt`, or given up when there is none. */
    async failed(row: AlertRow, error: string, now: Date, retryAt: Date | null): Promise<void> {
      await rows().update({ where: { id: row.id }, data: failedAttempt(row.attempts, error, now, retryAt, 'failedAt') });
    },

    /** The relay refused the address for good (an SMTP 5xx): never retried. */
    async bounced(row: AlertRow, error: string, now: Date): Promise<void> {
      await rows().update({
        where: { id: row.id },
        data: { attempts: row.attempts + 1, lastError: error.slice(0, 2000), lockedUntil: null, bouncedAt: now },
      });
    },

    /** When the earliest pending row nobody holds is due, or null when there is none. */
    async nextDueAt(now: Date): Promise<Date | null> {
      return nextDueAt(rows(), PENDING, now);
    },

    /** Rows queued before they had a document id get one the panel can open them by (once: later starts find none). */
    async giveDocumentIds(): Promise<void> {
      await strapi.db
        .connection(ALERT_TABLE)
        .whereNull('document_id')
        .update({ document_id: strapi.db.connection.raw("'alert-' || id") });
    },

    /** Publication `seq`'s mail rows (the webhook's copies to a provider are not the subscribers' own deliveries). */
    async log(seq: number): Promise<AlertRow[]> {
      return rows().findMany({ where: { publication: seq, channel: 'email' }, orderBy: [{ id: 'asc' }] });
    },

    /**
     * The summaries of publications `seqs` (mail rows, as `log`) from one grouped count, whatever
     * their number of recipients: a publication without rows reached nobody (total 0).
     */
    async summaries(seqs: readonly number[]): Promise<Map<number, DeliverySummary>> {
      const out = new Map<number, DeliverySummary>();
      if (!seqs.length) return out;
      const grouped: GroupRow[] = await strapi.db
        .connection(ALERT_TABLE)
        .select('publication')
        .count({ total: '*' })
        .count({ sent: 'sent_at' })
        .count({ failed: 'failed_at' })
        .count({ bounced: 'bounced_at' })
        .min({ firstSentAt: 'sent_at' })
        .max({ lastSentAt: 'sent_at' })
        .whereIn('publication', [...seqs])
        .andWhere('channel', 'email')
        .groupBy('publication');
      const bySeq = new Map(grouped.map((g) => [Number(g.publication), g]));
      for (const seq of seqs) {
        const g = bySeq.get(seq);
        out.set(
          seq,
          deliverySummaryOf(seq, {
            total: Number(g?.total ?? 0),
            sent: Number(g?.sent ?? 0),
            failed: Number(g?.failed ?? 0),
            bounced: Number(g?.bounced ?? 0),
            firstSentAt: instant(g?.firstSentAt),
            lastSentAt: instant(g?.lastSentAt),
          }),
        );
      }
      return out;
    },
  };
};

export default alertService;

export type AlertService = ReturnType<typeof alertService>;

export const alertDeliveries = (strapi: Core.Strapi) => serviceOf<AlertService>(strapi, UID);
