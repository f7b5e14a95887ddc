/**
 * What Admin → Prices lists: per exchange, the days of a window with closes and their counts, and
 * the trading days with none; per index, its first and last day. The trading calendar is Monday to
 * Friday: exchange holidays are not known here (as for the scheduled fetch), so a holiday is listed
 * as missing and the administrator, who knows it, reads past it.
 */
import type { Core } from '@strapi/strapi';
import { eachDayOfInterval, format, isWeekend, parseISO, previousFriday, subBusinessDays } from 'date-fns';
import { tz } from '@date-fns/tz';
import { PRICE_EXCHANGES, type ExchangeDays, type IndexSpan, type PriceDaysAnswer, type PriceExchange } from 'contracts';
import { dayText } from './reads';
import { INDEX_TABLE, PRICE_TABLE } from './store';

// Days are calendar days: computed in UTC, so the server's own zone never shifts one.
const utc = tz('UTC');
const dayOf = (text: string) => parseISO(text, { in: utc });
const textOf = (date: Date) => format(date, 'yyyy-MM-dd', { in: utc });

/** The `count` trading days ending on `to` (or on the weekday before it), oldest first. */
export function tradingDays(to: string, count: number): string[] {
  const end = isWeekend(dayOf(to)) ? previousFriday(dayOf(to), { in: utc }) : dayOf(to);
  const start = subBusinessDays(end, count - 1, { in: utc });
  return eachDayOfInterval({ start, end }, { in: utc })
    .filter((d) => !isWeekend(d))
    .map(textOf);
}

export interface DayCount {
  date: string;
  exchange: PriceExchange;
  rows: number;
}

/** Each exchange's days (newest first) and the trading days it lacks (newest first). */
export function exchangeDays(counts: readonly DayCount[], trading: readonly string[]): ExchangeDays[] {
  return PRICE_EXCHANGES.map((exchange) => {
    const days = counts
      .filter((c) => c.exchange === exchange)
      .map(({ date, rows }) => ({ date, rows }))
      .sort((a, b) => b.date.localeCompare(a.date));
    const imported = new Set(days.map((d) => d.date));
    const missing = trading.filter((d) => !imported.has(d)).reverse();
    return { exchange, days, missing };
  });
}

/** The closes per day and exchange from `from` to `to` (both included). */
async function countsBetween(strapi: Core.Strapi, from: string, to: string): Promise<DayCount[]> {
  const rows: { date: unknown; exchange: PriceExchange; rows: number | string }[] = await strapi.db
    .connection(PRICE_TABLE)
    .select('date', 'exchange')
    .count({ rows: '*' })
    .whereBetween('date', [from, to])
    .groupBy('date', 'exchange');
  return rows.map((r) => ({ date: dayText(r.date), exchange: r.exchange, rows: Number(r.rows) }));
}

/** Every index with a close: its first and last day and how many days it has, by name. */
async function indexSpans(strapi: Core.Strapi): Promise<IndexSpan[]> {
  // Knex types an aggregate's alias apart from the columns selected: the row is all of them.
  const rows = (await strapi.db
    .connection(INDEX_TABLE)
    .select('name')
    .min({ first: 'date' })
    .max({ last: 'date' })
    .count({ days: '*' })
    .groupBy('name')
    .orderBy('name', 'asc')) as unknown as { name: string; first: unknown; last: unknown; days: number | string }[];
  return rows.map((r) => ({ name: r.name, first: dayText(r.first), last: dayText(r.last), days: Number(r.days) }));
}

/** The window of `count` trading days ending on `to`: each exchange's days and gaps, and the indices. */
export async function importedDays(strapi: Core.Strapi, to: string, count: number): Promise<PriceDaysAnswer> {
  const trading = tradingDays(to, count);
  const from = trading[0];
  const [counts, indices] = await Promise.all([countsBetween(strapi, from, to), indexSpans(strapi)]);
  return { from, to, exchanges: exchangeDays(counts, trading), indices };
}
