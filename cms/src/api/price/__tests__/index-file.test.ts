import { describe, expect, it } from '@jest/globals';
import { readIndexFile } from '../index-file';
import { fixture } from './fixtures';

describe('readIndexFile', () => {
  it('reads a CSV of Date and Close', () => {
    expect(readIndexFile(fixture('nifty-50.csv').toString(), 'Nifty 50')).toEqual([
      { date: '2024-07-04', close: '24302.15' },
      { date: '2024-07-05', close: '24323.85' },
    ]);
  });
  it("takes the named index's row from NSE's daily file of all indices", () => {
    expect(readIndexFile(fixture('nse-indices-2024-07-05.csv').toString(), 'Nifty 50')).toEqual([
      { date: '2024-07-05', close: '24323.85' },
    ]);
    expect(() => readIndexFile(fixture('nse-indices-2024-07-05.csv').toString(), 'Nifty IT')).toThrow(
      'The file has no rows of "Nifty IT".',
    );
  });
  it('names the line of a bad close', () => {
    expect(() => readIndexFile('Date,Close\n2024-07-05,abc\n', 'Nifty 50')).toThrow('Line 2: Close is not a number.');
  });
  it("matches NSE's index names in any case and spacing", () => {
    expect(readIndexFile(fixture('ind_close_all_05112026.csv').toString(), 'NIFTY  50', 'ind_close_all_05112026.csv')).toEqual([
      { date: '2026-11-05', close: '25600.10' },
    ]);
  });
  it("reads NSE's index history download and its en-IN re-save; refuses the en-US one's ambiguous days by their line", () => {
    const closes = [
      { date: '2026-11-02', close: '25690.40' },
      { date: '2026-11-03', close: '25710.45' },
      { date: '2026-11-04', close: '25603.65' },
      { date: '2026-11-05', close: '25600.10' },
    ];
    const file = 'NIFTY 50-02-11-2026-to-05-11-2026.csv';
    expect(readIndexFile(fixture(file).toString(), 'NIFTY 50', file)).toEqual(closes);
    expect(readIndexFile(fixture(`excel-en-IN/${file}`).toString(), 'NIFTY 50', file)).toEqual(closes);
    expect(() => readIndexFile(fixture(`excel-en-US/${file}`).toString(), 'NIFTY 50', file)).toThrow(
      'Line 2: Date 11/5/2026 could be 11 May 2026 or 5 Nov 2026',
    );
  });
  it("settles ind_close_all's en-US re-save by its name's day, and refuses rows of another day", () => {
    const us = fixture('excel-en-US/ind_close_all_05112026.csv').toString();
    expect(readIndexFile(us, 'Nifty 50', 'ind_close_all_05112026.csv')).toEqual([{ date: '2026-11-05', close: '25600.10' }]);
    expect(() => readIndexFile(fixture('ind_close_all_05112026.csv').toString(), 'Nifty 50', 'ind_close_all_04112026.csv')).toThrow(
      "The file's name (ind_close_all_04112026.csv) says 4 Nov 2026, but its rows are of 5 Nov 2026.",
    );
  });
  it('reads an en-US re-saved history whose other dates tell the order; refuses one whose dates disagree', () => {
    expect(readIndexFile('Date,Close\r\n11/5/2026,25600.10\r\n10/30/2026,25400.00\r\n,\r\n', 'NIFTY 50')).toEqual([
      { date: '2026-10-30', close: '25400.00' },
      { date: '2026-11-05', close: '25600.10' },
    ]);
    expect(readIndexFile('Date,Close\n11/5/2026,25600.10\n13/10/2026,25400.00\n', 'NIFTY 50')[0]).toEqual({
      date: '2026-05-11',
      close: '25600.10',
    });
    expect(() => readIndexFile('Date,Close\n11/5/2026,25600.10\n10/30/2026,1\n13/10/2026,2\n', 'NIFTY 50')).toThrow(
      'Line 2: Date 11/5/2026 could be 11 May 2026 or 5 Nov 2026',
    );
  });
});
