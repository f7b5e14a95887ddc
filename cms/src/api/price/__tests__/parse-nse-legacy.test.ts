import { describe, expect, it } from '@jest/globals';
import { parseNseLegacy } from '../parse-nse-legacy';
import { readCsv } from '../csv-table';
import { CLOSES, closesOf, DAY, fixtureTable } from './fixtures';

describe('parseNseLegacy', () => {
  it('reads the day and the closes of the series kept, by ISIN, skipping other series (a government bond)', () => {
    const day = parseNseLegacy(fixtureTable('nse-legacy-2024-07-05.csv'));
    expect(day).toMatchObject({ format: 'nse-legacy', exchange: 'NSE', date: DAY, rows: 4 });
    expect(closesOf(day.closes)).toEqual(CLOSES);
    expect(day.closes.find((c) => c.isin === 'INE467B01029')?.symbol).toBe('TCS');
  });
  it('keeps one close per ISIN, the EQ row over a BE one', () => {
    const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN';
    const row = (series: string, close: string) => `ABC,${series},1,1,1,${close},1,1,1,1,05-JUL-2024,1,INE123A01016`;
    const day = parseNseLegacy(readCsv([header, row('BE', '10.00'), row('EQ', '11.00')].join('\n')));
    expect(day.closes).toEqual([{ isin: 'INE123A01016', symbol: 'ABC', close: '11.00' }]);
  });
  it('names the line of a close that is not a number', () => {
    expect(() => parseNseLegacy(fixtureTable('nse-legacy-malformed.csv'))).toThrow('Line 4: CLOSE is not a number.');
  });
  it('refuses a row of another day', () => {
    const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN';
    const rows = ['A,EQ,1,1,1,1,1,1,1,1,05-JUL-2024,1,INE123A01016', 'B,EQ,1,1,1,1,1,1,1,1,08-JUL-2024,1,INE124A01014'];
    expect(() => parseNseLegacy(readCsv([header, ...rows].join('\n')))).toThrow(
      "Line 3: TIMESTAMP 2024-07-08 is not the file's day (2024-07-05).",
    );
  });
});
