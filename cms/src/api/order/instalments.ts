/**
 * The instalment rules (subscription/instalments.ts) against the database: which instalment a
 * checkout charges, or why it is refused (a first instalment needs the client's KYC; the fee cap
 * counts every account with the client's PAN: kyc/client.ts); and, when a payment is recorded,
 * whether it can still be applied. Recording re-checks under a lock on the account's row and one
 * on the client's PAN (PostgreSQL; SQLite has one writer), so two orders made before either was
 * paid, on one account or on two with the same PAN, cannot both pass the fee cap or pay the same
 * instalment. A payment that can no longer be applied stays recorded as paid, with no period: the
 * money was taken, and support refunds it.
 */
import type { Core } from '@strapi/strapi';
import { COLLECTED_ORDER_STATUSES, PAYMENT_MESSAGES } from 'contracts';
import { httpError } from '../../lib/http';
import type { Entry, WithRelations } from '../../lib/entries';
import { todayInFirm } from '../../lib/dates';
import { lockRow } from '../../lib/db';
import { onPostgres } from '../../lib/shared-store';
import { subscriptions } from '../subscription/services/subscription';
import { payingClient, requireKyc } from '../kyc/client';
import { instalmentPeriod } from '../subscription/entitlement';
import {
  checkoutDecision,
  financialYearInstants,
  nextInstalment,
  runsPaid,
  withinFeeCap,
  type InstalmentSubscription,
} from '../subscription/instalments';

const ORDER = 'api::order.order';
const SUBSCRIPTION = 'api::subscription.subscription';
const USERS_TABLE = 'up_users';

type StoredSubscription = InstalmentSubscription & Pick<Entry<typeof SUBSCRIPTION>, 'id'>;

/** An order as recording reads it: its amount, plan, and the period it was made for (next instalments). */
export type OrderPlan = Entry<'api::plan.plan', 'months'>;

/**
 * An order as recording applies it: its amount, the period it was made for (next instalments), and the plan it was made
 * for, as findByRazorpayId populates it (its months give a first instalment's period).
 */
export type PayableOrder = WithRelations<Entry<typeof ORDER, 'amount' | 'periodStart' | 'periodEnd'>, { planRef: OrderPlan }>;

const subscriptionOf = (strapi: Core.Strapi, userId: number): Promise<StoredSubscription | null> =>
  strapi.db.query(SUBSCRIPTION).findOne({ where: { user: { id: userId } }, populate: { plan: true } });

/**
 * The fees the client (these accounts) paid this financial year and kept, in paise: of each order
 * whose money was taken and applied, its amount less what a cancellation refunded (a cancellation
 * may refund nothing, or only the unused months: the rest still counts against the cap).
 */
export async function paidThisFinancialYear(
  strapi: Core.Strapi,
  accountIds: number[],
  today: string,
  exceptOrderId?: number,
): Promise<number> {
  const { from, to } = financialYearInstants(today);
  const paid: { amount: number; refundAmount: number | null }[] = await strapi.db.query(ORDER).findMany({
    // With the id: the relation filter's join makes the query DISTINCT, which would count two
    // orders of the same amount (two accounts' or two instalments') once.
    select: ['id', 'amount', 'refundAmount'],
    where: {
      user: { id: { $in: accountIds } },
      paymentStatus: { $in: [...COLLECTED_ORDER_STATUSES] },
      // Paid but not applied: owed back to the client, so not a fee collected.
      periodStart: { $notNull: true },
      paidAt: { $gte: from, $lt: to },
      ...(exceptOrderId ? { id: { $ne: exceptOrderId } } : {}),
    },
  });
  return paid.reduce((sum, o) => sum + o.amount - (o.refundAmount ?? 0), 0);
}

/**
 * The period a checkout of `planDocumentId` for `amount` paise pays: null for a first instalment
 * (it covers a year from the day it is paid), the next instalment's period otherwise. Refuses
 * (409) what cannot be bought now, a first instalment without KYC, and (422) what would pass the
 * fee cap. A running subscriber's next instalment is not held up by KYC: the plan was sold already.
 */
export async function checkoutPeriod(
  strapi: Core.Strapi,
  userId: number,
  planDocumentId: string,
  amount: number,
): Promise<{ start: string; end: string } | null> {
  const today = todayInFirm();
  const decision = checkoutDecision(await subscriptionOf(strapi, userId), planDocumentId, today);
  if (decision.kind === 'notYetDue') throw httpError(409, 'ConflictError', PAYMENT_MESSAGES.notYetDue(decision.payableFrom));
  if (decision.kind === 'paidInFull') throw httpError(409, 'ConflictError', PAYMENT_MESSAGES.paidInFull);
  if (decision.kind === 'otherPlan') throw httpError(409, 'ConflictError', PAYMENT_MESSAGES.otherPlan);
  const client = await payingClient(strapi, userId);
  if (decision.kind === 'first') requireKyc(client);
  if (!withinFeeCap(await paidThisFinancialYear(strapi, client.accountIds, today), amount))
    throw httpError(422, 'UnprocessableEntityError', PAYMENT_MESSAGES.feeCap);
  return decision.kind === 'next' ? decision.instalment.period : null;
}

/** Why a paid order cannot be applied now, or null when it can. */
function refusal(order: PayableOrder, sub: StoredSubscription | null, today: string): string | null {
  if (order.periodStart) {
    // A next instalment: still the one due, of the plan that runs.
    const next = runsPaid(sub, today) && sub!.plan!.documentId === order.planRef.documentId ? nextInstalment(sub) : null;
    return next?.period.start === String(order.periodStart).slice(0, 10) ? null : 'its instalment is no longer the one due';
  }
  return runsPaid(sub, today) ? 'a paid plan runs already' : null;
}

/**
 * Applies a payment that just moved its order to `paid` (inside recordPayment's transaction):
 * a first instalment starts the plan today for a year; a next one extends the subscription's
 * paid-through day to the end of the period it was made for. Answers whether it was applied.
 */
export async function applyPayment(strapi: Core.Strapi, order: PayableOrder, userId: number): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const client = await payingClient(strapi, userId);
    // Serialises the account's payments, then the PAN's (its other accounts'): the second of two
    // racing ones sees the first's period and amount. Always in this order, so no two wait on each other.
    await lockRow(strapi, trx, USERS_TABLE, userId);
    // One lock per lookup HMAC of the PAN, in one order: during a rotation an instance that has only
    // the old key locks the old HMAC, one with both keys locks both, so the two still meet.
    if (onPostgres(strapi))
      for (const lookup of [...client.panLookups].sort())
        await trx.raw("SELECT pg_advisory_xact_lock(hashtext('fee-cap'), hashtext(?))", [lookup]);
    const today = todayInFirm();
    const sub = await subscriptionOf(strapi, userId);
    const why = withinFeeCap(await paidThisFinancialYear(strapi, client.accountIds, today, order.id), order.amount)
      ? refusal(order, sub, today)
      : 'it would exceed the yearly fee cap';
    if (why) {
      await strapi.db.query(ORDER).update({ where: { id: order.id }, data: { periodStart: null, periodEnd: null } });
      strapi.log.warn(`[payments] order ${order.id} of user ${userId} is paid but not applied (${why}): to be refunded.`);
      return false;
    }
    if (order.periodStart && order.periodEnd) {
      await strapi.db.query(SUBSCRIPTION).update({ where: { id: sub!.id }, data: { paidThrough: String(order.periodEnd).slice(0, 10) } });
      return true;
    }
    const period = instalmentPeriod(today, order.planRef.months, today);
    await strapi.db.query(ORDER).update({ where: { id: order.id }, data: { periodStart: period.start, periodEnd: period.end } });
    await subscriptions(strapi).replaceOrCreate(userId, order.planRef.documentId, today, period.end);
    return true;
  });
}
