/**
 * The days the price files carry, read so that a stored day can be trusted:
 * - the exchanges' forms (05-JUL-2024, 05-Jul-24, 2024-07-05, 20240705) and the re-saves of a
 *   spreadsheet: en-IN's dd-mm-yyyy is day first; a slashed n/n/yyyy is day first when its first
 *   number is over 12 (13/11/2026), month first when its second is (11/13/2026, en-US), and
 *   otherwise could be either (11/5/2026: en-US writes 5 November so, en-GB 11 May), so it is
 *   refused naming both readings unless the day in the file's name is one of them, or the other
 *   dates of its column (an index's history) tell which way round they all are;
 * - never before 1994 (the exchanges' electronic records start then; '0000' is a blanked year, not
 *   1900 or 2000) nor after today in India (a close cannot come from the future, and one such day
 *   made every subscriber's track record "as of" it).
 */
import { todayInFirm } from '../../lib/dates';
import { ImportRefused, refuse, type CsvRow } from './csv-table';

/** The first year a price file may carry. */
export const FIRST_PRICE_YEAR = 1994;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A text read as a day: one day, two possible days (an ambiguous n/n/yyyy), or null when not a date. */
export type DayRead = { day: string } | { readings: [string, string] } | null;

/** 'YYYY-MM-DD' of a real calendar day (year 0 too: dayProblem refuses it in words), or null (31 February, month 13). */
function isoDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function readDay(raw: string): DayRead {
  const v = raw.trim();
  const one = (day: string | null): DayRead => (day ? { day } : null);
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)) || (match = /^(\d{4})(\d{2})(\d{2})$/.exec(v)))
    return one(isoDay(+match[1], +match[2], +match[3]));
  if ((match = /^(\d{1,2})[-/ ]([A-Za-z]{3})[-/ ](\d{2}|\d{4})$/.exec(v))) {
    const y = match[3].length === 2 ? 2000 + +match[3] : +match[3];
    return one(isoDay(y, MONTHS.indexOf(match[2].toUpperCase()) + 1, +match[1]));
  }
  if ((match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(v))) return one(isoDay(+match[3], +match[2], +match[1]));
  if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v))) {
    const [a, b, y] = [+match[1], +match[2], +match[3]];
    const dayFirst = isoDay(y, b, a);
    const monthFirst = isoDay(y, a, b);
    if (dayFirst && monthFirst && dayFirst !== monthFirst) return { readings: [dayFirst, monthFirst] };
    return one(dayFirst ?? monthFirst);
  }
  return null;
}

/** An unambiguous day as 'YYYY-MM-DD', or null. */
export function parseDay(raw: string): string | null {
  const read = readDay(raw);
  return read && 'day' in read ? read.day : null;
}

/** Which way round a slashed date is, when its numbers tell (13/11/2026 day first, 11/13/2026 month first). */
function slashedOrder(raw: string): 'day-first' | 'month-first' | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/\d{4}$/.exec(raw.trim());
  if (!match) return null;
  const [a, b] = [+match[1], +match[2]];
  if (a > 12 && b <= 12) return 'day-first';
  if (b > 12 && a <= 12) return 'month-first';
  return null;
}

/**
 * The day an ambiguous date of a column of many days is: its column's other dates tell the order
 * when one of them can be read one way only (a month's index history re-saved on an en-US machine
 * has 10/30/2026 beside 11/5/2026), and all that tell agree. Null when none tells, or they disagree.
 */
export function settledByColumn(raw: string, column: readonly string[]): string | null {
  const read = readDay(raw);
  if (!read || 'day' in read) return null;
  const orders = new Set(column.map(slashedOrder).filter((o) => o !== null));
  if (orders.size !== 1) return null;
  return read.readings[orders.has('day-first') ? 0 : 1];
}

/** A day as the messages write it: "5 Nov 2026". */
export const dayWords = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1].charAt(0)}${MONTHS[m - 1].slice(1).toLowerCase()} ${y}`;
};

/** Why a day cannot be a price file's, or null: before 1994 or after today (India time). */
export function dayProblem(day: string, today: string = todayInFirm()): string | null {
  if (Number(day.slice(0, 4)) < FIRST_PRICE_YEAR) return `is before ${FIRST_PRICE_YEAR}, when the exchanges' electronic records start.`;
  if (day > today) return `is after today (${dayWords(today)}, India time).`;
  return null;
}

/**
 * The row's day in `column`, or a refusal naming the line: not a date, ambiguous (both readings
 * named, unless `settle`, the day the file's name gives or its column tells, is one of them),
 * before 1994 or after today.
 */
export function dayOf(row: CsvRow, column: string, settle?: string | null): string {
  const raw = row.get(column);
  const read = readDay(raw);
  if (!read) return refuse(row.line, `${column} is not a date.`);
  let day: string;
  if ('day' in read) day = read.day;
  else if (settle && read.readings.includes(settle)) day = settle;
  else {
    const [a, b] = read.readings.map(dayWords);
    return refuse(
      row.line,
      `${column} ${raw} could be ${a} or ${b} (a spreadsheet re-saved the dates). Save the dates as yyyy-mm-dd or dd-mm-yyyy, or import the exchange's own file.`,
    );
  }
  const problem = dayProblem(day);
  return problem ? refuse(row.line, `${column} ${raw} ${problem}`) : day;
}

/** The day an exchange's file names carry, each read by its own pattern. */
const FILE_NAME_DAYS: { pattern: RegExp; day: (m: RegExpExecArray) => string | null }[] = [
  // UDiFF, NSE and BSE: BhavCopy_NSE_CM_0_0_0_20261105_F_0000.csv(.zip)
  { pattern: /BhavCopy_(?:NSE|BSE)_CM_\d+_\d+_\d+_(\d{4})(\d{2})(\d{2})_/i, day: (m) => isoDay(+m[1], +m[2], +m[3]) },
  // NSE's 13-column file: cm05JUL2024bhav.csv(.zip)
  { pattern: /^cm(\d{2})([A-Z]{3})(\d{4})bhav/i, day: (m) => isoDay(+m[3], MONTHS.indexOf(m[2].toUpperCase()) + 1, +m[1]) },
  // BSE's legacy file: EQ_ISINCODE_050724.CSV, EQ050724_CSV.ZIP
  { pattern: /^EQ(?:_ISINCODE_)?(\d{2})(\d{2})(\d{2})(?!\d)/i, day: (m) => isoDay(2000 + +m[3], +m[2], +m[1]) },
  // NSE's daily files: ind_close_all_05072024.csv, sec_bhavdata_full_05072024.csv
  { pattern: /^(?:ind_close_all|sec_bhavdata_full)_(\d{2})(\d{2})(\d{4})(?!\d)/i, day: (m) => isoDay(+m[3], +m[2], +m[1]) },
];

/** The day a file's name gives (its base name, as uploaded or fetched), or null when it gives none. */
export function dayInFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  for (const { pattern, day } of FILE_NAME_DAYS) {
    const m = pattern.exec(base);
    if (m) return day(m);
  }
  return null;
}

/** A refusal when the rows' day is not the one the file's name gives. */
export function checkNameDay(fileName: string | null | undefined, nameDay: string | null, rowsDay: string): void {
  if (nameDay && nameDay !== rowsDay) {
    throw new ImportRefused(
      `The file's name (${fileName}) says ${dayWords(nameDay)}, but its rows are of ${dayWords(rowsDay)}. Check that you chose the right day's file.`,
    );
  }
}
