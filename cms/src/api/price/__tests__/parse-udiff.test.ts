import { describe, expect, it } from '@jest/globals';
import { parseUdiff } from '../parse-udiff';
import { CLOSES, closesOf, DAY, fixtureTable } from './fixtures';

describe('parseUdiff', () => {
  it("reads NSE's UDiFF file: shares of the series kept, by ISIN, with the NSE symbol", () => {
    const day = parseUdiff(fixtureTable('nse-udiff-2024-07-05.csv'));
    expect(day).toMatchObject({ format: 'nse-udiff', exchange: 'NSE', date: DAY, rows: 4 });
    expect(closesOf(day.closes)).toEqual(CLOSES);
    expect(day.closes.find((c) => c.isin === 'INE002A01018')).toMatchObject({ symbol: 'RELIANCE', name: 'RELIANCE INDUSTRIES LTD' });
  });
  it("reads BSE's UDiFF file, the scrip code as its symbol", () => {
    const day = parseUdiff(fixtureTable('bse-udiff-2024-07-05.csv'));
    expect(day).toMatchObject({ format: 'bse-udiff', exchange: 'BSE', date: DAY, rows: 3 });
    expect(closesOf(day.closes)).toEqual(CLOSES);
    expect(day.closes.find((c) => c.isin === 'INE467B01029')?.symbol).toBe('532540');
  });
});
