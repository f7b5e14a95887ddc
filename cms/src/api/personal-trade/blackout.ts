/**
 * The firm's personal-trading blackout around its research: the analysts (with their associates
 * and relatives) do not trade a stock from BLACKOUT_DAYS_BEFORE days before a report on it to
 * BLACKOUT_DAYS_AFTER days after. So a call or an update that discloses a financial interest in a
 * stock cannot be published on a day when a declared trade in that stock falls inside the window
 * around that day: it would put the trade inside the blackout. Pure rules (days as YYYY-MM-DD in
 * India); the declared trades are compliance staff's records (the personal-trade content type).
 */
import { addDays } from 'contracts';

export const BLACKOUT_DAYS_BEFORE = 30;
export const BLACKOUT_DAYS_AFTER = 5;

export interface DeclaredTrade {
  analyst: string;
  stockCode: string;
  tradeDate: string;
}

/** The stock codes compared as the panel and the API may type them (case, spaces). */
export const sameStock = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The days a publication on `day` keeps free of trades: from 30 days before it to 5 days after, both included. */
export const blackoutWindow = (day: string): { from: string; to: string } => ({
  from: addDays(day, -BLACKOUT_DAYS_BEFORE),
  to: addDays(day, BLACKOUT_DAYS_AFTER),
});

/** The declared trade in that stock that a publication on `day` would break the blackout of, if any (the latest). */
export function blackoutConflict(trades: readonly DeclaredTrade[], stockCode: string, day: string): DeclaredTrade | null {
  const { from, to } = blackoutWindow(day);
  const inside = trades
    .filter((t) => sameStock(t.stockCode, stockCode))
    .filter((t) => {
      const d = String(t.tradeDate).slice(0, 10);
      return from <= d && d <= to;
    })
    .sort((a, b) => String(b.tradeDate).localeCompare(String(a.tradeDate)));
  return inside[0] ?? null;
}

export const blackoutMessage = (trade: DeclaredTrade): string =>
  `This research discloses a financial interest, and the personal-trading blackout for ${trade.stockCode} is open: ` +
  `${trade.analyst} declared a trade on ${String(trade.tradeDate).slice(0, 10)}, and no trade may fall from ` +
  `${BLACKOUT_DAYS_BEFORE} days before to ${BLACKOUT_DAYS_AFTER} days after a report. Publish it once the blackout has passed.`;
