/** BSE's equity bhavcopy before UDiFF (EQ_ISINCODE_DDMMYY.CSV): SC_CODE, SC_NAME, …, CLOSE, …, ISIN_CODE, TRADING_DATE. Equity scrips are SC_TYPE Q (its debt groups skipped: series.ts). */
import { ISIN_PATTERN } from 'contracts';
import type { ParsedBhavcopy, ParsedClose } from './bhavcopy-format';
import { priceOf, refuse, type CsvTable } from './csv-table';
import { dayOf } from './price-day';
import { bseGroupKept } from './series';

export const BSE_LEGACY_COLUMNS = ['SC_CODE', 'SC_NAME', 'SC_GROUP', 'SC_TYPE', 'CLOSE', 'ISIN_CODE', 'TRADING_DATE'] as const;

/** `nameDay`: the day the file's name gives, which settles an ambiguous n/n/yyyy (price-day.ts). */
export function parseBseLegacy(table: CsvTable, nameDay: string | null = null): ParsedBhavcopy {
  let date = '';
  const kept = new Map<string, ParsedClose>();
  for (const row of table.rows) {
    const day = dayOf(row, 'TRADING_DATE', nameDay);
    if (date && day !== date) refuse(row.line, `TRADING_DATE ${day} is not the file's day (${date}).`);
    date = day;
    if (row.get('SC_TYPE').toUpperCase() !== 'Q' || !bseGroupKept(row.get('SC_GROUP'))) continue;
    const isin = row.get('ISIN_CODE').toUpperCase();
    if (!ISIN_PATTERN.test(isin)) refuse(row.line, 'ISIN_CODE is not an ISIN.');
    if (!kept.has(isin))
      kept.set(isin, { isin, symbol: row.get('SC_CODE'), close: priceOf(row, 'CLOSE'), name: row.get('SC_NAME') || undefined });
  }
  return { format: 'bse-legacy', exchange: 'BSE', date, rows: table.rows.length, closes: [...kept.values()] };
}
