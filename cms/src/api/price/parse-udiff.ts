/**
 * The exchanges' common bhavcopy (UDiFF, since July 2024): 34 columns, the same for NSE and BSE, told
 * apart by Src. Cash-market shares only: Sgmt CM, FinInstrmTp STK, and a series (NSE) or group (BSE) kept.
 * TckrSymb is the NSE symbol; on BSE, FinInstrmId is the scrip code, which is what a call's BSE code holds.
 */
import { ISIN_PATTERN } from 'contracts';
import type { ParsedBhavcopy, ParsedClose } from './bhavcopy-format';
import { priceOf, refuse, type CsvTable } from './csv-table';
import { dayOf } from './price-day';
import { bseGroupKept, nseSeriesKept, preferSeries } from './series';

/** The columns a UDiFF file is recognised by (its first 8, and the close). */
export const UDIFF_COLUMNS = [
  'TradDt',
  'BizDt',
  'Sgmt',
  'Src',
  'FinInstrmTp',
  'FinInstrmId',
  'ISIN',
  'TckrSymb',
  'SctySrs',
  'ClsPric',
] as const;

/** `nameDay`: the day the file's name gives, which settles an ambiguous n/n/yyyy (price-day.ts). */
export function parseUdiff(table: CsvTable, nameDay: string | null = null): ParsedBhavcopy {
  let date = '';
  let source = '';
  const kept = new Map<string, ParsedClose & { series: string }>();
  for (const row of table.rows) {
    const src = row.get('Src').toUpperCase();
    if (src !== 'NSE' && src !== 'BSE') refuse(row.line, `Src ${src || '(empty)'} is neither NSE nor BSE.`);
    if (source && src !== source) refuse(row.line, `Src ${src} is not the file's exchange (${source}).`);
    source = src;
    const day = dayOf(row, 'TradDt', nameDay);
    if (date && day !== date) refuse(row.line, `TradDt ${day} is not the file's day (${date}).`);
    date = day;
    const series = row.get('SctySrs');
    if (row.get('Sgmt').toUpperCase() !== 'CM' || row.get('FinInstrmTp').toUpperCase() !== 'STK') continue;
    if (src === 'NSE' ? !nseSeriesKept(series) : !bseGroupKept(series)) continue;
    const isin = row.get('ISIN').toUpperCase();
    if (!ISIN_PATTERN.test(isin)) refuse(row.line, 'ISIN is not an ISIN.');
    const symbol = src === 'NSE' ? row.get('TckrSymb') : row.get('FinInstrmId');
    const close = { isin, symbol, close: priceOf(row, 'ClsPric'), name: row.get('FinInstrmNm') || undefined, series };
    const before = kept.get(isin);
    if (!before || (src === 'NSE' && preferSeries(series, before.series))) kept.set(isin, close);
  }
  const exchange = source === 'BSE' ? 'BSE' : 'NSE';
  return {
    format: exchange === 'BSE' ? 'bse-udiff' : 'nse-udiff',
    exchange,
    date,
    rows: table.rows.length,
    closes: [...kept.values()].map(({ isin, symbol, close, name }) => ({ isin, symbol, close, name })),
  };
}
