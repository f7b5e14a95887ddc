/**
 * A month's Complaint data entry, as the CMS stores it (pure: unit-tested in __tests__/entry.test.ts):
 * made from the report computed from the tickets (grievance/report.ts), with the trend tables'
 * Grand Total rows Annexure B prints, and the add-up check every save goes through.
 */
import {
  COMPLAINT_DATA_DUE_DAY,
  GRAND_TOTAL,
  complaintMonthLabel,
  type ComplaintReport,
  type ComplaintRow,
  type TrendRow,
} from 'contracts';
import { addCalendarMonths } from '../../lib/dates';

export interface ComplaintDataEntry {
  month: string;
  title: string;
  monthlyRows: ComplaintRow[];
  impersonation: number;
  monthlyTrend: TrendRow[];
  annualTrend: TrendRow[];
}

/**
 * A trend table's Grand Total: what was carried into its first period, everything received and
 * resolved over them, and what is pending at the end of the last.
 */
export function trendTotal(rows: TrendRow[]): TrendRow {
  const sum = (key: 'received' | 'resolved') => rows.reduce((s, r) => s + r[key], 0);
  const carriedForward = rows[0]?.carriedForward ?? 0;
  const received = sum('received');
  const resolved = sum('resolved');
  return { period: GRAND_TOTAL, carriedForward, received, resolved, pending: carriedForward + received - resolved };
}

/** The month after `month`, 'YYYY-MM'. */
export const nextMonth = (month: string) => addCalendarMonths(`${month}-01`, 1).slice(0, 7);
/** The month before `month`, 'YYYY-MM'. */
export const previousMonth = (month: string) => addCalendarMonths(`${month}-01`, -1).slice(0, 7);

/** The day the month's data is due on the website: the 7th of the next month, e.g. '7 November 2026'. */
export function dueDay(month: string): string {
  const label = complaintMonthLabel(nextMonth(month)).replace(',', '');
  return `${COMPLAINT_DATA_DUE_DAY} ${label}`;
}

/** The entry's title in the panel's list: the month, and while it is a draft what the officer has to do. */
export const draftTitle = (month: string) =>
  `${complaintMonthLabel(month).replace(',', '')}: draft prepared from the grievance tickets, review and publish by ${dueDay(month)}`;
export const warningTitle = (month: string) =>
  `⚠ ${complaintMonthLabel(month).replace(',', '')}: NOT PUBLISHED, due on the website by ${dueDay(month)}`;
export const publishedTitle = (month: string) => complaintMonthLabel(month).replace(',', '');

/** The draft of `report`'s month. */
export function entryFromReport(report: ComplaintReport): ComplaintDataEntry {
  return {
    month: report.month,
    title: draftTitle(report.month),
    monthlyRows: report.rows.map((r) => ({ ...r })),
    impersonation: report.impersonation,
    monthlyTrend: [...report.monthlyTrend, trendTotal(report.monthlyTrend)],
    annualTrend: [...report.annualTrend, trendTotal(report.annualTrend)],
  };
}

type Figures = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const isCount = (v: unknown) => Number.isInteger(num(v)) && (num(v) as number) >= 0;

/**
 * What does not add up in the figures being saved, or null. Every row: pending = carried forward
 * + received − resolved; the Grand Total row of the monthly table is the sum of the sources.
 * Only the tables present in `data` are checked (a save may change other fields only).
 */
export function figureProblem(data: Figures): string | null {
  const rows = Array.isArray(data.monthlyRows) ? (data.monthlyRows as Figures[]) : null;
  if (rows) {
    for (const r of rows) {
      const label = String(r.source ?? 'a row');
      for (const key of ['pendingLastMonth', 'received', 'resolved', 'totalPending', 'pendingOver3Months'])
        if (!isCount(r[key])) return `${label}: ${key} must be a whole number, 0 or more.`;
      const expected = (num(r.pendingLastMonth) as number) + (num(r.received) as number) - (num(r.resolved) as number);
      if (num(r.totalPending) !== expected)
        return `${label}: Total Pending must be Pending at the end of last month + Received − Resolved = ${expected}, not ${String(r.totalPending)}.`;
      if ((num(r.pendingOver3Months) as number) > expected)
        return `${label}: Pending complaints > 3 months (${String(r.pendingOver3Months)}) cannot exceed Total Pending (${expected}).`;
      const avg = num(r.averageResolutionDays);
      if (typeof avg !== 'number' || !Number.isFinite(avg) || avg < 0)
        return `${label}: Average Resolution time must be a number of days, 0 or more.`;
    }
    const total = rows.find((r) => r.source === GRAND_TOTAL);
    const sources = rows.filter((r) => r.source !== GRAND_TOTAL);
    if (total && sources.length)
      for (const key of ['pendingLastMonth', 'received', 'resolved', 'totalPending', 'pendingOver3Months']) {
        const sum = sources.reduce((s, r) => s + (num(r[key]) as number), 0);
        if (num(total[key]) !== sum) return `Grand Total: ${key} must be the sum of the sources, ${sum}, not ${String(total[key])}.`;
      }
  }
  if (data.impersonation !== undefined && data.impersonation !== null && !isCount(data.impersonation))
    return 'The number of impersonation complaints must be a whole number, 0 or more.';
  for (const table of ['monthlyTrend', 'annualTrend'] as const) {
    const trend = Array.isArray(data[table]) ? (data[table] as Figures[]) : [];
    const name = table === 'monthlyTrend' ? 'Monthly trend' : 'Annual trend';
    for (const r of trend) {
      for (const key of ['carriedForward', 'received', 'resolved', 'pending'])
        if (!isCount(r[key])) return `${name}, ${String(r.period)}: ${key} must be a whole number, 0 or more.`;
      const expected = (num(r.carriedForward) as number) + (num(r.received) as number) - (num(r.resolved) as number);
      if (num(r.pending) !== expected)
        return `${name}, ${String(r.period)}: Pending must be Carried forward + Received − Resolved = ${expected}, not ${String(r.pending)}.`;
    }
  }
  return null;
}
