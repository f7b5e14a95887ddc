/** Small formatting helpers shared by the admin screens. */
import type { User } from 'contracts';

const stampFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "05 Mar 2024" (en-IN). A calendar day ('YYYY-MM-DD') is shown as that day wherever the
 * browser is; a timestamp in the browser's time zone. Nothing or an unreadable value: '—'.
 */
export function formatDate(value?: string | null): string {
  if (!value) return '—';
  const day = DAY.exec(value);
  const date = day ? new Date(Date.UTC(+day[1], +day[2] - 1, +day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return (day ? dayFormat : stampFormat).format(date);
}

const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** A calendar day ('YYYY-MM-DD') with its weekday, "Fri 05 Jul 2024": a gap in trading days reads at a glance. */
export function formatWeekday(day: string): string {
  const date = DAY.exec(day);
  if (!date) return formatDate(day);
  return `${weekdayFormat.format(new Date(Date.UTC(+date[1], +date[2] - 1, +date[3])))} ${formatDate(day)}`;
}

/** The 'YYYY-MM-DD' a date input wants, from a day or a timestamp ('' when there is none). */
export const toDateInput = (value?: string | null): string => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');

/** A user's display name (their email when both names are blank). */
export const fullName = (u: Pick<User, 'first_name' | 'last_name' | 'email'>): string =>
  [u.first_name, u.last_name]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ') || u.email;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
/** An amount in paise as rupees, Indian style: 3000000 → "₹30,000", 100050 → "₹1,000.50". */
export function formatPaise(paise: number): string {
  const text = rupees.format(paise / 100);
  return `₹${/\.\d$/.test(text) ? `${text}0` : text}`;
}
