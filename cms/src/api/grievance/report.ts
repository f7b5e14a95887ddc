/**
 * The month's complaint data computed from the grievance tickets, in Annexure B's structure (pure:
 * no Strapi, unit-tested in __tests__/report.test.ts).
 *
 * A ticket counts from the instant it was received until the instant it was resolved (closed
 * tickets are resolved ones); months and financial years are the firm's (India's) calendar.
 * Complaints about someone impersonating the firm are left out of the tables and counted apart,
 * as Annexure B's note allows. Every row adds up: pending = carried forward + received − resolved.
 */
import { GRAND_TOTAL, GRIEVANCE_CHANNELS, type ComplaintReport, type ComplaintRow, type GrievanceChannel, type TrendRow } from 'contracts';
import { addCalendarMonths, firmDayStart, todayInFirm } from '../../lib/dates';

export interface TicketFacts {
  channel: GrievanceChannel;
  impersonation: boolean;
  receivedAt: Date;
  /** When it was resolved (or closed); null while open. */
  resolvedAt: Date | null;
}

interface Span {
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** Annual trend: this many financial years at most, the month's last. */
const ANNUAL_YEARS = 5;

/** 'YYYY-MM' → the instants its first day and the next month's first day begin in India. */
function monthSpan(month: string): Span {
  const first = `${month}-01`;
  return { start: firmDayStart(first), end: firmDayStart(addCalendarMonths(first, 1)) };
}

/** The financial year (April–March) a month belongs to: its first year, e.g. 2025 for 2026-02. */
export function financialYearOf(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return m >= 4 ? y : y - 1;
}
const financialYearLabel = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

const pendingAt = (t: TicketFacts, at: Date) => t.receivedAt < at && (!t.resolvedAt || t.resolvedAt >= at);
const inSpan = (at: Date | null, span: Span) => !!at && at >= span.start && at < span.end;

/** Whole calendar days (India) from receipt to resolution. */
const resolutionDays = (t: TicketFacts) =>
  Math.round((Date.parse(todayInFirm(t.resolvedAt as Date)) - Date.parse(todayInFirm(t.receivedAt))) / DAY_MS);

function trendRow(period: string, tickets: TicketFacts[], span: Span): TrendRow {
  const carriedForward = tickets.filter((t) => pendingAt(t, span.start)).length;
  const received = tickets.filter((t) => inSpan(t.receivedAt, span)).length;
  const resolved = tickets.filter((t) => inSpan(t.resolvedAt, span)).length;
  return { period, carriedForward, received, resolved, pending: carriedForward + received - resolved };
}

function monthRow(source: string, tickets: TicketFacts[], span: Span, threeMonthsBefore: Date): ComplaintRow {
  const { carriedForward, received, resolved, pending } = trendRow('', tickets, span);
  const resolvedNow = tickets.filter((t) => inSpan(t.resolvedAt, span));
  const average = resolvedNow.length ? resolvedNow.reduce((sum, t) => sum + resolutionDays(t), 0) / resolvedNow.length : 0;
  return {
    source,
    pendingLastMonth: carriedForward,
    received,
    resolved,
    totalPending: pending,
    pendingOver3Months: tickets.filter((t) => pendingAt(t, span.end) && t.receivedAt < threeMonthsBefore).length,
    averageResolutionDays: Math.round(average * 100) / 100,
  };
}

/** The complaint data of `month` ('YYYY-MM') from every ticket the firm has. */
export function complaintReport(month: string, all: TicketFacts[]): ComplaintReport {
  const span = monthSpan(month);
  const counted = all.filter((t) => !t.impersonation);
  const threeMonthsBefore = firmDayStart(addCalendarMonths(`${month}-01`, -2));
  const rows = (Object.keys(GRIEVANCE_CHANNELS) as GrievanceChannel[]).map((channel) =>
    monthRow(
      GRIEVANCE_CHANNELS[channel],
      counted.filter((t) => t.channel === channel),
      span,
      threeMonthsBefore,
    ),
  );
  rows.push(monthRow(GRAND_TOTAL, counted, span, threeMonthsBefore));

  const fy = financialYearOf(month);
  const monthlyTrend: TrendRow[] = [];
  for (let m = `${fy}-04`; m <= month; m = addCalendarMonths(`${m}-01`, 1).slice(0, 7))
    monthlyTrend.push(trendRow(m, counted, monthSpan(m)));

  const annualTrend: TrendRow[] = [];
  for (let year = fy - ANNUAL_YEARS + 1; year <= fy; year++) {
    const start = firmDayStart(`${year}-04-01`);
    const end = year === fy ? span.end : firmDayStart(`${year + 1}-04-01`);
    annualTrend.push(trendRow(financialYearLabel(year), counted, { start, end }));
  }
  return {
    month,
    rows,
    impersonation: all.filter((t) => t.impersonation && inSpan(t.receivedAt, span)).length,
    monthlyTrend,
    annualTrend,
  };
}
