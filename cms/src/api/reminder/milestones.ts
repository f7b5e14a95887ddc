/**
 * Which renewal reminder a subscription is due on a day of the firm's calendar, as a pure rule.
 *
 * - An instalment: 30, 7 and 1 day before the day it falls due (the subscription's paid-through
 *   day). Keyed by that day: once it is paid the paid-through day moves on, and the unpaid
 *   milestones of the old day never come.
 * - The plan's end (the first day it no longer runs): 30 and 7 days before, once nothing is left to
 *   pay by instalments.
 *
 * A sweep that did not run on a milestone's day (the CMS was down) sends the latest milestone
 * passed, not every one missed: one mail saying "due in 5 days", not three.
 */
import { addDays } from 'contracts';
import type { Fields } from '../../lib/entries';
import { subscriptionPeriod } from '../subscription/entitlement';
import { nextInstalment, type InstalmentSubscription } from '../subscription/instalments';

export const INSTALMENT_REMINDER_DAYS = [30, 7, 1] as const;
export const PLAN_END_REMINDER_DAYS = [30, 7] as const;

export type ReminderKind = 'instalment' | 'plan-end';

export interface DueReminder {
  kind: ReminderKind;
  /** 'instalment-7', 'plan-end-30'…: with the due day, what makes the reminder once-only. */
  milestone: string;
  /** 'YYYY-MM-DD': the instalment's due day, or the first day the plan no longer runs. */
  dueDay: string;
  daysLeft: number;
  /** The instalment's amount in paise (instalments only). */
  amount?: number;
}

export type RemindedSubscription = InstalmentSubscription & {
  plan?: (InstalmentSubscription['plan'] & Partial<Fields<'api::plan.plan', 'price'>>) | null;
};

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'). */
export function daysUntil(today: string, day: string): number {
  const at = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((at(day.slice(0, 10)) - at(today.slice(0, 10))) / 86_400_000);
}

/** The nearest milestone at or above `daysLeft` (`marks` in days before), or null outside them. */
function milestoneFor(daysLeft: number, marks: readonly number[]): number | null {
  const reached = marks.filter((m) => daysLeft >= 1 && daysLeft <= m);
  return reached.length ? Math.min(...reached) : null;
}

/** The reminder `sub` is due on `today`, or null. Cancelled and free subscriptions get none. */
export function reminderDue(sub: RemindedSubscription | null | undefined, today: string): DueReminder | null {
  if (!sub?.plan || sub.cancelledAt || !(Number(sub.plan.price ?? 1) > 0)) return null;
  const { start, end } = subscriptionPeriod(sub.date, sub.plan.months);
  if (today < start || today >= end) return null;
  const next = nextInstalment(sub);
  if (next) {
    const daysLeft = daysUntil(today, next.date);
    const mark = milestoneFor(daysLeft, INSTALMENT_REMINDER_DAYS);
    return mark === null ? null : { kind: 'instalment', milestone: `instalment-${mark}`, dueDay: next.date, daysLeft, amount: next.amount };
  }
  const daysLeft = daysUntil(today, end);
  const mark = milestoneFor(daysLeft, PLAN_END_REMINDER_DAYS);
  return mark === null ? null : { kind: 'plan-end', milestone: `plan-end-${mark}`, dueDay: end, daysLeft };
}

/** The last day a plan ending (exclusively) on `end` runs. */
export const lastDayBefore = (end: string) => addDays(end, -1);
