/**
 * An index's closes from a CSV: either two columns, Date and Close (any case), one row a day; or
 * NSE's daily file of all its indices (Index Name, Index Date, …, Closing Index Value, …), of which
 * the rows of the named index are taken (its name matched in any case and spacing). The days are
 * checked as a bhavcopy's (price-day.ts): ind_close_all_DDMMYYYY.csv's rows must be of its name's day.
 */
import { canonicalIndexName, PRICE_MESSAGES } from 'contracts';
import { hasColumns, ImportRefused, priceOf, readCsv, refuse } from './csv-table';
import { checkNameDay, dayInFileName, dayOf, settledByColumn } from './price-day';
import type { DayClose } from './reads';

const NSE_INDEX_COLUMNS = ['Index Name', 'Index Date', 'Closing Index Value'];
const PLAIN_COLUMNS = ['Date', 'Close'];

export function readIndexFile(text: string, name: string, fileName?: string | null): DayClose[] {
  const table = readCsv(text);
  const nse = hasColumns(table.header, NSE_INDEX_COLUMNS);
  if (!nse && !hasColumns(table.header, PLAIN_COLUMNS)) {
    throw new ImportRefused(
      "Not an index file: expected the columns Date and Close, or NSE's Index Name, Index Date and Closing Index Value.",
    );
  }
  const [dateColumn, closeColumn] = nse ? ['Index Date', 'Closing Index Value'] : PLAIN_COLUMNS;
  const nameDay = dayInFileName(fileName);
  const dates = table.rows.map((row) => row.get(dateColumn));
  const byDay = new Map<string, DayClose>();
  for (const row of table.rows) {
    if (nse && canonicalIndexName(row.get('Index Name')) !== canonicalIndexName(name)) continue;
    const date = dayOf(row, dateColumn, nameDay ?? settledByColumn(row.get(dateColumn), dates));
    checkNameDay(fileName, nameDay, date);
    if (byDay.has(date)) refuse(row.line, `${date} is given twice.`);
    byDay.set(date, { date, close: priceOf(row, closeColumn) });
  }
  if (byDay.size === 0) throw new ImportRefused(nse ? `The file has no rows of "${name}".` : PRICE_MESSAGES.empty);
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
