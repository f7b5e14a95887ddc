/**
 * Whom a stock's research reaches: the subscribers whose entitlement window
 * (api/subscription/entitlement.ts) holds that stock. A window opens the stocks created from its
 * first day on, oldest first, up to the plan's number, so a stock is in it when it is created on
 * or after `from` and no more than `limit - 1` stocks of the window come before it.
 */
import type { StockWindow } from '../subscription/entitlement';

export interface StockStamp {
  id: number;
  createdAt: Date | string;
}

const time = (d: Date | string) => new Date(d).getTime();

/** The stocks oldest first, as windows count them (created time, then id). */
export const inWindowOrder = (stocks: readonly StockStamp[]): StockStamp[] =>
  [...stocks].sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);

/** Whether `window` opens the stock `stockId`; `ordered` is every stock in window order. */
export function windowHolds(window: StockWindow, stockId: number, ordered: readonly StockStamp[]): boolean {
  let position = 0;
  for (const s of ordered) {
    if (time(s.createdAt) < window.from.getTime()) continue;
    position++;
    if (position > window.limit) return false;
    if (s.id === stockId) return true;
  }
  return false;
}

/** How many of `windows` (one per subscriber) open the stock. */
export function audienceOf(stockId: number, stocks: readonly StockStamp[], windows: readonly StockWindow[]): number {
  const ordered = inWindowOrder(stocks);
  return windows.filter((w) => windowHolds(w, stockId, ordered)).length;
}
