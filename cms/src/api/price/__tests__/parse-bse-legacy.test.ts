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
});
