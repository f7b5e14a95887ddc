/**
 * Cancelling a subscription with its refund, and a user's orders, for administrators.
 * The quote applies the terms' rule (refund.ts) to each paid order of the user; cancelling issues
 * each refund through the gateway first and records everything (the orders' refunds, the
 * subscription's end) in one transaction only once every refund went through, so an outage
 * leaves nothing recorded and the subscription running; the gateway's receipt per order makes a
 * retry answer the refund already made instead of making another.
 */
import type { Core } from '@strapi/strapi';
import {
  REFUND_MESSAGES,
  statusAfterRefund,
  type CancelAnswer,
  type CancellationQuote,
  type OrderRefundQuote,
  type OrderStatus,
  type OrderView,
} from 'contracts';
import { errors, httpError } from '../../lib/http';
import { oneAtATime } from '../../lib/db-lock';
import { todayInFirm } from '../../lib/dates';
import type { Entry } from '../../lib/entries';
import { appUsers } from '../gws-user/services/gws-user';
import type { SubscriptionRecord } from '../subscription/entitlement';
import { notConfigured, type Gateway } from './gateway';
import { orderRefund, taxableValue, wholeAmount, type RefundableBase } from './refund';
import { cancellationRequests } from './cancellation-request';

const ORDER = 'api::order.order';
const SUBSCRIPTION = 'api::subscription.subscription';

/** gstin: the firm's GSTIN the order was issued under (its amount includes GST), or none. */
type StoredOrder = Entry<
  typeof ORDER,
  | 'amount'
  | 'currency'
  | 'plan'
  | 'paymentStatus'
  | 'razorpay_order_id'
  | 'razorpay_payment_id'
  | 'createdAt'
  | 'paidAt'
  | 'periodStart'
  | 'periodEnd'
  | 'refundAmount'
  | 'razorpay_refund_id'
  | 'refundedAt'
  | 'gstin'
>;

const conflict = (message: string) => httpError(409, 'ConflictError', message);
const stamp = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);
const day = (v: string | null | undefined) => (v ? String(v).slice(0, 10) : null);
const receiptOf = (orderId: number) => `cancel-order-${orderId}`;

export const orderView = (o: StoredOrder): OrderView => ({
  id: o.id,
  plan: o.plan ?? null,
  status: (o.paymentStatus ?? 'created') as OrderStatus,
  amount: o.amount,
  currency: o.currency ?? 'INR',
  orderId: o.razorpay_order_id ?? null,
  paymentId: o.razorpay_payment_id ?? null,
  createdAt: stamp(o.createdAt) as string,
  paidAt: stamp(o.paidAt),
  periodStart: day(o.periodStart),
  periodEnd: day(o.periodEnd),
  refundAmount: o.refundAmount ?? null,
  refundId: o.razorpay_refund_id ?? null,
  refundedAt: stamp(o.refundedAt),
});

export function cancellations(strapi: Core.Strapi) {
  const ordersOfUser = (userId: number, where: Record<string, unknown> = {}): Promise<StoredOrder[]> =>
    strapi.db.query(ORDER).findMany({ where: { user: { id: userId }, ...where }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

  async function assertUser(userId: number) {
    if (!(await appUsers(strapi).exists(userId))) throw new errors.NotFoundError('User not found.');
  }

  async function runningSubscription(userId: number): Promise<SubscriptionRecord> {
    const sub: SubscriptionRecord | null = await strapi.db
      .query(SUBSCRIPTION)
      .findOne({ where: { user: { id: userId } }, populate: { plan: true } });
    if (!sub) throw new errors.NotFoundError(REFUND_MESSAGES.noSubscription);
    if (sub.cancelledAt) throw conflict(REFUND_MESSAGES.alreadyCancelled);
    return sub;
  }

  /**
   * What cancelling on `today` refunds: each paid order's unused whole months, pro rata. `base`:
   * the refundable part of an amount (refund.ts): the whole amount, or the taxable value of an order
   * issued under a GSTIN (taxes are not refunded).
   */
  async function quote(userId: number, today = todayInFirm(), base: RefundableBase = wholeAmount): Promise<CancellationQuote> {
    await assertUser(userId);
    const sub = await runningSubscription(userId);
    // Paid and not yet settled by a cancellation (one that refunded nothing leaves its order `paid`).
    const paid = await ordersOfUser(userId, { paymentStatus: 'paid', refundedAt: { $null: true } });
    const orders: OrderRefundQuote[] = paid.map((o) => {
      const periodStart = day(o.periodStart);
      const periodEnd = day(o.periodEnd);
      // An order paid before orders kept their period has no period to refund a share of.
      const share =
        periodStart && periodEnd
          ? orderRefund({ amount: o.amount, periodStart, periodEnd }, today, o.gstin ? taxableValue : base)
          : { unusedMonths: 0, periodMonths: 0, refund: 0 };
      return {
        orderId: o.id,
        plan: o.plan ?? null,
        amount: o.amount,
        paymentId: o.razorpay_payment_id ?? null,
        periodStart,
        periodEnd,
        ...share,
      };
    });
    return {
      gWSUserId: userId,
      subscription: { id: sub.id, plan: sub.plan?.name ?? null, date: day(sub.date) as string, paidThrough: day(sub.paidThrough) },
      cancelledOn: today,
      orders,
      total: orders.reduce((sum, o) => sum + o.refund, 0),
    };
  }

  /**
   * Cancels with the refund the administrator saw (`expectedRefund`, paise): refused 409 when the
   * quote is no longer that. Refunds go out before anything is recorded; a gateway failure (502)
   * leaves the orders paid and the subscription running, and a retry reuses refunds already made.
   */
  async function cancel(gateway: Gateway | null, userId: number, expectedRefund: number): Promise<CancelAnswer> {
    // Cancels of one user run one after another on every instance (a database lock on
    // PostgreSQL): the second sees the first's cancellation and is refused, so two administrators
    // confirming at once make one refund. The transaction's conditional update below refuses a
    // second recording besides.
    return oneAtATime(
      strapi,
      'cancel-subscription',
      userId,
      async () => {
        const q = await quote(userId);
        if (q.total !== expectedRefund) throw conflict(REFUND_MESSAGES.staleQuote);
        const owed = q.orders.filter((o) => o.refund > 0);
        if (owed.length && !gateway) throw notConfigured();
        const refundIds = new Map<number, string>();
        for (const o of owed) {
          if (!o.paymentId) throw new errors.ApplicationError(`Order ${o.orderId} has no payment id to refund.`);
          const refund = await gateway!.refund(o.paymentId, o.refund, receiptOf(o.orderId));
          refundIds.set(o.orderId, refund.id);
        }
        const now = new Date();
        await strapi.db.transaction(async () => {
          const ended = await strapi.db
            .query(SUBSCRIPTION)
            .updateMany({ where: { id: q.subscription.id, cancelledAt: { $null: true } }, data: { cancelledAt: now } });
          if (ended.count !== 1) throw conflict(REFUND_MESSAGES.alreadyCancelled);
          for (const o of q.orders) {
            // Every order's refund is recorded, a zero one too (a period used up: the order's money is
            // settled, and kept). Its state says what went back: all, part, or nothing (still `paid`).
            // An order that changed since the quote fails the whole cancellation: nothing is written over.
            const settled = await strapi.db.query(ORDER).updateMany({
              where: { id: o.orderId, paymentStatus: 'paid', refundedAt: { $null: true } },
              data: {
                paymentStatus: statusAfterRefund(o.amount, o.refund),
                refundAmount: o.refund,
                razorpay_refund_id: refundIds.get(o.orderId) ?? null,
                refundedAt: now,
              },
            });
            if (settled.count !== 1) throw conflict(REFUND_MESSAGES.staleQuote);
          }
          // The subscriber's written request, if any, is acted on by this cancel.
          await cancellationRequests(strapi).closeOnCancel(userId, now);
        });
        return {
          gWSUserId: userId,
          cancelledAt: now.toISOString(),
          refunds: q.orders.map((o) => ({ orderId: o.orderId, refund: o.refund, refundId: refundIds.get(o.orderId) ?? null })),
          total: q.total,
        };
      },
      () => conflict(REFUND_MESSAGES.cancelling),
    );
  }

  /** A user's orders, newest first, with their refunds. */
  async function ordersOf(userId: number): Promise<OrderView[]> {
    await assertUser(userId);
    return (await ordersOfUser(userId)).map(orderView);
  }

  return { quote, cancel, ordersOf };
}
