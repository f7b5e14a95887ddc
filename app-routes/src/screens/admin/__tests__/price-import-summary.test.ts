import { describe, expect, it } from '@jest/globals';
import { bhavcopySummary, corporateActionsSummary, indexSummary } from '../price-import-summary';

describe("an import's answer in one line", () => {
  it('names the bhavcopy format and day, counts Indian style, and leaves out kinds with none', () => {
    expect(bhavcopySummary({ format: 'nse-udiff', date: '2024-07-05', rows: 2345, inserted: 2340, updated: 0, unchanged: 5 })).toBe(
      'NSE UDiFF · 05 Jul 2024 · 2,345 rows: 2,340 new, 5 unchanged',
    );
    expect(bhavcopySummary({ format: 'bse-legacy', date: '2024-01-02', rows: 123456, inserted: 0, updated: 3, unchanged: 123453 })).toBe(
      'BSE (legacy) · 02 Jan 2024 · 1,23,456 rows: 3 updated, 1,23,453 unchanged',
    );
  });

  it('counts the rows not kept as skipped, so the parts add up to the rows read', () => {
    expect(bhavcopySummary({ format: 'nse-legacy', date: '2024-07-05', rows: 4, inserted: 3, updated: 0, unchanged: 0 })).toBe(
      'NSE (13 columns) · 05 Jul 2024 · 4 rows: 3 new, 1 skipped (not shares)',
    );
    expect(bhavcopySummary({ format: 'nse-legacy', date: '2023-03-31', rows: 1, inserted: 0, updated: 0, unchanged: 0 })).toBe(
      'NSE (13 columns) · 31 Mar 2023 · 1 row: 1 skipped (not shares)',
    );
  });

  it('says so when nothing was stored, and counts one in the singular', () => {
    expect(indexSummary('Nifty 50', { rows: 0, inserted: 0, updated: 0, unchanged: 0 })).toBe('Nifty 50 · 0 closes: nothing stored');
    expect(indexSummary('Nifty 50', { rows: 1, inserted: 1, updated: 0, unchanged: 0 })).toBe('Nifty 50 · 1 close: 1 new');
    expect(corporateActionsSummary({ rows: 2, inserted: 0, updated: 1, unchanged: 1 })).toBe('2 corporate actions: 1 updated, 1 unchanged');
  });
});
