/**
 * Closes in today's units. A split or a bonus multiplies the shares a holder has and divides the
 * price by the same factor from its ex-date, so a close (or a target, or a stop-loss) quoted
 * before the ex-date is divided by that factor to compare with closes after it: without this a
 * 1:5 split would read as a −80 % loss. Dividends are not adjusted for (the track record says so).
 *
 * Years of daily closes are walked on every recomputation, so a close is not divided up front:
 * it keeps its printed value and the divisor of its stretch between ex-dates (one shared object per
 * stretch), and `inTodaysUnits` divides only the few that figures are made of.
 */
import Decimal from 'decimal.js';

export interface Close {
  /** The trading day, 'YYYY-MM-DD'. */
  date: string;
  /** The close as the exchange printed it (a decimal string, never a float). */
  close: string;
}

export interface AdjustedClose extends Close {
  /** The printed close as a number, for comparisons only (exact for prices as printed). */
  printed: number;
  /** What a price printed on this day is divided by to be in today's units. */
  divisor: Decimal;
}

/** From a corporate action's ex-date, earlier prices are divided by `factor` (5 for a 1:5 split). */
export interface PriceFactor {
  exDate: string;
  factor: Decimal.Value;
}

/** The product of every factor whose ex-date comes after `day`: what a price quoted on `day` is divided by. */
export function divisorOn(day: string, factors: readonly PriceFactor[]): Decimal {
  return factors.reduce((d, f) => (f.exDate > day ? d.times(f.factor) : d), new Decimal(1));
}

/** A price quoted on `day` (a close, a target, a stop-loss) in today's units. */
export const adjustedPrice = (price: Decimal.Value, day: string, factors: readonly PriceFactor[]): Decimal =>
  new Decimal(price).dividedBy(divisorOn(day, factors));

/** A close in today's units. */
export const inTodaysUnits = (c: AdjustedClose): Decimal => new Decimal(c.close).dividedBy(c.divisor);

/** Closes sorted by day, each with the divisor of its stretch. */
export function adjustedCloses(closes: readonly Close[], factors: readonly PriceFactor[]): AdjustedClose[] {
  const sorted = [...closes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const exDates = [...new Set(factors.map((f) => f.exDate))].sort();
  let next = 0;
  let divisor = divisorOn(sorted[0]?.date ?? '', factors);
  return sorted.map((c) => {
    if (next < exDates.length && exDates[next] <= c.date) {
      while (next < exDates.length && exDates[next] <= c.date) next++;
      divisor = divisorOn(c.date, factors);
    }
    return { ...c, printed: Number(c.close), divisor };
  });
}
