/**
 * Grievance tickets and the complaint data computed from them (SEBI's Investor Charter for
 * research analysts, Annexure B): the channels a complaint arrives by, as the published table names
 * them, the statuses a ticket goes through, the redressal period, and the report's shape.
 */

/** Where a complaint came from; the labels are Annexure B's "Received from" rows. */
export const GRIEVANCE_CHANNELS = {
  direct: 'Directly from Investors',
  scores: 'SEBI (SCORES)',
  other: 'Other Sources (if any)',
} as const;
export type GrievanceChannel = keyof typeof GRIEVANCE_CHANNELS;
export const GRAND_TOTAL = 'Grand Total';

export const GRIEVANCE_STATUSES = ['open', 'resolved', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** A grievance is resolved within 21 calendar days of its receipt (SEBI, RA Regulations as amended in 2024). */
export const REDRESSAL_DAYS = 21;
/** The days after receipt on which the compliance officer is reminded of an open ticket. */
export const REMINDER_DAYS = [14, 18] as const;

/**
 * Grievance acknowledgements one address can be sent per day (a rolling 24 hours): the form is
 * open to anyone, and each grievance makes the firm mail the address it names. A grievance past
 * the limit is refused (429) and nothing is stored or mailed.
 */
export const GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY = 3;

/**
 * Where the acknowledgement's confirmation link lands (GET, `?token=`): a grievance from an address
 * that is not a registered client's counts in the complaint data only once its sender has confirmed
 * it through that link (a stranger could otherwise file grievances in anyone's name and inflate it).
 */
export const GRIEVANCE_CONFIRM_PATH = '/api/Grievances/confirm';

export const GRIEVANCE_MESSAGES = {
  tooMany: `We have received ${GRIEVANCE_ACKS_PER_ADDRESS_PER_DAY} grievances from this email address today. Please try again tomorrow, or write to our grievance officer at the address on this page.`,
  confirmed: (reference: string) =>
    `Thank you: your grievance ${reference} is confirmed. We will keep you informed at the email address you gave.`,
  badLink: 'This confirmation link is not valid. Please use the link in the acknowledgement we emailed you, exactly as it is.',
} as const;

/** GRV-2026-000123: the year of receipt (India) and the ticket's number within that year. */
export const grievanceReference = (year: number, serial: number): string => `GRV-${year}-${String(serial).padStart(6, '0')}`;
export const GRIEVANCE_REFERENCE_PATTERN = /^GRV-\d{4}-\d{6}$/;

/** A month's "Received from" row (Annexure B's monthly table). */
export interface ComplaintRow {
  source: string;
  pendingLastMonth: number;
  received: number;
  resolved: number;
  totalPending: number;
  pendingOver3Months: number;
  /** Average days from receipt to resolution of the complaints resolved in the month; 0 when none. */
  averageResolutionDays: number;
}

/** A row of the monthly trend (the financial year's months so far) or of the annual trend. */
export interface TrendRow {
  /** 'YYYY-MM' for a month, '2025-26' for a financial year. */
  period: string;
  carriedForward: number;
  received: number;
  resolved: number;
  pending: number;
}

/** GET /api/Grievances/report?month=YYYY-MM's answer. */
export interface ComplaintReport {
  month: string;
  /** The three sources, then 'Grand Total'. */
  rows: ComplaintRow[];
  /** Complaints received in the month that were about someone impersonating the firm (kept out of the rows, as the note allows). */
  impersonation: number;
  /** April of the month's financial year up to the month. */
  monthlyTrend: TrendRow[];
  /** The financial years up to the month's (at most five), the last one up to the month's end. */
  annualTrend: TrendRow[];
}

export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The escalation path after the firm: SEBI's complaint portal, then online dispute resolution. */
export const SCORES_URL = 'https://scores.sebi.gov.in';
export const SMART_ODR_URL = 'https://smartodr.in';

/**
 * The monthly publication of the complaint data (Annexure B): the previous month's figures are on
 * the website by the 7th; the compliance officer is warned from the 3rd while they are not.
 */
export const COMPLAINT_DATA_DUE_DAY = 7;
export const COMPLAINT_DATA_WARNING_FROM_DAY = 3;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'YYYY-MM' → 'April, 2025', as Annexure B's trend table names a month. */
export function complaintMonthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return MONTH_NAMES[m - 1] ? `${MONTH_NAMES[m - 1]}, ${y}` : month;
}

/** 'YYYY-MM' → its last day 'DD-MM-YYYY' (Annexure B's "Data for the month ending"). */
export function complaintMonthEnding(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(last).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
}
