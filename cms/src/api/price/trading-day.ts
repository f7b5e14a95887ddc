/**
 * Which day's bhavcopy is due, and its URL. The exchanges publish a trading day's file in the
 * evening (India time); the day due is the latest weekday whose file should be out by now: today
 * from `afterHour` on, else the weekday before. Exchange holidays are not known here: their file
 * never comes, and the fetch gives up on that day when the next one falls due.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { FIRM_TIME_ZONE } from '../../lib/dates';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function dueTradingDay(now: Date, afterHour: number): string {
  const [day, hour] = format(now, 'yyyy-MM-dd H', { in: tz(FIRM_TIME_ZONE) }).split(' ');
  const date = new Date(`${day}T00:00:00Z`);
  if (Number(hour) < afterHour) date.setUTCDate(date.getUTCDate() - 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The template with the day put in: {yyyyMMdd} 20240705, {ddMMyyyy} 05072024, {DDMMMYYYY} 05JUL2024 (NSE's old file names). */
export function bhavcopyUrl(template: string, day: string): string {
  const [y, m, d] = day.split('-');
  return template
    .replace(/\{yyyyMMdd\}/g, `${y}${m}${d}`)
    .replace(/\{ddMMyyyy\}/g, `${d}${m}${y}`)
    .replace(/\{DDMMMYYYY\}/g, `${d}${MONTHS[Number(m) - 1]}${y}`);
}
