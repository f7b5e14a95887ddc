/**
 * A bhavcopy's bytes (CSV, or a .zip holding one CSV) read into one day's closes: the format told
 * by its header, the day checked against the one its file name gives (price-day.ts).
 */
import { PRICE_MESSAGES } from 'contracts';
import type { ParsedBhavcopy } from './bhavcopy-format';
import { hasColumns, ImportRefused, readCsv, type CsvTable } from './csv-table';
import { NSE_LEGACY_COLUMNS, parseNseLegacy } from './parse-nse-legacy';
import { parseUdiff, UDIFF_COLUMNS } from './parse-udiff';
import { BSE_LEGACY_COLUMNS, parseBseLegacy } from './parse-bse-legacy';
import { checkNameDay, dayInFileName } from './price-day';
import { csvInZip, isZip } from './unzip';

const PARSERS: { columns: readonly string[]; parse: (table: CsvTable, nameDay: string | null) => ParsedBhavcopy }[] = [
  { columns: UDIFF_COLUMNS, parse: parseUdiff },
  { columns: NSE_LEGACY_COLUMNS, parse: parseNseLegacy },
  { columns: BSE_LEGACY_COLUMNS, parse: parseBseLegacy },
];

/**
 * NSE's sec_bhavdata_full_DDMMYYYY.csv, told by its own columns: it names a share by symbol and
 * series only, and a symbol is not a share's identity (renamed, reused after a delisting), so its
 * closes are not matched to calls; it is refused naming the file the same day's closes come in.
 */
const SEC_BHAVDATA_COLUMNS = ['SYMBOL', 'SERIES', 'DATE1', 'CLOSE_PRICE'];

/** The CSV text of an uploaded or fetched file. */
export async function csvText(bytes: Buffer): Promise<string> {
  return (isZip(bytes) ? await csvInZip(bytes) : bytes).toString('utf8');
}

/** `fileName`: the name it was uploaded or fetched by, whose day (if it gives one) the rows must be of. */
export async function readBhavcopy(bytes: Buffer, fileName?: string | null): Promise<ParsedBhavcopy> {
  const table = readCsv(await csvText(bytes));
  const parser = PARSERS.find((p) => hasColumns(table.header, p.columns));
  if (!parser) {
    throw new ImportRefused(hasColumns(table.header, SEC_BHAVDATA_COLUMNS) ? PRICE_MESSAGES.secBhavdataFull : PRICE_MESSAGES.unknownFormat);
  }
  if (table.rows.length === 0) throw new ImportRefused(PRICE_MESSAGES.empty);
  const nameDay = dayInFileName(fileName);
  const day = parser.parse(table, nameDay);
  checkNameDay(fileName, nameDay, day.date);
  return day;
}
