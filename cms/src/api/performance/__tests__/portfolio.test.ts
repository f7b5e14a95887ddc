/** The notional portfolio: the same amount in every call, against the same amount in the benchmark. */
import { expect, it } from '@jest/globals';
import { adjustedCloses, type Close } from '../adjusted-closes';
import { callReturn, type CallInput } from '../call-return';
import { callTrack, notionalPortfolio, weeklyDays } from '../portfolio';

const closes = (rows: [string, string][]): Close[] => rows.map(([date, close]) => ({ date, close }));
const INDEX = closes([
  ['2023-01-02', '20000'],
  ['2023-01-09', '21000'],
  ['2023-02-01', '20000'],
  ['2024-02-06', '22000'],
]);
const buy = (stockId: number, publishedAt: string, exitAt: string | null = null): CallInput => ({
  stockId,
  name: `Stock ${stockId}`,
  side: 'buy',
  publishedAt,
  levels: [{ at: publishedAt, target: null, stopLoss: null }],
  exitAt,
});
const CHART_DAYS = weeklyDays(INDEX.map((c) => c.date));
const entry = (input: CallInput, rows: [string, string][]) => {
  const adjusted = adjustedCloses(closes(rows), []);
  const figures = callReturn(input, adjusted, INDEX);
  return { figures, track: callTrack(figures, input.side, adjusted, INDEX, CHART_DAYS) };
};

// A: 100 on 2 Jan 2023, 150 on 6 Feb 2024, open. B: 200 on 9 Jan 2023, exited at 180 on 1 Feb 2023.
const A = entry(buy(1, '2023-01-02T05:00:00.000Z'), [
  ['2023-01-02', '100'],
  ['2023-01-09', '110'],
  ['2023-02-01', '105'],
  ['2024-02-06', '150'],
]);
const B = entry(buy(2, '2023-01-09T05:00:00.000Z', '2023-02-01T05:00:00.000Z'), [
  ['2023-01-09', '200'],
  ['2023-02-01', '180'],
  ['2024-02-06', '250'],
]);

it('puts ₹1,00,000 in each call and sums them: 1,50,000 + 90,000 on 2,00,000 is +20 %', () => {
  const p = notionalPortfolio([A, B]);
  expect(p).toMatchObject({ notionalPerCall: 100000, calls: 2, invested: '200000.00', value: '240000.00', returnPct: '20.00' });
  expect(p).toMatchObject({ hits: 1, misses: 1 });
});

it('puts the same amounts in the benchmark over the same days: 1,10,000 + 95,238.10', () => {
  const p = notionalPortfolio([A, B]);
  // A's twin: 1,00,000 × 22,000 / 20,000; B's: 1,00,000 × 20,000 / 21,000 = 95,238.095…
  expect(p).toMatchObject({ benchmarkValue: '205238.10', benchmarkReturnPct: '2.62' });
});

it('draws the value week by week, a call counting from its entry', () => {
  const p = notionalPortfolio([A, B]);
  expect(p.series).toEqual([
    { date: '2023-01-02', invested: 100000, value: 100000, benchmark: 100000 },
    { date: '2023-01-09', invested: 200000, value: 210000, benchmark: 205000 },
    { date: '2023-02-01', invested: 200000, value: 195000, benchmark: 195238 },
    { date: '2024-02-06', invested: 200000, value: 240000, benchmark: 205238 },
  ]);
});

it('has nothing to show before any call has a price', () => {
  const none = entry(buy(3, '2025-01-02T05:00:00.000Z'), [['2024-12-31', '10']]);
  expect(notionalPortfolio([none])).toMatchObject({ calls: 0, invested: '0.00', returnPct: null, series: [] });
});

it('keeps one point per ISO week, its last trading day, and the last day', () => {
  expect(weeklyDays(['2024-12-30', '2024-12-31', '2025-01-03', '2025-01-06', '2025-01-07'])).toEqual(['2025-01-03', '2025-01-07']);
});
