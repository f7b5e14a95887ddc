/**
 * The refund the terms give when a subscription is cancelled (pricing page: "a pro-rata refund of
 * the unexpired period, excluding taxes"), as a pure rule: for a paid order covering
 * [periodStart, periodEnd), cancelled on day D of India's calendar, the unused whole calendar months
 * are counted from D (or from periodStart when D is before it: an instalment whose period has not
 * begun is refunded in full) to periodEnd, and the refund is that share of the order's amount,
 * rounded down to the paisa. A month begun is a month used.
 */
import { gstBreakdown } from 'contracts';
import { addCalendarMonths } from '../../lib/dates';

/** Whole calendar months from `from` up to `end` (0 when `end` is not after `from`); month ends clamp as in dates.ts. */
export function wholeMonthsBetween(from: string, end: string): number {
  const start = String(from).slice(0, 10);
  const until = String(end).slice(0, 10);
  let months = 0;
  while (addCalendarMonths(start, months + 1) <= until) months++;
  return months;
}

export interface RefundableOrder {
  /** What the client paid, in paise, taxes included. */
  amount: number;
  periodStart: string;
  periodEnd: string;
}

export interface OrderRefund {
  unusedMonths: number;
  periodMonths: number;
  /** In paise. */
  refund: number;
}

/**
 * The part of an amount the refund is a share of ("excluding taxes"): the whole amount of an order
 * paid while the firm charged no GST; of one issued under a GSTIN, the taxable value inside it.
 */
export type RefundableBase = (amountPaise: number) => number;
export const wholeAmount: RefundableBase = (amountPaise) => amountPaise;
export const taxableValue: RefundableBase = (amountPaise) => gstBreakdown(amountPaise).taxable;

export function orderRefund(order: RefundableOrder, cancelledOn: string, base: RefundableBase = wholeAmount): OrderRefund {
  const start = String(order.periodStart).slice(0, 10);
  const end = String(order.periodEnd).slice(0, 10);
  const day = String(cancelledOn).slice(0, 10);
  const periodMonths = wholeMonthsBetween(start, end);
  const unusedMonths = wholeMonthsBetween(day < start ? start : day, end);
  if (periodMonths === 0 || unusedMonths === 0) return { unusedMonths, periodMonths, refund: 0 };
  // Integer arithmetic in paise: amounts stay far below 2^53 / 12.
  const refund = Math.floor((base(order.amount) * unusedMonths) / periodMonths);
  return { unusedMonths, periodMonths, refund };
}
