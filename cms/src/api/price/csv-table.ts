/**
 * A CSV file as the price imports read it: its header and its rows by column name, each with its
 * line number, so a refusal can name the line ("Line 17: CLOSE is not a number"). A refusal is an
 * ImportRefused, answered 400 by the controllers; an import is all or nothing.
 */
import { parse } from 'csv-parse/sync';
import { hasControlCharacter, PRICE_MESSAGES } from 'contracts';

export class ImportRefused extends Error {
  name = 'ImportRefused';
}

export const refuse = (line: number, message: string): never => {
  throw new ImportRefused(`Line ${line}: ${message}`);
};

export interface CsvRow {
  line: number;
  get(column: string): string;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/**
 * The longest line read: an exchange's line is a few hundred bytes. Without a bound, a file of one
 * huge line (a zip of zeros inflates to 100 MB) kept the parser, and with it the CMS, busy for
 * seconds a megabyte; with it such a file is refused within its first 64 KB.
 */
export const CSV_LINE_MAX_BYTES = 64 * 1024;

/**
 * The longest cell: the imports store symbols, names and notes as read, and PostgreSQL's string
 * columns hold 255 characters (a longer one failed the whole insert). No exchange's cell comes close.
 */
export const CSV_CELL_MAX_CHARS = 255;

/** A cell an import may store: PostgreSQL's text refuses a NUL byte, and no exchange writes a control character. */
function checkCell(cell: string, line: number): void {
  if (cell.length > CSV_CELL_MAX_CHARS) refuse(line, `a cell is longer than ${CSV_CELL_MAX_CHARS} characters.`);
  if (hasControlCharacter(cell)) refuse(line, 'a cell holds a control character (such as a NUL byte).');
}

/**
 * Reads CSV text (a byte-order mark, blank lines and spaces around cells ignored). Rows of empty
 * cells are ignored too: a spreadsheet that re-saves a file leaves comma-only lines at its end.
 */
export function readCsv(text: string): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (csv-parse's types do not follow the option).
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      info: true,
      max_record_size: CSV_LINE_MAX_BYTES,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; code?: string; message: string };
    if (e.code === 'CSV_MAX_RECORD_SIZE')
      throw new ImportRefused(`Line ${e.lines ?? 1}: longer than ${CSV_LINE_MAX_BYTES / 1024} KB: not a price file.`);
    throw new ImportRefused(e.lines ? `Line ${e.lines}: not valid CSV.` : 'Not valid CSV.');
  }
  if (records.length === 0) throw new ImportRefused(PRICE_MESSAGES.emptyFile);
  for (const { record, info } of records) for (const cell of record) checkCell(cell, info.lines);
  const header = records[0].record.map((h) => h.trim());
  const index = new Map(header.map((h, i) => [h.toUpperCase(), i]));
  const rows = records.slice(1).map(({ record, info }) => ({
    line: info.lines,
    get: (column: string) => record[index.get(column.toUpperCase()) ?? -1] ?? '',
  }));
  return { header, rows };
}

/** Whether a header names every one of `columns` (any case). */
export const hasColumns = (header: readonly string[], columns: readonly string[]): boolean => {
  const names = new Set(header.map((h) => h.toUpperCase()));
  return columns.every((c) => names.has(c.toUpperCase()));
};

/** A price as stored (a decimal string with at most 2 places), or a refusal naming the line and column. */
export function priceOf(row: CsvRow, column: string): string {
  const raw = row.get(column).replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) return refuse(row.line, `${column} is not a number.`);
  if (Number(raw) >= 1e8) return refuse(row.line, `${column} is too large.`);
  return Number(raw).toFixed(2);
}
