/**
 * The price data a track record rests on: the ISIN rule a call's stock and a corporate action are
 * checked against, the exchanges a close comes from, and a plan's default benchmark.
 */
import * as yup from 'yup';

/** An Indian ISIN: "IN", nine letters or digits, a check digit. */
export const ISIN_PATTERN = /^IN[A-Z0-9]{9}[0-9]$/;
export const ISIN_MESSAGE = 'ISIN must look like INE002A01018 (IN, nine letters or digits, a digit).';

/** An optional ISIN as forms and requests carry it: upper-cased, '' or null for none. */
export const isinRule = () =>
  yup
    .string()
    .trim()
    .uppercase()
    .test('isin', ISIN_MESSAGE, (v) => !v || ISIN_PATTERN.test(v));

/** The exchanges a close is taken from, the one preferred first (its close wins a day both give). */
export const PRICE_EXCHANGES = ['NSE', 'BSE'] as const;
export type PriceExchange = (typeof PRICE_EXCHANGES)[number];

/** The index a plan's calls are measured against unless it names another. */
export const DEFAULT_BENCHMARK = 'Nifty 50';

/** The kinds of corporate action that change a share count (and so adjust earlier closes). */
export const CORPORATE_ACTION_KINDS = ['split', 'bonus'] as const;
export type CorporateActionKind = (typeof CORPORATE_ACTION_KINDS)[number];
