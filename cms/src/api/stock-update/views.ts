/** A stock update (buy/sell/hold…) as the documented API shows it, from its database row. */
import type { Entry, WithRelations } from '../../lib/entries';

export type StockUpdateRecord = WithRelations<
  Entry<'api::stock-update.stock-update', 'type' | 'description' | 'report_link' | 'createdAt' | 'reportId'>,
  { stock?: { id: number } | null }
>;

export function updateView(u: StockUpdateRecord, stockId?: number) {
  return {
    id: u.id,
    type: u.type,
    description: u.description ?? '',
    report_link: u.report_link ?? null,
    stockId: stockId ?? u.stock?.id ?? null,
    createdAt: u.createdAt,
    reportId: u.reportId ?? null,
  };
}
