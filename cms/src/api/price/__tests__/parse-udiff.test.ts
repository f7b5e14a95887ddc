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
  it("skips BSE's debt groups typed STK, F (bonds) and G (gold bonds), as NSE's series other than shares", () => {
    const bse = parseUdiff(fixtureTable('BhavCopy_BSE_CM_0_0_0_20261105_F_0000.csv'));
    expect(bse).toMatchObject({ rows: 5, date: '2026-11-05' });
    expect(bse.closes.map((c) => c.symbol)).toEqual(['500325', '532540', '500209']);
    const nse = parseUdiff(fixtureTable('BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv'));
    expect(nse.closes.map((c) => c.symbol)).toEqual(['RELIANCE', 'TCS', 'INFY']);
  });
});
