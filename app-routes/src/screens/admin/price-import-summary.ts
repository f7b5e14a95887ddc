/** An import's answer in one plain line: "NSE UDiFF · 05 Jul 2024 · 2,345 rows: 2,340 new, 5 unchanged". */
import type { BhavcopyImportAnswer, PriceRowsImportAnswer } from 'contracts';
import { formatDate } from './format';

const FORMAT_NAMES: Record<BhavcopyImportAnswer['format'], string> = {
  'nse-legacy': 'NSE (13 columns)',
  'nse-udiff': 'NSE UDiFF',
  'bse-udiff': 'BSE UDiFF',
  'bse-legacy': 'BSE (legacy)',
};

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const counted = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/**
 * What became of the rows; a kind with none is left out, so a re-imported file reads "…: 2,345
 * unchanged". Rows the import does not keep (a bhavcopy's bonds, rights, warrants…) are counted as
 * skipped, so the parts add up to the rows read.
 */
function outcome(a: PriceRowsImportAnswer): string {
  const skipped = a.rows - a.inserted - a.updated - a.unchanged;
  const parts = [
    a.inserted > 0 && `${count.format(a.inserted)} new`,
    a.updated > 0 && `${count.format(a.updated)} updated`,
    a.unchanged > 0 && `${count.format(a.unchanged)} unchanged`,
    skipped > 0 && `${count.format(skipped)} skipped (not shares)`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing stored';
}

export const bhavcopySummary = (a: BhavcopyImportAnswer): string =>
  `${FORMAT_NAMES[a.format]} · ${formatDate(a.date)} · ${counted(a.rows, 'row', 'rows')}: ${outcome(a)}`;

export const indexSummary = (name: string, a: PriceRowsImportAnswer): string =>
  `${name} · ${counted(a.rows, 'close', 'closes')}: ${outcome(a)}`;

export const corporateActionsSummary = (a: PriceRowsImportAnswer): string =>
  `${counted(a.rows, 'corporate action', 'corporate actions')}: ${outcome(a)}`;
