/**
 * Corporate actions from a CSV: isin, exDate, kind (split|bonus), ratioFrom, ratioTo (and an optional
 * note), one a row. An ex-date is checked as a close's day (price-day.ts): not after today, since an
 * action adjusts every close before its ex-date, and one to come would adjust today's already.
 */
import { CORPORATE_ACTION_KINDS, ISIN_PATTERN, PRICE_MESSAGES, type CorporateActionKind } from 'contracts';
import { hasColumns, ImportRefused, readCsv, refuse, type CsvRow } from './csv-table';
import { dayOf } from './price-day';

export const CORPORATE_ACTION_COLUMNS = ['isin', 'exDate', 'kind', 'ratioFrom', 'ratioTo'] as const;

export interface CorporateActionRow {
  isin: string;
  exDate: string;
  kind: CorporateActionKind;
  ratioFrom: number;
  ratioTo: number;
  note: string | null;
}

function ratio(row: CsvRow, column: string): number {
  const raw = row.get(column);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000)
    return refuse(row.line, `${column} is not a positive whole number.`);
  return Number(raw);
}

export function readCorporateActions(text: string): CorporateActionRow[] {
  const table = readCsv(text);
  if (!hasColumns(table.header, CORPORATE_ACTION_COLUMNS)) {
    throw new ImportRefused(`Not a corporate-actions file: expected the columns ${CORPORATE_ACTION_COLUMNS.join(', ')}.`);
  }
  if (table.rows.length === 0) throw new ImportRefused(PRICE_MESSAGES.empty);
  return table.rows.map((row) => {
    const isin = row.get('isin').toUpperCase();
    if (!ISIN_PATTERN.test(isin)) refuse(row.line, 'isin is not an ISIN.');
    const kind = row.get('kind').toLowerCase() as CorporateActionKind;
    if (!CORPORATE_ACTION_KINDS.includes(kind)) refuse(row.line, `kind must be ${CORPORATE_ACTION_KINDS.join(' or ')}.`);
    return {
      isin,
      exDate: dayOf(row, 'exDate'),
      kind,
      ratioFrom: ratio(row, 'ratioFrom'),
      ratioTo: ratio(row, 'ratioTo'),
      note: row.get('note') || null,
    };
  });
}
