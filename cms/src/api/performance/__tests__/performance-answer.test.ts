/**
 * The cached figures, stored as JSON and summed back: the worked example survives the round trip
 * to the same figures, and tracks recomputed at different times are drawn on the same days.
 */
import { expect, it } from '@jest/globals';
import type { Close } from '../adjusted-closes';
import { computeCall, type ComputedCall } from '../cached-figures';
import type { CallInput } from '../call-return';
import { alignTracks, performanceAnswer } from '../performance-answer';

const closes = (rows: [string, string][]): Close[] => rows.map(([date, close]) => ({ date, close }));
const INDEX = closes([
  ['2023-01-02', '20000'],
  ['2023-06-15', '21000'],
  ['2024-02-06', '22000'],
]);
const input = (stockId: number, over: Partial<CallInput> = {}): CallInput => ({
  stockId,
  name: `Stock ${stockId}`,
  side: 'buy',
  publishedAt: '2023-01-02T05:00:00.000Z',
  levels: [{ at: '2023-01-02T05:00:00.000Z', target: null, stopLoss: null }],
  exitAt: null,
  ...over,
});
/** As the table keeps it: through JSON. */
const stored = (c: ComputedCall): ComputedCall => JSON.parse(JSON.stringify(c));

const A = stored(
  computeCall(
    input(1),
    closes([
      ['2023-01-02', '100'],
      ['2023-06-15', '120'],
      ['2024-02-06', '150'],
    ]),
    [],
    INDEX,
  ),
);

it('answers the worked example from stored rows: 50.00 %, benchmark 10.00 %, CAGR 44.77 %', () => {
  const answer = performanceAnswer('Nifty 50', [A]);
  expect(answer.calls).toEqual([
    {
      stockId: 1,
      name: 'Stock 1',
      entryDate: '2023-01-02',
      entryPrice: '100.00',
      lastDate: '2024-02-06',
      lastPrice: '150.00',
      returnPct: '50.00',
      benchmarkReturnPct: '10.00',
      status: 'open',
      cagrPct: '44.77',
      differencePct: '40.00',
    },
  ]);
  expect(answer).toMatchObject({ benchmark: 'Nifty 50', asOf: '2024-02-06' });
  expect(answer.portfolio).toMatchObject({
    calls: 1,
    invested: '100000.00',
    value: '150000.00',
    returnPct: '50.00',
    benchmarkReturnPct: '10.00',
    hits: 1,
  });
});

it('keeps the adjustment factors a split gave (1:5 from 2023-06-01)', () => {
  const split = computeCall(
    input(2),
    closes([
      ['2023-01-02', '500'],
      ['2023-06-15', '110'],
    ]),
    [{ exDate: '2023-06-01', factor: 5 }],
    INDEX,
  );
  expect(split.figures).toMatchObject({ entryPrice: '100.00', returnPct: '10.00', factors: [{ exDate: '2023-06-01', factor: '5' }] });
});

it('has no figures and an empty track for a call whose security has no close yet', () => {
  const none = computeCall(input(3), [], [], INDEX);
  expect(none.figures).toMatchObject({ status: 'awaiting prices', growth: null, returnPct: null });
  expect(none.track).toEqual([]);
  expect(performanceAnswer('Nifty 50', [none])).toMatchObject({ asOf: null, portfolio: { calls: 0, series: [] } });
});

it('carries a track not redrawn since at its last point, from its first day on', () => {
  const older = [
    { date: '2024-01-05', value: 1.1, benchmark: 1 },
    { date: '2024-01-12', value: 1.2, benchmark: 1.01 },
  ];
  const newer = [
    { date: '2024-01-12', value: 1, benchmark: 1 },
    { date: '2024-01-15', value: 0.9, benchmark: 1.02 },
  ];
  expect(alignTracks([older, newer, []])).toEqual([[...older, { date: '2024-01-15', value: 1.2, benchmark: 1.01 }], newer, []]);
});
