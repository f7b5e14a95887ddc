/**
 * A subscription's period and what it entitles its subscriber to, as pure rules (no Strapi, so
 * they are unit-tested on their own): a subscription `{plan, date}` runs from `date` for the
 * plan's months; while it runs, the subscriber sees the stocks created on or after `date` (from
 * midnight in India), oldest first, at most the plan's number of stocks.
 */
import type { Entry, WithRelations } from '../../lib/entries';
import { addCalendarMonths, firmDayStart, runsOn, todayInFirm } from '../../lib/dates';

export type PlanRecord = Entry<'api::plan.plan', 'name' | 'months' | 'stocks'>;
/**
 * paidThrough: the exclusive end of what paid instalments cover; null when an administrator set the whole plan.
 * cancelledAt: when an administrator cancelled it (with its refund): from then on it opens nothing.
 */
export type SubscriptionRecord = WithRelations<
  Entry<'api::subscription.subscription', 'date' | 'paidThrough' | 'cancelledAt'>,
  { plan?: PlanRecord | null; user?: { id: number } | null }
>;

/** The subscription as the app reads it: {id, type: plan id, date: 'YYYY-MM-DD', gWSUserId}. */
export function subscriptionView(sub: SubscriptionRecord | null | undefined, userId?: number) {
  if (!sub) return null;
  const view = {
    id: sub.id,
    type: sub.plan?.documentId ?? null,
    date: String(sub.date).slice(0, 10),
    gWSUserId: userId ?? sub.user?.id ?? null,
  };
  // Only a cancelled one says so (the admin users list marks it): the app's shape is unchanged otherwise.
  return sub.cancelledAt ? { ...view, cancelledAt: new Date(sub.cancelledAt).toISOString() } : view;
}

/** The plan as getuserstock shows it. */
export const planView = (plan: PlanRecord | null | undefined) =>
  plan ? { id: plan.documentId, name: plan.name, stocks: plan.stocks, months: plan.months } : null;

/** The days a subscription runs: from its first day up to (not including) `end`. */
export function subscriptionPeriod(date: string, months: number): { start: string; end: string } {
  const start = String(date).slice(0, 10);
  return { start, end: addCalendarMonths(start, months) };
}

/** A year of fees at most (SEBI): what one instalment paid on `from` covers, never beyond the plan's end. */
export const INSTALMENT_MONTHS = 12;
export function instalmentPeriod(planStart: string, planMonths: number, from: string): { start: string; end: string } {
  const start = String(from).slice(0, 10);
  const yearOn = addCalendarMonths(start, INSTALMENT_MONTHS);
  const planEnd = subscriptionPeriod(planStart, planMonths).end;
  return { start, end: yearOn < planEnd ? yearOn : planEnd };
}

/** Which stocks a subscription opens on `day`: those created from `from` on, at most `limit`; null when it does not run. */
export interface StockWindow {
  from: Date;
  limit: number;
}

export function entitledStockWindow(sub: SubscriptionRecord | null | undefined, day: string = todayInFirm()): StockWindow | null {
  const plan = sub?.plan;
  if (!sub || !plan || !runsOn(sub.date, plan.months, day)) return null;
  if (sub.cancelledAt) return null;
  // Paid by instalments: nothing once the paid period is over, until the next instalment is paid.
  if (sub.paidThrough && day >= String(sub.paidThrough).slice(0, 10)) return null;
  return { from: firmDayStart(sub.date), limit: plan.stocks };
}
