/**
 * GET /api/Prices/days (administrators): what Admin → Prices lists under its import forms, the
 * days each exchange's closes were imported with their row counts, the trading days in the window
 * with none, and the indices known with their first and last day.
 */
import * as yup from 'yup';
import { dateRule } from './fields';
import { PRICE_EXCHANGES, PRICES_PATH, type PriceExchange } from './prices';

/** The path as the app's API client names it (its base is /api). */
export const PRICE_DAYS_PATH = `${PRICES_PATH.replace(/^\/api/, '')}/days`;

/** The trading days a window spans unless asked for fewer or more (about three months). */
export const PRICE_DAYS_DEFAULT = 60;
/** The most a window spans (about a year of trading days): one answer stays a few kB. */
export const PRICE_DAYS_MAX = 250;

export const priceDaysQuerySchema = yup.object({
  /** The window's last day (default: the latest trading day whose bhavcopy is out). */
  to: dateRule('to must be a date (YYYY-MM-DD).').optional(),
  days: yup
    .number()
    .integer(`days must be a whole number from 1 to ${PRICE_DAYS_MAX}.`)
    .min(1, `days must be a whole number from 1 to ${PRICE_DAYS_MAX}.`)
    .max(PRICE_DAYS_MAX, `days must be a whole number from 1 to ${PRICE_DAYS_MAX}.`)
    .default(PRICE_DAYS_DEFAULT),
});

/** One day an exchange's closes were imported: the closes kept from that exchange (NSE's win a day both give). */
export interface ImportedDay {
  date: string;
  rows: number;
}

export interface ExchangeDays {
  exchange: PriceExchange;
  /** The days in the window with closes from this exchange, newest first. */
  days: ImportedDay[];
  /** The trading days (weekdays) in the window with none, newest first. */
  missing: string[];
}

export interface IndexSpan {
  name: string;
  first: string;
  last: string;
  /** The days with a close. */
  days: number;
}

export interface PriceDaysAnswer {
  /** The window: its first trading day and its last day. */
  from: string;
  to: string;
  exchanges: ExchangeDays[];
  /** Every index with a close, by name. */
  indices: IndexSpan[];
}

const day = () => yup.string().defined();
const whole = () => yup.number().integer().defined();

export const priceDaysAnswerSchema: yup.ObjectSchema<PriceDaysAnswer> = yup.object({
  from: day(),
  to: day(),
  exchanges: yup
    .array(
      yup
        .object({
          exchange: yup.mixed<PriceExchange>().oneOf(PRICE_EXCHANGES).defined(),
          days: yup.array(yup.object({ date: day(), rows: whole() }).defined()).defined(),
          missing: yup.array(day()).defined(),
        })
        .defined(),
    )
    .defined(),
  indices: yup.array(yup.object({ name: day(), first: day(), last: day(), days: whole() }).defined()).defined(),
});
