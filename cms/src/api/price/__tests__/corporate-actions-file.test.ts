import { describe, expect, it } from '@jest/globals';
import { readCorporateActions } from '../corporate-actions-file';
import { fixture } from './fixtures';

describe('readCorporateActions', () => {
  it('reads isin, exDate, kind, ratioFrom, ratioTo and the optional note', () => {
    expect(readCorporateActions(fixture('corporate-actions.csv').toString())).toEqual([
      { isin: 'INE002A01018', exDate: '2024-10-28', kind: 'bonus', ratioFrom: 1, ratioTo: 1, note: '1:1 bonus' },
      { isin: 'INE009A01021', exDate: '2025-01-10', kind: 'split', ratioFrom: 1, ratioTo: 5, note: null },
    ]);
  });
  it.each([
    ['INE002A0101,2024-10-28,bonus,1,1', 'Line 2: isin is not an ISIN.'],
    ['INE002A01018,2024-10-28,merger,1,1', 'Line 2: kind must be split or bonus.'],
    ['INE002A01018,2024-10-28,split,0,5', 'Line 2: ratioFrom is not a positive whole number.'],
    ['INE002A01018,2024-10-28,split,1,-5', 'Line 2: ratioTo is not a positive whole number.'],
    ['INE002A01018,28/13/2024,split,1,5', 'Line 2: exDate is not a date.'],
    ['INE002A01018,0000-01-10,split,1,5', "Line 2: exDate 0000-01-10 is before 1994, when the exchanges' electronic records start."],
    ['INE002A01018,2099-07-05,split,1,5', 'Line 2: exDate 2099-07-05 is after today ('],
  ])('refuses %s: %s', (row, message) => {
    expect(() => readCorporateActions(`isin,exDate,kind,ratioFrom,ratioTo\n${row}\n`)).toThrow(message);
  });
});
