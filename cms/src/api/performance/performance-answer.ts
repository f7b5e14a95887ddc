/**
 * A set of calls' cached figures summed into an answer: each call as shown, the notional
 * portfolio against the benchmark, and the latest close used. No price is read here: a request
 * only adds up what was computed when the prices came in.
 */
import type { PerformanceAnswer } from 'contracts';
import { callView, figuresOf, type StoredFigures } from './cached-figures';
import { notionalPortfolio, type TrackPoint } from './portfolio';

export interface CachedCall {
  figures: StoredFigures;
  track: TrackPoint[];
}

/**
 * Every track on the same days. A call recomputed after a new day's closes for its own security
 * has a point the others (not recomputed: their prices did not change) lack: they are carried at
 * their last point, so the portfolio's chart does not dip where a call is merely not redrawn.
 */
export function alignTracks(tracks: readonly (readonly TrackPoint[])[]): TrackPoint[][] {
  const days = [...new Set(tracks.flatMap((t) => t.map((p) => p.date)))].sort();
  return tracks.map((track) => {
    if (track.length === 0) return [];
    const out: TrackPoint[] = [];
    let i = 0;
    for (const date of days) {
      if (date < track[0].date) continue;
      while (i + 1 < track.length && track[i + 1].date <= date) i++;
      out.push({ ...track[i], date });
    }
    return out;
  });
}

export function performanceAnswer(benchmark: string, calls: readonly CachedCall[]): PerformanceAnswer {
  const tracks = alignTracks(calls.map((c) => c.track));
  const portfolio = notionalPortfolio(calls.map((c, i) => ({ figures: figuresOf(c.figures), track: tracks[i] })));
  const asOf = calls.reduce<string | null>(
    (max, c) => (c.figures.lastDate && (!max || c.figures.lastDate > max) ? c.figures.lastDate : max),
    null,
  );
  return { benchmark, asOf, calls: calls.map((c) => callView(c.figures)), portfolio };
}
