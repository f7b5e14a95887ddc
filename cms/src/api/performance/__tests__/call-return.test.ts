/** One call's return: the worked examples of docs/track-record.md, computed by hand. */
import { describe, expect, it } from '@jest/globals';
import { adjustedCloses, type Close, type PriceFactor } from '../adjusted-closes';
import { callReturn, type CallInput } from '../call-return';

// 10:30 in India on 2 January 2023 (a Monday): before the market's close, so that day's close is the entry.
const MORNING = '2023-01-02T05:00:00.000Z';
const call = (over: Partial<CallInput> = {}): CallInput => ({
  stockId: 7,
  name: 'Example Ltd',
  side: 'buy',
  publishedAt: MORNING,
  levels: [{ at: MORNING, target: null, stopLoss: null }],
  exitAt: null,
  ...over,
});
const closes = (rows: [string, string][]): Close[] => rows.map(([date, close]) => ({ date, close }));
const INDEX = closes([
  ['2023-01-02', '20000'],
  ['2024-02-06', '22000'],
]);
const run = (c: CallInput, rows: [string, string][], factors: PriceFactor[] = [], index = INDEX) =>
  callReturn(c, adjustedCloses(closes(rows), factors), index, factors);

describe('a call bought at 100 and closing at 150 400 days later, the index from 20,000 to 22,000', () => {
  const r = run(call(), [
    ['2023-01-02', '100'],
    ['2023-06-15', '120.55'],
    ['2024-02-06', '150'],
  ]);

  it('returns 50 %, the benchmark 10 %, the difference 40 points', () => {
    expect(r).toMatchObject({ entryDate: '2023-01-02', entryPrice: '100.00', lastDate: '2024-02-06', lastPrice: '150.00' });
    expect(r).toMatchObject({ returnPct: '50.00', benchmarkReturnPct: '10.00', differencePct: '40.00', status: 'open' });
  });

  it('annualises over the 400 days: 1.5^(365/400) − 1 = 44.77 %', () => {
    expect(r.cagrPct).toBe('44.77');
  });
});

it('does not annualise a call held under a year', () => {
  const r = run(call(), [
    ['2023-01-02', '100'],
    ['2023-12-29', '130'],
  ]);
  expect(r).toMatchObject({ returnPct: '30.00', cagrPct: null });
});

it('a call published after the market closed enters at the next close', () => {
  const evening = '2023-01-02T11:00:00.000Z'; // 16:30 in India
  const r = run(call({ publishedAt: evening, levels: [{ at: evening, target: null, stopLoss: null }] }), [
    ['2023-01-02', '100'],
    ['2023-01-03', '104'],
    ['2023-01-04', '130'],
  ]);
  expect(r).toMatchObject({ entryDate: '2023-01-03', entryPrice: '104.00', returnPct: '25.00' });
});

it('a 1:5 split in between is not an 80 % loss: earlier closes are divided by 5', () => {
  const r = run(
    call(),
    [
      ['2023-01-02', '100'],
      ['2023-05-31', '110'],
      ['2023-06-01', '22.5'],
      ['2024-02-06', '30'],
    ],
    [{ exDate: '2023-06-01', factor: 5 }],
  );
  expect(r).toMatchObject({ entryPrice: '20.00', lastPrice: '30.00', returnPct: '50.00', benchmarkReturnPct: '10.00', status: 'open' });
});

it('a stop-loss hit ends the call at that close; a later recovery does not count', () => {
  const r = run(call({ levels: [{ at: MORNING, target: '130', stopLoss: '90' }] }), [
    ['2023-01-02', '100'],
    ['2023-01-03', '95'],
    ['2023-01-04', '89'],
    ['2023-01-05', '140'],
  ]);
  expect(r).toMatchObject({ status: 'stop-loss hit', lastDate: '2023-01-04', lastPrice: '89.00', returnPct: '-11.00' });
});

it('a stop-loss set before a split is compared in the same units after it', () => {
  const c = call({ levels: [{ at: MORNING, target: null, stopLoss: '90' }] });
  const factors = [{ exDate: '2023-06-01', factor: 5 }];
  const held = run(
    c,
    [
      ['2023-01-02', '100'],
      ['2023-06-01', '19'],
    ],
    factors,
  ); // 19 × 5 = 95: above 90
  expect(held.status).toBe('open');
  const hit = run(
    c,
    [
      ['2023-01-02', '100'],
      ['2023-06-01', '17.8'],
    ],
    factors,
  ); // 17.8 × 5 = 89
  expect(hit).toMatchObject({ status: 'stop-loss hit', returnPct: '-11.00' });
});

it('a target reached ends the call at the first close at or above it', () => {
  const r = run(call({ levels: [{ at: MORNING, target: '120', stopLoss: '90' }] }), [
    ['2023-01-02', '100'],
    ['2023-01-03', '110'],
    ['2023-01-04', '121'],
    ['2023-01-05', '99'],
  ]);
  expect(r).toMatchObject({ status: 'target reached', lastDate: '2023-01-04', returnPct: '21.00' });
});

it('an update raising the target before it is reached keeps the call open', () => {
  const update = '2023-01-03T04:00:00.000Z'; // 09:30 in India, before the close of the 3rd
  const r = run(
    call({
      levels: [
        { at: MORNING, target: '120', stopLoss: null },
        { at: update, target: '150', stopLoss: null },
      ],
    }),
    [
      ['2023-01-02', '100'],
      ['2023-01-03', '125'],
    ],
  );
  expect(r).toMatchObject({ status: 'open', returnPct: '25.00' });
});

it('an exit ends the call at its first usable close', () => {
  const r = run(call({ exitAt: '2023-03-01T04:00:00.000Z' }), [
    ['2023-01-02', '100'],
    ['2023-02-28', '108'],
    ['2023-03-01', '112'],
    ['2023-03-02', '80'],
  ]);
  expect(r).toMatchObject({ status: 'exited', lastDate: '2023-03-01', lastPrice: '112.00', returnPct: '12.00' });
});

it('a sell call gains as the price falls', () => {
  const r = run(call({ side: 'sell', levels: [{ at: MORNING, target: '70', stopLoss: '110' }] }), [
    ['2023-01-02', '100'],
    ['2023-01-03', '80'],
  ]);
  expect(r).toMatchObject({ status: 'open', returnPct: '20.00' });
  const stopped = run(call({ side: 'sell', levels: [{ at: MORNING, target: '70', stopLoss: '110' }] }), [
    ['2023-01-02', '100'],
    ['2023-01-03', '111'],
  ]);
  expect(stopped).toMatchObject({ status: 'stop-loss hit', returnPct: '-11.00' });
});

it('the benchmark uses its close on, or last before, each day', () => {
  const index = closes([
    ['2022-12-30', '20000'],
    ['2023-01-03', '20500'],
    ['2023-01-05', '21000'],
  ]);
  const r = run(
    call(),
    [
      ['2023-01-02', '100'],
      ['2023-01-04', '101'],
    ],
    [],
    index,
  );
  expect(r.benchmarkReturnPct).toBe('2.50'); // 20,000 (30 Dec) → 20,500 (3 Jan)
});

it('decimal arithmetic: no floating-point drift at the cent', () => {
  // In binary floating point 1.1 / 1 − 1 is 0.10000000000000009 and 0.3 / 0.1 is 2.9999999999999996.
  const r = run(call(), [
    ['2023-01-02', '0.1'],
    ['2023-01-03', '0.3'],
  ]);
  expect(r.returnPct).toBe('200.00');
  const s = run(call(), [
    ['2023-01-02', '2.675'],
    ['2023-01-03', '2.675'],
  ]);
  expect(s).toMatchObject({ entryPrice: '2.68', returnPct: '0.00' }); // 2.675.toFixed(2) is '2.67' in floats
});

it('a call with no close since its publication awaits prices', () => {
  const r = run(call(), [['2022-12-30', '100']]);
  expect(r).toMatchObject({ status: 'awaiting prices', entryDate: null, returnPct: null });
});
