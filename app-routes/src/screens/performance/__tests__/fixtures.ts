/** A track record as the CMS answers it: the worked example and a second call, for the screens' tests. */
import type { PerformanceAnswer } from 'contracts';

export const ANSWER: PerformanceAnswer = {
  benchmark: 'Nifty 50',
  asOf: '2024-02-06',
  calls: [
    {
      stockId: 1,
      name: 'Asha Mills',
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
    {
      stockId: 2,
      name: 'Ravi Steel',
      entryDate: null,
      entryPrice: null,
      lastDate: null,
      lastPrice: null,
      returnPct: null,
      benchmarkReturnPct: null,
      status: 'awaiting prices',
      cagrPct: null,
      differencePct: null,
    },
  ],
  portfolio: {
    notionalPerCall: 100000,
    calls: 1,
    invested: '100000.00',
    value: '150000.00',
    returnPct: '50.00',
    benchmarkValue: '110000.00',
    benchmarkReturnPct: '10.00',
    hits: 1,
    misses: 0,
    series: [
      { date: '2023-01-06', invested: 100000, value: 101000, benchmark: 100500 },
      { date: '2024-02-06', invested: 100000, value: 150000, benchmark: 110000 },
    ],
  },
};

export const NONE: PerformanceAnswer = {
  ...ANSWER,
  asOf: null,
  calls: [],
  portfolio: {
    ...ANSWER.portfolio,
    calls: 0,
    invested: '0.00',
    value: '0.00',
    returnPct: null,
    benchmarkValue: '0.00',
    benchmarkReturnPct: null,
    hits: 0,
    misses: 0,
    series: [],
  },
};
