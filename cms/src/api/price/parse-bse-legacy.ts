/** BSE's equity bhavcopy before UDiFF (EQ_ISINCODE_DDMMYY.CSV): SC_CODE, SC_NAME, …, CLOSE, …, ISIN_CODE, TRADING_DATE. Equity scrips are SC_TYPE Q. */
import { ISIN_PATTERN } from 'contracts';
import type { ParsedBhavcopy, ParsedClose } from './bhavcopy-format';
import { dayOf, priceOf, refuse, type CsvTable } from './csv-table';

export const BSE_LEGACY_COLUMNS = ['SC_CODE', 'SC_NAME', 'SC_GROUP', 'SC_TYPE', 'CLOSE', 'ISIN_CODE', 'TRADING_DATE'] as const;

export function parseBseLegacy(table: CsvTable): ParsedBhavcopy {
  let date = '';
  const kept = new Map<string, ParsedClose>();
  for (const row of table.rows) {
    const day = dayOf(row, 'TRADING_DATE');
    if (date && day !== date) refuse(row.line, `TRADING_DATE ${day} is not the file's day (${date}).`);
    date = day;
    if (row.get('SC_TYPE').toUpperCase() !== 'Q') continue;
    const isin = row.get('ISIN_CODE').toUpperCase();
    if (!ISIN_PATTERN.test(isin)) refuse(row.line, 'ISIN_CODE is not an ISIN.');
    if (!kept.has(isin))
      kept.set(isin, { isin, symbol: row.get('SC_CODE'), close: priceOf(row, 'CLOSE'), name: row.get('SC_NAME') || undefined });
  }
  return { format: 'bse-legacy', exchange: 'BSE', date, rows: table.rows.length, closes: [...kept.values()] };
}
