/**
 * CSV files that editors open in Excel: UTF-8 with a byte-order mark (without it Excel reads the
 * bytes as the local code page and a Hindi name turns into mojibake), CRLF line ends, a header
 * row, and formulas neutralised. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (or their full-width forms) is a formula to a spreadsheet, and a lead's name is typed by
 * anyone on the internet: such a cell gets a leading `'`, so it shows as text and never runs
 * (OWASP "CSV injection"). csv-stringify does the quoting and the neutralising.
 */
import { stringify, type Stringifier } from 'csv-stringify';

export interface CsvColumn {
  key: string;
  header: string;
}

const OPTIONS = {
  bom: true,
  header: true,
  record_delimiter: 'windows' as const,
  escape_formulas: true,
  // csv-stringify quotes a value holding the whole CRLF only; Excel also breaks rows on a lone LF or CR.
  quoted_match: /[\r\n]/,
  cast: {
    // The instant as ISO 8601 (UTC), not csv-stringify's default of epoch milliseconds.
    date: (value: Date) => value.toISOString(),
    boolean: (value: boolean) => (value ? 'true' : 'false'),
  },
};

/** A stream: write row objects in, read the CSV file's bytes out. */
export function csvWriter(columns: CsvColumn[]): Stringifier {
  return stringify({ ...OPTIONS, columns });
}
