/**
 * A subscriber's alert history (My Account): their rows of the delivery log, newest first, each
 * with what was published (the register entry's kind), the stock and the subject the mail had.
 */
import type { Core } from '@strapi/strapi';
import type { AlertHistory, AlertHistoryItem, AlertStatus, PublicationKind } from 'contracts';
import { alertFacts, alertSubject } from './alert-mail';
import type { AlertRow } from './services/alert-delivery';
import type { RegisterKind } from '../research-register/chain';

const ALERT = 'api::alert-delivery.alert-delivery';
const REGISTER = 'api::research-register.research-register';
const STOCK = 'api::stock.stock';

interface EntryRow {
  seq: number;
  kind: RegisterKind;
  stockId: number;
  content: string;
  recordedAt: string;
}
interface StockRow {
  id: number;
  name: string;
  code: string;
  nseCode: string | null;
  bseCode: string | null;
}

/** Bounced and given up are final; sent is what the relay accepted; anything else still waits. */
export function alertStatus(row: Pick<AlertRow, 'sentAt' | 'failedAt' | 'bouncedAt'>): AlertStatus {
  if (row.bouncedAt) return 'bounced';
  if (row.failedAt) return 'failed';
  return row.sentAt ? 'sent' : 'queued';
}

const iso = (at: string | Date) => new Date(at).toISOString();

/** The page `skip`..`skip + limit` of the user's alerts, newest first, and how many there are. */
export async function alertHistory(strapi: Core.Strapi, userId: number, page: { skip: number; limit: number }): Promise<AlertHistory> {
  // The mail rows: a webhook copy of the same alert is not a second alert in the subscriber's history.
  const where = { userId, channel: 'email' };
  const [rows, total]: [AlertRow[], number] = await Promise.all([
    strapi.db.query(ALERT).findMany({
      where,
      select: ['id', 'publication', 'queuedAt', 'sentAt', 'failedAt', 'bouncedAt'],
      orderBy: [{ queuedAt: 'desc' }, { id: 'desc' }],
      offset: page.skip,
      limit: page.limit,
    }),
    strapi.db.query(ALERT).count({ where }),
  ]);
  const entries: EntryRow[] = rows.length
    ? await strapi.db.query(REGISTER).findMany({
        where: { seq: { $in: [...new Set(rows.map((r) => r.publication))] } },
        select: ['seq', 'kind', 'stockId', 'content', 'recordedAt'],
      })
    : [];
  const stockRows: StockRow[] = entries.length
    ? await strapi.db.query(STOCK).findMany({
        where: { id: { $in: [...new Set(entries.map((e) => e.stockId))] } },
        select: ['id', 'name', 'code', 'nseCode', 'bseCode'],
      })
    : [];
  const entryBySeq = new Map(entries.map((e) => [e.seq, e]));
  const stockById = new Map(stockRows.map((s) => [s.id, s]));
  const alerts = rows.map((row): AlertHistoryItem => {
    const entry = entryBySeq.get(row.publication);
    const stock = entry ? stockById.get(entry.stockId) : undefined;
    return {
      id: row.id,
      kind: (entry?.kind ?? 'call') as PublicationKind,
      stockId: stock?.id ?? null,
      stockName: stock?.name ?? '',
      subject: entry && stock ? alertSubject(alertFacts(entry, stock)) : '',
      queuedAt: iso(row.queuedAt),
      sentAt: row.sentAt ? iso(row.sentAt) : null,
      status: alertStatus(row),
    };
  });
  return { alerts, total, skip: page.skip, limit: page.limit };
}
