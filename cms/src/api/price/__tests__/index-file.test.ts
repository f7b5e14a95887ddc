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
});
