import { describe, expect, it } from '@jest/globals';
import { exchangeDays, tradingDays } from '../imported-days';

describe('tradingDays', () => {
  // 2024-07-05 was a Friday.
  it('counts back weekdays from `to`, oldest first, skipping weekends', () => {
    expect(tradingDays('2024-07-09', 5)).toEqual(['2024-07-03', '2024-07-04', '2024-07-05', '2024-07-08', '2024-07-09']);
    expect(tradingDays('2024-07-05', 1)).toEqual(['2024-07-05']);
  });
  it('ends on the Friday before when `to` is a weekend day', () => {
    expect(tradingDays('2024-07-07', 2)).toEqual(['2024-07-04', '2024-07-05']);
    expect(tradingDays('2024-07-06', 1)).toEqual(['2024-07-05']);
  });
  it('crosses months and years', () => {
    expect(tradingDays('2024-01-02', 3)).toEqual(['2023-12-29', '2024-01-01', '2024-01-02']);
    expect(tradingDays('2024-12-31', 250)).toHaveLength(250);
  });
});

describe('exchangeDays', () => {
  const trading = ['2024-07-03', '2024-07-04', '2024-07-05'];
  it("lists each exchange's days newest first and the trading days it lacks", () => {
    const answer = exchangeDays(
      [
        { date: '2024-07-03', exchange: 'NSE', rows: 3 },
        { date: '2024-07-05', exchange: 'NSE', rows: 4 },
        { date: '2024-07-05', exchange: 'BSE', rows: 2 },
        // A special session on a Saturday is listed, and never missing.
        { date: '2024-07-06', exchange: 'NSE', rows: 1 },
      ],
      trading,
    );
    expect(answer).toEqual([
      {
        exchange: 'NSE',
        days: [
          { date: '2024-07-06', rows: 1 },
          { date: '2024-07-05', rows: 4 },
          { date: '2024-07-03', rows: 3 },
        ],
        missing: ['2024-07-04'],
      },
      { exchange: 'BSE', days: [{ date: '2024-07-05', rows: 2 }], missing: ['2024-07-04', '2024-07-03'] },
    ]);
  });
  it('lists every trading day as missing when nothing was imported', () => {
    expect(exchangeDays([], trading).map((e) => e.missing)).toEqual([
      ['2024-07-05', '2024-07-04', '2024-07-03'],
      ['2024-07-05', '2024-07-04', '2024-07-03'],
    ]);
  });
});
