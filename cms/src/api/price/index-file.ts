/**
 * An index's closes from a CSV: either two columns, Date and Close (any case), one row a day; or
 * NSE's daily file of all its indices (Index Name, Index Date, …, Closing Index Value, …), of which
 * the rows of the named index are taken.
 */
import { PRICE_MESSAGES } from 'contracts';
import { dayOf, hasColumns, ImportRefused, priceOf, readCsv, refuse } from './csv-table';
import type { DayClose } from './reads';

const NSE_INDEX_COLUMNS = ['Index Name', 'Index Date', 'Closing Index Value'];
const PLAIN_COLUMNS = ['Date', 'Close'];

export function readIndexFile(text: string, name: string): DayClose[] {
  const table = readCsv(text);
  const nse = hasColumns(table.header, NSE_INDEX_COLUMNS);
  if (!nse && !hasColumns(table.header, PLAIN_COLUMNS)) {
    throw new ImportRefused(
      "Not an index file: expected the columns Date and Close, or NSE's Index Name, Index Date and Closing Index Value.",
    );
  }
  const [dateColumn, closeColumn] = nse ? ['Index Date', 'Closing Index Value'] : PLAIN_COLUMNS;
  const byDay = new Map<string, DayClose>();
  for (const row of table.rows) {
    if (nse && row.get('Index Name').toLowerCase() !== name.toLowerCase()) continue;
    const date = dayOf(row, dateColumn);
    if (byDay.has(date)) refuse(row.line, `${date} is given twice.`);
    byDay.set(date, { date, close: priceOf(row, closeColumn) });
  }
  if (byDay.size === 0) throw new ImportRefused(nse ? `The file has no rows of "${name}".` : PRICE_MESSAGES.empty);
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
