/**
 * A publication's delivery log as auditors read it: the counts and the one-line summary (contracts'
 * deliverySummary) with every recipient's row, as JSON or as CSV (lib/csv.ts, one line per recipient).
 */
import type { Stringifier } from 'csv-stringify';
import { deliverySummaryOf, type DeliveryLog, type DeliveryRow, type DeliveryState } from 'contracts';
import { csvWriter } from '../../lib/csv';
import type { AlertRow } from './services/alert-delivery';

const iso = (value: string | Date | null): string | null => (value == null ? null : new Date(value).toISOString());

const stateOf = (r: AlertRow): DeliveryState => (r.sentAt ? 'sent' : r.bouncedAt ? 'bounced' : r.failedAt ? 'failed' : 'queued');

export const deliveryRow = (r: AlertRow): DeliveryRow => ({
  userId: Number(r.userId),
  email: r.email,
  kind: r.kind,
  state: stateOf(r),
  attempts: Number(r.attempts ?? 0),
  queuedAt: iso(r.queuedAt) as string,
  sentAt: iso(r.sentAt),
  failedAt: iso(r.failedAt),
  bouncedAt: iso(r.bouncedAt),
  lastError: r.lastError ?? null,
});

/** The log of publication `seq` from its outbox rows. */
export function deliveryLog(seq: number, alerts: readonly AlertRow[]): DeliveryLog {
  const rows = alerts.map(deliveryRow);
  const count = (state: DeliveryState) => rows.filter((r) => r.state === state).length;
  // ISO instants in UTC sort as text.
  const sentTimes = rows.flatMap((r) => (r.sentAt ? [r.sentAt] : [])).sort();
  const summary = deliverySummaryOf(seq, {
    total: rows.length,
    sent: count('sent'),
    failed: count('failed'),
    bounced: count('bounced'),
    firstSentAt: sentTimes[0] ?? null,
    lastSentAt: sentTimes[sentTimes.length - 1] ?? null,
  });
  return { ...summary, rows };
}

const COLUMNS: { key: keyof DeliveryRow; header: string }[] = [
  { key: 'userId', header: 'User id' },
  { key: 'email', header: 'Email' },
  { key: 'kind', header: 'Kind' },
  { key: 'state', header: 'State' },
  { key: 'attempts', header: 'Attempts' },
  { key: 'queuedAt', header: 'Queued at (UTC)' },
  { key: 'sentAt', header: 'Sent at (UTC)' },
  { key: 'failedAt', header: 'Failed at (UTC)' },
  { key: 'bouncedAt', header: 'Bounced at (UTC)' },
  { key: 'lastError', header: 'Last error' },
];

/** The log as a CSV stream: one line per recipient. */
export function deliveryLogCsv(log: DeliveryLog): Stringifier {
  const out = csvWriter(COLUMNS);
  for (const r of log.rows) out.write(r);
  out.end();
  return out;
}
