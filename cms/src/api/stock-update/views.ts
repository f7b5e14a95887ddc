/** A stock update (buy/sell/hold…) as the documented API shows it, from its database row. */
export interface StockUpdateRecord {
  id: number;
  type: string;
  description?: string | null;
  report_link?: string | null;
  stock?: { id: number } | null;
  createdAt: string | Date;
}

export function updateView(u: StockUpdateRecord, stockId?: number) {
  return {
    id: u.id,
    type: u.type,
    description: u.description ?? '',
    report_link: u.report_link ?? null,
    stockId: stockId ?? u.stock?.id ?? null,
    createdAt: u.createdAt,
  };
}
