/** NSE's cash-market bhavcopy before July 2024: 13 columns, TIMESTAMP like 05-JUL-2024 (file cmDDMMMYYYYbhav.csv). */
import { ISIN_PATTERN } from 'contracts';
import type { ParsedBhavcopy, ParsedClose } from './bhavcopy-format';
import { priceOf, refuse, type CsvTable } from './csv-table';
import { dayOf } from './price-day';
import { nseSeriesKept, preferSeries } from './series';

export const NSE_LEGACY_COLUMNS = [
  'SYMBOL',
  'SERIES',
  'OPEN',
  'HIGH',
  'LOW',
  'CLOSE',
  'LAST',
  'PREVCLOSE',
  'TOTTRDQTY',
  'TOTTRDVAL',
  'TIMESTAMP',
  'TOTALTRADES',
  'ISIN',
] as const;

/** `nameDay`: the day the file's name gives, which settles an ambiguous n/n/yyyy (price-day.ts). */
export function parseNseLegacy(table: CsvTable, nameDay: string | null = null): ParsedBhavcopy {
  let date = '';
  const kept = new Map<string, ParsedClose & { series: string }>();
  for (const row of table.rows) {
    const day = dayOf(row, 'TIMESTAMP', nameDay);
    if (date && day !== date) refuse(row.line, `TIMESTAMP ${day} is not the file's day (${date}).`);
    date = day;
    const series = row.get('SERIES');
    if (!nseSeriesKept(series)) continue;
    const isin = row.get('ISIN').toUpperCase();
    if (!ISIN_PATTERN.test(isin)) refuse(row.line, 'ISIN is not an ISIN.');
    const close = { isin, symbol: row.get('SYMBOL'), close: priceOf(row, 'CLOSE'), series };
    const before = kept.get(isin);
    if (!before || preferSeries(series, before.series)) kept.set(isin, close);
  }
  return {
    format: 'nse-legacy',
    exchange: 'NSE',
    date,
    rows: table.rows.length,
    closes: [...kept.values()].map(({ isin, symbol, close }) => ({ isin, symbol, close })),
  };
}
