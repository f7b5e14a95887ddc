/** A bhavcopy's bytes (CSV, or a .zip holding one CSV) read into one day's closes: the format told by its header. */
import { PRICE_MESSAGES } from 'contracts';
import type { ParsedBhavcopy } from './bhavcopy-format';
import { hasColumns, ImportRefused, readCsv, type CsvTable } from './csv-table';
import { NSE_LEGACY_COLUMNS, parseNseLegacy } from './parse-nse-legacy';
import { parseUdiff, UDIFF_COLUMNS } from './parse-udiff';
import { BSE_LEGACY_COLUMNS, parseBseLegacy } from './parse-bse-legacy';
import { csvInZip, isZip } from './unzip';

const PARSERS: { columns: readonly string[]; parse: (table: CsvTable) => ParsedBhavcopy }[] = [
  { columns: UDIFF_COLUMNS, parse: parseUdiff },
  { columns: NSE_LEGACY_COLUMNS, parse: parseNseLegacy },
  { columns: BSE_LEGACY_COLUMNS, parse: parseBseLegacy },
];

/** The CSV text of an uploaded or fetched file. */
export async function csvText(bytes: Buffer): Promise<string> {
  return (isZip(bytes) ? await csvInZip(bytes) : bytes).toString('utf8');
}

export async function readBhavcopy(bytes: Buffer): Promise<ParsedBhavcopy> {
  const table = readCsv(await csvText(bytes));
  const parser = PARSERS.find((p) => hasColumns(table.header, p.columns));
  if (!parser) throw new ImportRefused(PRICE_MESSAGES.unknownFormat);
  if (table.rows.length === 0) throw new ImportRefused(PRICE_MESSAGES.empty);
  return parser.parse(table);
}
