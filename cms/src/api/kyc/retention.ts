/**
 * How long a client's KYC record is kept: KYC_RETENTION_YEARS after the relationship ended, that
 * is the latest of the KYC's submission, the subscription's end (its cancellation, else the end of
 * what is paid, else the plan's end) and each paid order's end (its refund's day when refunded,
 * else the end of the period it paid for). Pure, so the rule is unit-tested
 * (__tests__/retention.test.ts); retained.ts reads the facts and applies it.
 */
import { KYC_RETENTION_YEARS } from 'contracts';
import { addCalendarMonths, todayInFirm } from '../../lib/dates';

export interface RelationshipFacts {
  kycSubmittedAt: string | Date;
  /** date: its first day; months: its plan's; paidThrough: the end of what is paid (exclusive). */
  subscription?: { date: string; months?: number | null; paidThrough?: string | null; cancelledAt?: string | Date | null } | null;
  /** The user's paid orders: the end (exclusive) of the period each paid for, and its refund's time. */
  orders: { periodEnd?: string | null; refundedAt?: string | Date | null }[];
}

/** A calendar day as stored ('YYYY-MM-DD') stays that day; an instant is the firm's day it fell on. */
const dayOf = (v: string | Date): string => (typeof v === 'string' && !v.includes('T') ? v.slice(0, 10) : todayInFirm(new Date(v)));

/** The day the relationship with the client ended (or will end, while it runs): 'YYYY-MM-DD'. */
export function relationshipEnded(f: RelationshipFacts): string {
  const days = [dayOf(f.kycSubmittedAt)];
  const sub = f.subscription;
  if (sub) {
    if (sub.cancelledAt) days.push(dayOf(sub.cancelledAt));
    else if (sub.paidThrough) days.push(dayOf(sub.paidThrough));
    else if (sub.months) days.push(addCalendarMonths(sub.date, sub.months));
    else days.push(dayOf(sub.date));
  }
  for (const o of f.orders) {
    if (o.refundedAt) days.push(dayOf(o.refundedAt));
    else if (o.periodEnd) days.push(dayOf(o.periodEnd));
  }
  return days.sort().at(-1)!;
}

/** The first day the record may be erased: KYC_RETENTION_YEARS after the relationship ended. */
export const kycRetainedUntil = (ended: string): string => addCalendarMonths(ended, 12 * KYC_RETENTION_YEARS);

/** Whether a record kept until `until` must still be kept on `today`. */
export const kycMustKeep = (until: string, today: string = todayInFirm()): boolean => today < until;
