import { describe, expect, it } from '@jest/globals';
import { PRICE_MESSAGES } from 'contracts';
import { CSV_CELL_MAX_CHARS, CSV_LINE_MAX_BYTES, ImportRefused, readCsv } from '../csv-table';

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

describe('readCsv blank rows', () => {
  it("ignores the comma-only rows a spreadsheet leaves; says 'empty' of a file with nothing in it", () => {
    expect(readCsv('Date,Close\r\n2024-07-05,24323.85\r\n,\r\n , \r\n').rows).toHaveLength(1);
    for (const text of ['', '\uFEFF', '\n\n', ',,,\n,,,\n']) expect(() => readCsv(text)).toThrow(PRICE_MESSAGES.emptyFile);
  });
});

describe('readCsv cells', () => {
  it('refuses a cell over the bound or with a control character, naming its line', () => {
    expect(() => readCsv(`isin,note\nINE002A01018,${'n'.repeat(CSV_CELL_MAX_CHARS + 1)}\n`)).toThrow(
      `Line 2: a cell is longer than ${CSV_CELL_MAX_CHARS} characters.`,
    );
    expect(() => readCsv('isin,note\nINE002A01018,"1:1\u0000bonus"\n')).toThrow(
      'Line 2: a cell holds a control character (such as a NUL byte).',
    );
    expect(readCsv(`isin,note\nINE002A01018,${'n'.repeat(CSV_CELL_MAX_CHARS)}\n`).rows).toHaveLength(1);
  });
});
