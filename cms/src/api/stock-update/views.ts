/** A stock update (buy/sell/hold…) as the documented API shows it, from its database row. */
import type { Entry, WithRelations } from '../../lib/entries';
import { latestVersion, type AmendmentRecord } from '../amendment/versions';

export type StockUpdateRecord = WithRelations<
  Entry<
    'api::stock-update.stock-update',
    | 'type'
    | 'description'
    | 'report_link'
    | 'createdAt'
    | 'action'
    | 'entryLow'
    | 'entryHigh'
    | 'target'
    | 'stopLoss'
    | 'horizonMonths'
    | 'rationale'
    | 'analyst'
    | 'disclosures'
    | 'reportId'
  >,
  { stock?: { id: number } | null }
>;

/** An update with its research content as its latest version has it (`amended`, `version`, `amendments`). */
export function updateView(u: StockUpdateRecord, stockId?: number, history: readonly AmendmentRecord[] = []) {
  return {
    id: u.id,
    type: u.type,
    description: u.description ?? '',
    report_link: u.report_link ?? null,
    stockId: stockId ?? u.stock?.id ?? null,
    createdAt: u.createdAt,
    ...latestVersion(u, history),
    reportId: u.reportId ?? null,
  };
}
