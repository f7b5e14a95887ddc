/** A recommended stock as the documented API shows it, from its database row. */
import type { Entry, WithRelations } from '../../lib/entries';
import { updateView, type StockUpdateRecord } from '../stock-update/views';

export type StockRecord = WithRelations<
  Entry<
    'api::stock.stock',
    | 'name'
    | 'description'
    | 'code'
    | 'bseCode'
    | 'nseCode'
    | 'reportLink'
    | 'exchange'
    | 'quantity'
    | 'percentage'
    | 'target'
    | 'buy_date'
    | 'sell_date'
    | 'createdAt'
    | 'reportId'
  >,
  { updates?: StockUpdateRecord[] }
>;

export function stockView(s: StockRecord) {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    code: s.code,
    bseCode: s.bseCode ?? null,
    nseCode: s.nseCode ?? null,
    reportLink: s.reportLink ?? null,
    exchange: s.exchange ?? null,
    quantity: s.quantity ?? null,
    percentage: s.percentage ?? null,
    target: s.target ?? null,
    buy_date: s.buy_date ?? null,
    sell_date: s.sell_date ?? null,
    createdAt: s.createdAt,
    reportId: s.reportId ?? null,
  };
}

/** A stock with its update history (getuserstock's `update`), oldest update first as loaded. */
export const stockWithUpdatesView = (s: StockRecord) => ({ ...stockView(s), update: (s.updates ?? []).map((u) => updateView(u, s.id)) });
