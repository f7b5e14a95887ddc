/**
 * A call's figures as the call-performance table keeps them: computed once when the call's
 * inputs change (its closes, its corporate actions, its benchmark's closes, its research), stored
 * as JSON, and turned back into what the portfolio sums when a subscriber asks.
 */
import Decimal from 'decimal.js';
import type { CallPerformance } from 'contracts';
import { adjustedCloses, type Close, type PriceFactor } from './adjusted-closes';
import { callReturn, type CallFigures, type CallInput, type CallReturn } from './call-return';
import { callTrack, weeklyDays, type TrackPoint } from './portfolio';

/** The figures with the exact growths (decimal strings) and the adjustment factors used. */
export interface StoredFigures extends CallReturn {
  side: CallInput['side'];
  growth: string | null;
  benchmarkGrowth: string | null;
  /** Splits and bonuses of the call's security: earlier prices divided by `factor`. */
  factors: { exDate: string; factor: string }[];
}

export interface ComputedCall {
  figures: StoredFigures;
  track: TrackPoint[];
}

/** One call's figures and chart track; the chart's days are the benchmark's weekly closes. */
export function computeCall(
  input: CallInput,
  closes: readonly Close[],
  factors: readonly PriceFactor[],
  benchmark: readonly Close[],
): ComputedCall {
  const adjusted = adjustedCloses(closes, factors);
  const figures = callReturn(input, adjusted, benchmark, factors);
  const track = callTrack(figures, input.side, adjusted, benchmark, weeklyDays(benchmark.map((c) => c.date)));
  const { growth, benchmarkGrowth, ...shown } = figures;
  return {
    figures: {
      ...shown,
      side: input.side,
      growth: growth ? growth.toString() : null,
      benchmarkGrowth: benchmarkGrowth ? benchmarkGrowth.toString() : null,
      factors: factors.map((f) => ({ exDate: f.exDate, factor: new Decimal(f.factor).toString() })),
    },
    track,
  };
}

/** What notionalPortfolio sums, from a stored row. */
export const figuresOf = (stored: StoredFigures): CallFigures => ({
  ...stored,
  growth: stored.growth === null ? null : new Decimal(stored.growth),
  benchmarkGrowth: stored.benchmarkGrowth === null ? null : new Decimal(stored.benchmarkGrowth),
});

/** A call as the answers show it. */
export const callView = (s: StoredFigures): CallPerformance => ({
  stockId: s.stockId,
  name: s.name,
  entryDate: s.entryDate,
  entryPrice: s.entryPrice,
  lastDate: s.lastDate,
  lastPrice: s.lastPrice,
  returnPct: s.returnPct,
  benchmarkReturnPct: s.benchmarkReturnPct,
  status: s.status,
  cagrPct: s.cagrPct,
  differencePct: s.differencePct,
});
