/**
 * Fees as a research analyst may charge them (SEBI's rules for research analysts), as pure rules: a plan of several
 * years is paid in yearly instalments, each covering one more year from the day the last one ran
 * out (never beyond the plan's end), payable from RENEWAL_WINDOW_DAYS before it is due; and a
 * client pays at most FEE_CAP_PAISE in one Indian financial year (1 April – 31 March).
 */
import { addDays, instalmentPaise } from 'contracts';
import { firmDayStart, todayInFirm } from '../../lib/dates';
import type { Entry, Fields } from '../../lib/entries';
import { instalmentPeriod, subscriptionPeriod } from './entitlement';

/** How many days before it is due the next instalment can be paid. */
export const RENEWAL_WINDOW_DAYS = 30;
/** SEBI's cap on a research analyst's fees from one individual or HUF client per financial year, in paise (₹1,51,000). */
export const FEE_CAP_PAISE = 151000_00;

/** The plan's fields the rules read: its id (documentId) and price fields. */
export type InstalmentPlan = Omit<Entry<'api::plan.plan', 'months' | 'price' | 'instalmentAmount'>, 'id'>;

/** A subscription as these rules read it (no ids needed), with its plan's price fields. */
export type InstalmentSubscription = Fields<'api::subscription.subscription', 'date' | 'paidThrough' | 'cancelledAt'> & {
  plan?: InstalmentPlan | null;
};

export interface NextInstalment {
  /** The day it is due: the subscription's paid-through day. */
  date: string;
  /** What it charges, in paise: the plan's instalment. */
  amount: number;
  /** The first day it can be paid. */
  payableFrom: string;
  /** What it covers: from the old paid-through day, a year at most, never beyond the plan's end. */
  period: { start: string; end: string };
}

const day = (value: string) => String(value).slice(0, 10);

/** A calendar day plus (or minus) whole days (shared with the app's screens). */
export { addDays };

/** Paid by instalments (not set by an administrator for the whole plan), not cancelled, and its plan has not ended on `today`. */
export function runsPaid(sub: InstalmentSubscription | null | undefined, today: string): boolean {
  if (!sub?.plan || !sub.paidThrough || sub.cancelledAt) return false;
  const { start, end } = subscriptionPeriod(sub.date, sub.plan.months);
  return start <= today && today < end;
}

/** The next instalment of a subscription paid by instalments; null when it is paid in full (or not paid by instalments). */
export function nextInstalment(sub: InstalmentSubscription | null | undefined): NextInstalment | null {
  if (!sub?.plan || !sub.paidThrough || sub.cancelledAt) return null;
  const due = day(sub.paidThrough);
  const planEnd = subscriptionPeriod(sub.date, sub.plan.months).end;
  if (due >= planEnd) return null;
  return {
    date: due,
    amount: instalmentPaise(sub.plan),
    payableFrom: addDays(due, -RENEWAL_WINDOW_DAYS),
    period: instalmentPeriod(sub.date, sub.plan.months, due),
  };
}

/** What a checkout of `planDocumentId` on `today` is: the plan's first instalment, its next one, or refused and why. */
export type CheckoutDecision =
  | { kind: 'first' }
  | { kind: 'next'; instalment: NextInstalment }
  | { kind: 'notYetDue'; payableFrom: string }
  | { kind: 'paidInFull' }
  | { kind: 'otherPlan' };

export function checkoutDecision(sub: InstalmentSubscription | null | undefined, planDocumentId: string, today: string): CheckoutDecision {
  // Nothing paid is running (none, ended, cancelled, or set by an administrator): the plan starts anew.
  if (!runsPaid(sub, today)) return { kind: 'first' };
  if (sub!.plan!.documentId !== planDocumentId) return { kind: 'otherPlan' };
  const next = nextInstalment(sub);
  if (!next) return { kind: 'paidInFull' };
  if (today < next.payableFrom) return { kind: 'notYetDue', payableFrom: next.payableFrom };
  return { kind: 'next', instalment: next };
}

/** The Indian financial year `today` falls in: 1 April to 31 March, its end day excluded. */
export function financialYear(today: string): { start: string; end: string } {
  const [y, m] = day(today).split('-').map(Number);
  const first = m >= 4 ? y : y - 1;
  return { start: `${first}-04-01`, end: `${first + 1}-04-01` };
}

/** The financial year as instants, midnight to midnight in India (for comparing payment times). */
export function financialYearInstants(today: string): { from: Date; to: Date } {
  const fy = financialYear(today);
  return { from: firmDayStart(fy.start), to: firmDayStart(fy.end) };
}

/** Whether paying `amount` more, on top of `paidThisYear`, keeps the client within the fee cap. */
export const withinFeeCap = (paidThisYear: number, amount: number): boolean => paidThisYear + amount <= FEE_CAP_PAISE;

/** getuserstock's instalment fields: the paid-through day and the next instalment, payable or not on `today`. */
export function instalmentView(sub: InstalmentSubscription | null | undefined, today: string = todayInFirm()) {
  const next = runsPaid(sub, today) ? nextInstalment(sub) : null;
  return {
    paidThrough: sub?.paidThrough ? String(sub.paidThrough).slice(0, 10) : null,
    nextInstalment: next
      ? { date: next.date, amount: next.amount, payableFrom: next.payableFrom, payable: today >= next.payableFrom }
      : null,
  };
}
