/**
 * Calendar dates, in one place. A subscription's date, its end and "today" are days of the firm's
 * calendar (India), written 'YYYY-MM-DD'; arithmetic goes through date-fns, which clamps to the
 * end of the month (31 January + 1 month = 28/29 February, never 3 March).
 */
import { addMonths, format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';

/** The firm's time zone: its days start at midnight in India, whatever the server's zone. */
export const FIRM_TIME_ZONE = 'Asia/Kolkata';

const DAY = 'yyyy-MM-dd';
const utc = tz('UTC');

/**
 * The day todayInFirm last answered and the instants between which it runs: formatting a date in
 * a time zone costs about 40 µs, and every getuserstock call asks for today.
 */
let lastDay = { day: '', from: 0, until: 0 };

/** Today in the firm's calendar. */
export function todayInFirm(now: Date = new Date()): string {
  const t = now.getTime();
  if (t >= lastDay.from && t < lastDay.until) return lastDay.day;
  const day = format(now, DAY, { in: tz(FIRM_TIME_ZONE) });
  const [y, m, d] = day.split('-').map(Number);
  lastDay = { day, from: firmDayStart(day).getTime(), until: new TZDate(y, m - 1, d + 1, FIRM_TIME_ZONE).getTime() };
  return day;
}

/** A calendar day ('YYYY-MM-DD…') plus whole months, clamped to the month's end. */
export function addCalendarMonths(day: string, months: number): string {
  const [y, m, d] = String(day).slice(0, 10).split('-').map(Number);
  return format(addMonths(new Date(Date.UTC(y, m - 1, d)), months, { in: utc }), DAY, { in: utc });
}

/** Whether a subscription from `start` for `months` runs on `day`: start ≤ day < start + months. */
export function runsOn(start: string, months: number, day: string = todayInFirm()): boolean {
  const from = String(start).slice(0, 10);
  return from <= day && day < addCalendarMonths(from, months);
}

/** The instant a day of the firm's calendar begins (midnight in India). */
export function firmDayStart(day: string): Date {
  const [y, m, d] = String(day).slice(0, 10).split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, FIRM_TIME_ZONE).getTime());
}

/** An instant as the firm's mail writes it: "7 Dec 2026, 21:34 IST". */
export const firmTime = (at: Date | string | number): string =>
  `${format(new Date(at), 'd MMM yyyy, HH:mm', { in: tz(FIRM_TIME_ZONE) })} IST`;
