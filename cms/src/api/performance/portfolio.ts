/**
 * A subscriber's (or a plan's) notional portfolio, the way Value Research's Stock Advisor tracks
 * one: the same notional amount put into every call received, at its entry close, held until the
 * call ends (then kept as cash at its last close), against the same amount put into the benchmark
 * on the same day and taken out on the same day.
 *
 * The figures (invested, value, returns) are decimal, from each call's exact growth. The chart is
 * a picture: each call's track (its value per rupee on the last trading day of each week) is made
 * once when prices change (`callTrack`), and a portfolio's points are sums of tracks, rounded to
 * the rupee, so a request adds numbers instead of rereading years of prices.
 */
import Decimal from 'decimal.js';
import { getISOWeek, getISOWeekYear, parseISO } from 'date-fns';
import { inTodaysUnits, type AdjustedClose, type Close } from './adjusted-closes';
import { NOTIONAL_PER_CALL, type PortfolioFigures, type PortfolioPoint } from 'contracts';
import { closeOnOrBefore, type CallFigures } from './call-return';

/** What each call is notionally given, in rupees (the contract's: My Account says it). */
export { NOTIONAL_PER_CALL } from 'contracts';

/** A call's value per rupee invested, and its benchmark twin's, on one chart day. */
export interface TrackPoint {
  date: string;
  value: number;
  benchmark: number;
}

// The answer's shapes are the contract's (My Account draws them).
export type { PortfolioPoint } from 'contracts';
export type Portfolio = PortfolioFigures;

/** The days the chart shows: the last trading day of each ISO week, and the last day. */
export function weeklyDays(days: readonly string[]): string[] {
  const out: string[] = [];
  const week = (d: string) => {
    const date = parseISO(d);
    return `${getISOWeekYear(date)}-${getISOWeek(date)}`;
  };
  days.forEach((d, i) => {
    if (i === days.length - 1 || week(d) !== week(days[i + 1])) out.push(d);
  });
  return out;
}

/** A call's value per rupee on each chart day from its entry on (kept at its last close once it ended). */
export function callTrack(
  call: CallFigures,
  side: 'buy' | 'sell',
  closes: readonly AdjustedClose[],
  benchmark: readonly Close[],
  chartDays: readonly string[],
): TrackPoint[] {
  const { entryDate, lastDate } = call;
  if (!entryDate || !lastDate) return [];
  const entryClose = closes.find((c) => c.date === entryDate);
  const b0 = closeOnOrBefore(benchmark, entryDate);
  if (!entryClose || !b0) return [];
  const entry = inTodaysUnits(entryClose);
  const points: TrackPoint[] = [];
  let i = closes.indexOf(entryClose);
  for (const date of chartDays) {
    if (date < entryDate) continue;
    const until = date < lastDate ? date : lastDate;
    while (i + 1 < closes.length && closes[i + 1].date <= until) i++;
    const ratio = inTodaysUnits(closes[i]).dividedBy(entry);
    const b1 = closeOnOrBefore(benchmark, until)!;
    const value = side === 'buy' ? ratio : new Decimal(2).minus(ratio);
    points.push({ date, value: value.toNumber(), benchmark: b1.dividedBy(b0).toNumber() });
  }
  return points;
}

/** The portfolio of these calls (each with its track on the same chart days) against the benchmark. */
export function notionalPortfolio(
  calls: readonly { figures: CallFigures; track: readonly TrackPoint[] }[],
  amount = NOTIONAL_PER_CALL,
): Portfolio {
  const each = new Decimal(amount);
  const priced = calls.filter((c) => c.figures.growth);
  const invested = each.times(priced.length);
  const value = priced.reduce((sum, c) => sum.plus(each.times(c.figures.growth!)), new Decimal(0));
  const bench = priced.reduce((sum, c) => sum.plus(each.times(c.figures.benchmarkGrowth ?? 1)), new Decimal(0));
  const byDay = new Map<string, PortfolioPoint>();
  for (const { track } of priced)
    for (const p of track) {
      const point = byDay.get(p.date) ?? { date: p.date, invested: 0, value: 0, benchmark: 0 };
      point.invested += amount;
      point.value += amount * p.value;
      point.benchmark += amount * p.benchmark;
      byDay.set(p.date, point);
    }
  const series = [...byDay.values()]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((p) => ({ ...p, value: Math.round(p.value), benchmark: Math.round(p.benchmark) }));
  const ratio = (v: Decimal) => (invested.isZero() ? null : v.dividedBy(invested).minus(1).times(100).toFixed(2));
  return {
    notionalPerCall: amount,
    calls: priced.length,
    invested: invested.toFixed(2),
    value: value.toFixed(2),
    returnPct: ratio(value),
    benchmarkValue: bench.toFixed(2),
    benchmarkReturnPct: ratio(bench),
    hits: priced.filter((c) => c.figures.growth!.gt(1)).length,
    misses: priced.filter((c) => c.figures.growth!.lte(1)).length,
    series,
  };
}
