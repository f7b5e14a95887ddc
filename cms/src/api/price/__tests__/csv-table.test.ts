import { describe, expect, it } from '@jest/globals';
import { CSV_LINE_MAX_BYTES, ImportRefused, readCsv } from '../csv-table';

describe('readCsv', () => {
  it('reads the header and the rows by column, each with its line', () => {
    const table = readCsv('\uFEFFDate, Close\n\n2024-07-05, 24323.85\n');
    expect(table.header).toEqual(['Date', 'Close']);
    expect(table.rows.map((r) => [r.line, r.get('close')])).toEqual([[3, '24323.85']]);
  });

  // Unbounded, the 20 MB line alone kept the parser busy about 20 s.
  it('refuses a line longer than the bound, naming it (a zip of zeros, a one-line file)', () => {
    for (const [text, line] of [
      ['\u0000'.repeat(20 * 1024 * 1024), 1],
      [`Date,Close\n2024-07-05,${'9'.repeat(CSV_LINE_MAX_BYTES)}\n`, 2],
    ] as const) {
      expect(() => readCsv(text)).toThrow(ImportRefused);
      expect(() => readCsv(text)).toThrow(`Line ${line}: longer than 64 KB: not a price file.`);
    }
  });
});
