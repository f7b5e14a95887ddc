/**
 * Whom a stock's research reaches: the subscribers whose entitlement window
 * (api/subscription/entitlement.ts) holds that stock. A window opens the stocks created from its
 * first day on (midnight in India), oldest first (created time, then id), up to the plan's
 * number, so a stock is in it when it is created on or after that day and no more than
 * `limit - 1` stocks of the window come before it.
 *
 * One SQL query finds them, in the publishing transaction: the database counts each window's
 * stocks up to this one (a correlated count over the stocks' created_at index), so a publication
 * to 10,000 subscribers never loads every stock and subscription into the CMS. The query is a
 * superset filter on the cheap columns; the rows it answers then go through
 * `entitledStockWindow` itself, so the period (calendar months, clamped), the cancellation and the
 * paid-through day are decided by the one rule the rest of the CMS uses.
 */
import type { Core } from '@strapi/strapi';
import { entitledStockWindow } from '../subscription/entitlement';
import { todayInFirm } from '../../lib/dates';

export interface Subscriber {
  userId: number;
  email: string;
}

/** A subscription as the query answers it (snake_case columns, as both databases name them). */
export interface AudienceRow {
  user_id: number | string;
  email: string;
  date: string;
  paid_through: string | null;
  months: number | string;
  stocks: number | string;
}

/** The publishing transaction's knex (strapi.db.transaction's `trx`). */
export type Transaction = Parameters<Parameters<Core.Strapi['db']['transaction']>[0]>[0]['trx'];

const dayOf = (d: string | null): string | null => (d === null ? null : String(d).slice(0, 10));

/**
 * The instant a subscription's first day begins (midnight in India), in the type each database
 * keeps created_at in: SQLite milliseconds since 1970, PostgreSQL a timestamp in UTC.
 */
const windowStart = (postgres: boolean) =>
  postgres
    ? `((s.date::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC')`
    : `(CAST(strftime('%s', s.date) AS INTEGER) * 1000 - 19800000)`;

/** The query: subscriptions with a plan (paid plans only), started by `day`, whose window holds the stock. */
export function audienceQuery(db: Transaction, postgres: boolean, stockId: number, day: string) {
  const from = windowStart(postgres);
  return (
    db
      // Days as text: node-postgres would make a date a Date at the server's local midnight.
      .select('u.id as user_id', 'u.email', db.raw('CAST(s.date AS TEXT) AS date'), db.raw('CAST(s.paid_through AS TEXT) AS paid_through'))
      .select('p.months', 'p.stocks')
      .from('subscriptions as s')
      .join('subscriptions_user_lnk as su', 'su.subscription_id', 's.id')
      .join('up_users as u', 'u.id', 'su.user_id')
      .join('subscriptions_plan_lnk as sp', 'sp.subscription_id', 's.id')
      .join('plans as p', 'p.id', 'sp.plan_id')
      .join('stocks as t', 't.id', db.raw('?', [stockId]))
      .whereNull('s.cancelled_at')
      .where('s.date', '<=', day)
      .whereRaw('(s.paid_through IS NULL OR s.paid_through > ?)', [day])
      .whereRaw(`t.created_at >= ${from}`)
      .whereRaw(
        `(SELECT COUNT(*) FROM stocks st WHERE st.created_at >= ${from}
          AND (st.created_at < t.created_at OR (st.created_at = t.created_at AND st.id <= t.id))) <= p.stocks`,
      )
      .orderBy('u.id')
  );
}

/** The rows the entitlement rule accepts on `day`, one per subscriber. */
export function entitledOf(rows: readonly AudienceRow[], day: string): Subscriber[] {
  const seen = new Set<number>();
  const out: Subscriber[] = [];
  for (const r of rows) {
    const userId = Number(r.user_id);
    if (seen.has(userId) || !r.email) continue;
    const window = entitledStockWindow(
      {
        id: 0,
        date: dayOf(r.date)!,
        paidThrough: dayOf(r.paid_through),
        cancelledAt: null,
        plan: { months: Number(r.months), stocks: Number(r.stocks) },
      } as unknown as Parameters<typeof entitledStockWindow>[0],
      day,
    );
    if (!window) continue;
    seen.add(userId);
    out.push({ userId, email: r.email });
  }
  return out;
}

/** The subscribers entitled to the stock now, read in `db` (the publishing transaction). */
export async function entitledSubscribers(
  db: Transaction,
  postgres: boolean,
  stockId: number,
  day: string = todayInFirm(),
): Promise<Subscriber[]> {
  const rows = (await audienceQuery(db, postgres, stockId, day)) as AudienceRow[];
  return entitledOf(rows, day);
}
