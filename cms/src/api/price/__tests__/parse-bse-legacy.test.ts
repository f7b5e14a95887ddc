import { describe, expect, it } from '@jest/globals';
import { parseBseLegacy } from '../parse-bse-legacy';
import { CLOSES, closesOf, DAY, fixtureTable } from './fixtures';

describe('parseBseLegacy', () => {
  it("reads BSE's legacy file: equity scrips (SC_TYPE Q) by ISIN, the scrip code as symbol, the day from TRADING_DATE", () => {
    const day = parseBseLegacy(fixtureTable('bse-legacy-2024-07-05.csv'));
    expect(day).toMatchObject({ format: 'bse-legacy', exchange: 'BSE', date: DAY, rows: 4 });
    expect(closesOf(day.closes)).toEqual(CLOSES);
    expect(day.closes.find((c) => c.isin === 'INE009A01021')).toMatchObject({ symbol: '500209', name: 'INFOSYS LTD' });
  });
  it('skips the debt groups F and G even typed Q', () => {
    const day = parseBseLegacy(fixtureTable('EQ_ISINCODE_051126.CSV'));
    expect(day).toMatchObject({ rows: 5, date: '2026-11-05' });
    expect(day.closes.map((c) => c.symbol)).toEqual(['500325', '532540', '500209']);
  });
});
