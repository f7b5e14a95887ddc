/**
 * One call's return, by the rules docs/track-record.md writes down:
 * - entry: the first usable close after publication (trading-day.ts), never the call's entry range
 *   (whether a subscriber could have bought inside it is not knowable from closes);
 * - the call is then followed close by close, in today's units (adjusted-closes.ts): the first
 *   close at or beyond the stop-loss in force ends it as 'stop-loss hit', at or beyond the target as
 *   'target reached', an Exit update ends it at its first usable close as 'exited'; otherwise it is
 *   'open' at the latest close. The levels in force are the latest of the call's and its updates'
 *   from their first usable close on;
 * - a buy gains as the price rises (last/entry − 1), a sell as it falls (1 − last/entry);
 * - the benchmark's return runs over exactly the same two days (its close on, or last before, each);
 * - the annualised return (CAGR) only once held a year: annualising a few weeks says nothing.
 */
import Decimal from 'decimal.js';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { AdjustedClose, Close } from './adjusted-closes';
import { adjustedPrice, inTodaysUnits, type PriceFactor } from './adjusted-closes';
import { firstUsableDay } from './trading-day';
import type { CallPerformance } from 'contracts';

// The statuses are the contract's: My Account names each.
export { CALL_STATUSES, type CallStatus } from 'contracts';

/** A target and a stop-loss set at an instant (the call's, then each update's that sets them). */
export interface Levels {
  at: string;
  target: string | null;
  stopLoss: string | null;
}

export interface CallInput {
  stockId: number;
  name: string;
  side: 'buy' | 'sell';
  publishedAt: string;
  /** In publication order; a level left empty keeps the one before. */
  levels: readonly Levels[];
  /** When the first Exit was published, if any. */
  exitAt: string | null;
}

/** A call's figures as shown (the contract's shape). */
export type CallReturn = CallPerformance;

/** A call's figures with the exact growth factors the portfolio sums (not rounded like the percentages). */
export interface CallFigures extends CallReturn {
  /** Value of 1 invested at the entry, at the last close (a sell call's gain counted as such). */
  growth: Decimal | null;
  /** Value of 1 put in the benchmark over the same days. */
  benchmarkGrowth: Decimal | null;
}

const pct = (ratio: Decimal): string => ratio.times(100).toFixed(2);
const DAYS_IN_YEAR = 365;

/** The index's close on a day, or its last before it (an index may miss a day a stock traded). */
export function closeOnOrBefore(series: readonly { date: string; close: Decimal.Value }[], day: string): Decimal | null {
  let lo = 0;
  let hi = series.length - 1;
  let found: { close: Decimal.Value } | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid].date <= day) {
      found = series[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ? new Decimal(found.close) : null;
}

/** The annualised return of a total return held for `days` calendar days, or null under a year. */
export function cagr(totalReturn: Decimal, days: number): Decimal | null {
  if (days < DAYS_IN_YEAR || totalReturn.lte(-1)) return null;
  return totalReturn.plus(1).pow(new Decimal(DAYS_IN_YEAR).dividedBy(days)).minus(1);
}

/**
 * Whether closes are at or beyond a level, compared in each close's own units (the level, kept in
 * today's units, times the close's divisor): a printed close against an exactly converted level, so
 * a stop-loss of 90 set before a 1:5 split is hit by a close of exactly 18 after it. The converted
 * level is kept until the level or the stretch between ex-dates changes.
 */
function levelCheck(side: CallInput['side'], direction: 'up' | 'down') {
  const up = side === 'buy' ? direction === 'up' : direction === 'down';
  let level: Decimal | null = null;
  let divisor: Decimal | null = null;
  let inUnits = 0;
  return {
    set(next: Decimal) {
      level = next;
      divisor = null;
    },
    reached(close: AdjustedClose): boolean {
      if (!level) return false;
      if (divisor !== close.divisor) {
        divisor = close.divisor;
        inUnits = level.times(divisor).toNumber();
      }
      return up ? close.printed >= inUnits : close.printed <= inUnits;
    },
  };
}

const usable = (instant: string) => {
  const { day, sameDay } = firstUsableDay(instant);
  return (tradingDay: string) => (sameDay ? tradingDay >= day : tradingDay > day);
};

/** Where a call ends (or stands): its last close and status, walking closes from its entry. */
function follow(call: CallInput, closes: readonly AdjustedClose[], from: number, factors: readonly PriceFactor[]) {
  const levels = call.levels.map((l) => ({ ...l, from: usable(l.at) }));
  const exitFrom = call.exitAt ? usable(call.exitAt) : null;
  const target = levelCheck(call.side, 'up');
  const stopLoss = levelCheck(call.side, 'down');
  let next = 0;
  for (let i = from; i < closes.length; i++) {
    const close = closes[i];
    while (next < levels.length && levels[next].from(close.date)) {
      const l = levels[next++];
      const quoted = firstUsableDay(l.at).day;
      if (l.target != null) target.set(adjustedPrice(l.target, quoted, factors));
      if (l.stopLoss != null) stopLoss.set(adjustedPrice(l.stopLoss, quoted, factors));
    }
    if (i === from) continue;
    if (exitFrom?.(close.date)) return { at: i, status: 'exited' as const };
    if (stopLoss.reached(close)) return { at: i, status: 'stop-loss hit' as const };
    if (target.reached(close)) return { at: i, status: 'target reached' as const };
  }
  return { at: closes.length - 1, status: 'open' as const };
}

/** The call's return on adjusted closes (ascending) against a benchmark's closes (ascending). */
export function callReturn(
  call: CallInput,
  closes: readonly AdjustedClose[],
  benchmark: readonly Close[],
  factors: readonly PriceFactor[] = [],
): CallFigures {
  const base = { stockId: call.stockId, name: call.name };
  const entryUsable = usable(call.publishedAt);
  const from = closes.findIndex((c) => entryUsable(c.date));
  if (from < 0)
    return {
      ...base,
      entryDate: null,
      entryPrice: null,
      lastDate: null,
      lastPrice: null,
      returnPct: null,
      cagrPct: null,
      benchmarkReturnPct: null,
      differencePct: null,
      status: 'awaiting prices',
      growth: null,
      benchmarkGrowth: null,
    };
  const { at, status } = follow(call, closes, from, factors);
  const entry = { date: closes[from].date, close: inTodaysUnits(closes[from]) };
  const last = { date: closes[at].date, close: inTodaysUnits(closes[at]) };
  const ratio = last.close.dividedBy(entry.close);
  const ret = call.side === 'buy' ? ratio.minus(1) : new Decimal(1).minus(ratio);
  const days = differenceInCalendarDays(parseISO(last.date), parseISO(entry.date));
  const annual = cagr(ret, days);
  const b0 = closeOnOrBefore(benchmark, entry.date);
  const b1 = closeOnOrBefore(benchmark, last.date);
  const bench = b0 && b1 ? b1.dividedBy(b0).minus(1) : null;
  return {
    ...base,
    entryDate: entry.date,
    entryPrice: entry.close.toFixed(2),
    lastDate: last.date,
    lastPrice: last.close.toFixed(2),
    returnPct: pct(ret),
    cagrPct: annual ? pct(annual) : null,
    benchmarkReturnPct: bench ? pct(bench) : null,
    differencePct: bench ? pct(ret.minus(bench)) : null,
    status,
    growth: ret.plus(1),
    benchmarkGrowth: bench ? bench.plus(1) : null,
  };
}
