/** A recommended stock as the documented API shows it, from its database row. */
import type { Entry, WithRelations } from '../../lib/entries';
import { updateView, type StockUpdateRecord } from '../stock-update/views';
import { latestVersion, type AmendmentRecord } from '../amendment/versions';

export type StockRecord = WithRelations<
  Entry<
    'api::stock.stock',
    | 'name'
    | 'description'
    | 'code'
    | 'bseCode'
    | 'nseCode'
    | 'isin'
    | 'reportLink'
    | 'exchange'
    | 'quantity'
    | 'percentage'
    | 'target'
    | 'buy_date'
    | 'sell_date'
    | 'createdAt'
    | 'action'
    | 'entryLow'
    | 'entryHigh'
    | 'stopLoss'
    | 'horizonMonths'
    | 'rationale'
    | 'analyst'
    | 'disclosures'
    | 'reportId'
  >,
  { updates?: StockUpdateRecord[] }
>;

/** The amendments of the stocks and of the updates a view shows, by record id (none when absent). */
export interface Histories {
  stocks?: Map<number, AmendmentRecord[]>;
  updates?: Map<number, AmendmentRecord[]>;
}

/** A stock with its research content as its latest version has it (`amended`, `version`, `amendments`). */
export function stockView(s: StockRecord, history: readonly AmendmentRecord[] = []) {
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
    buy_date: s.buy_date ?? null,
    sell_date: s.sell_date ?? null,
    createdAt: s.createdAt,
    ...latestVersion(s, history),
    reportId: s.reportId ?? null,
  };
}

/** A stock with its update history (getuserstock's `update`), oldest update first as loaded. */
export const stockWithUpdatesView = (s: StockRecord, histories: Histories = {}) => ({
  ...stockView(s, histories.stocks?.get(s.id)),
  update: (s.updates ?? []).map((u) => updateView(u, s.id, histories.updates?.get(u.id))),
});
