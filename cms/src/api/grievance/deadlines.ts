/**
 * The compliance officer's daily digest of grievance tickets against the 21-day deadline (pure,
 * unit-tested): an open ticket is listed on day 14 and day 18 after its receipt (approaching the
 * deadline), and every day once past it. Days are calendar days in India, receipt being day 0.
 */
import { REDRESSAL_DAYS, REMINDER_DAYS } from 'contracts';
import { todayInFirm } from '../../lib/dates';

const DAY_MS = 24 * 3600 * 1000;

export interface OpenTicket {
  id: number;
  reference: string;
  receivedAt: Date;
  name?: string | null;
}
export interface DigestLine extends OpenTicket {
  /** Days since receipt. */
  day: number;
  /** The last day of the redressal period ('YYYY-MM-DD'). */
  dueDay: string;
}
export interface DeadlineDigest {
  approaching: DigestLine[];
  overdue: DigestLine[];
}

/** Calendar days (India) from the day of `from` to `today`. */
const daysSince = (from: Date, today: string) => Math.round((Date.parse(today) - Date.parse(todayInFirm(from))) / DAY_MS);

export function deadlineDigest(open: OpenTicket[], now: Date = new Date()): DeadlineDigest {
  const today = todayInFirm(now);
  const lines = open
    .map((t) => {
      const day = daysSince(t.receivedAt, today);
      const dueDay = new Date(Date.parse(todayInFirm(t.receivedAt)) + REDRESSAL_DAYS * DAY_MS).toISOString().slice(0, 10);
      return { ...t, day, dueDay };
    })
    .sort((a, b) => b.day - a.day || a.reference.localeCompare(b.reference));
  return {
    approaching: lines.filter((l) => (REMINDER_DAYS as readonly number[]).includes(l.day)),
    overdue: lines.filter((l) => l.day > REDRESSAL_DAYS),
  };
}
