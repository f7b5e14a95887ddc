/**
 * Orders: the checkout the server creates with the payment provider for one year's instalment of
 * a plan, and the payment recorded against it once verified, with the subscription it pays for.
 */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { COLLECTED_ORDER_STATUSES, instalmentPaise, PAGE_SLUGS, type CheckoutAnswer } from 'contracts';
import { applyPayment, checkoutPeriod, type OrderPlan } from '../instalments';
import type { Gateway } from '../gateway';
import { isUniqueViolation } from '../../../lib/db';
import { issueInvoice } from '../invoice';
import { serviceOf } from '../../../lib/services';
import type { Entry, WithRelations } from '../../../lib/entries';

const ORDER = 'api::order.order' as const;
const EVENT = 'api::order.razorpay-event';
/** The webhook events that say an order's payment went through. */
const PAID_EVENTS = ['payment.captured', 'order.paid'];

/** A Razorpay webhook delivery, as much of it as we read. */
export interface RazorpayEvent {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } } };
}
const PLAN = 'api::plan.plan' as const;
const PAGE = 'api::page.page';
/** The page whose published revision is the version of the terms a client accepts at checkout. */
const TERMS_PAGE_SLUG = PAGE_SLUGS.terms;

/** Whether an order's money was taken (whatever was refunded of it since). */
export const isCollected = (status: string | null | undefined): boolean =>
  (COLLECTED_ORDER_STATUSES as readonly string[]).includes(status ?? '');

/** periodStart/periodEnd: the period the payment covers; null on a paid order when it could not be applied (see ../instalments.ts). */
export type OrderRecord = WithRelations<
  Entry<typeof ORDER, 'amount' | 'plan' | 'paymentStatus' | 'razorpay_order_id' | 'razorpay_payment_id' | 'periodStart' | 'periodEnd'>,
  { user?: { id: number } | null; planRef?: OrderPlan | null }
>;

type PurchasablePlan = Entry<typeof PLAN, 'name' | 'months' | 'price' | 'instalmentAmount'>;

const orderService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A plan on sale on the pricing page, by its id (documentId), or null. */
  async purchasablePlan(id: string): Promise<PurchasablePlan | null> {
    const [plan] = await strapi.documents(PLAN).findMany({
      status: 'published',
      filters: { documentId: id, audience: 'pricing' },
      fields: ['name', 'months', 'price', 'instalmentAmount'],
      limit: 1,
    });
    // Published, so it has the fields the schema requires.
    return (plan as PurchasablePlan | undefined) ?? null;
  },

  /** The terms a checkout accepts: the terms page's published revision ('terms-and-conditions@<time>'). */
  async termsVersion(): Promise<string> {
    const [page] = await strapi.documents(PAGE).findMany({
      status: 'published',
      filters: { slug: TERMS_PAGE_SLUG },
      fields: ['publishedAt'],
      limit: 1,
    });
    const at = page?.publishedAt ? new Date(page.publishedAt as string).toISOString() : 'unpublished';
    return `${TERMS_PAGE_SLUG}@${at}`;
  },

  /**
   * Creates the provider's order for one year's instalment of the plan (never an amount from the
   * client) and stores it as `created` with the terms the client accepted, when and from where.
   */
  async checkout(gateway: Gateway, userId: number, plan: PurchasablePlan, clientIp: string): Promise<CheckoutAnswer> {
    const amount = instalmentPaise(plan);
    // The first instalment, or the next one due (and the period it pays); refuses what cannot be bought now.
    const period = await checkoutPeriod(strapi, userId, plan.documentId, amount);
    const termsVersion = await this.termsVersion();
    const receipt = `u${userId}-${Date.now().toString(36)}`;
    const created = await gateway.createOrder(amount, receipt, { userId: String(userId), plan: plan.name });
    const planRef = await strapi.db.query(PLAN).findOne({ where: { documentId: plan.documentId, publishedAt: { $notNull: true } } });
    await strapi.db.query(ORDER).create({
      data: {
        amount,
        currency: created.currency,
        plan: plan.name,
        planRef: planRef.id,
        user: userId,
        razorpay_order_id: created.id,
        paymentStatus: 'created',
        termsVersion,
        termsAcceptedAt: new Date(),
        clientIp,
        ...(period ? { periodStart: period.start, periodEnd: period.end } : {}),
      },
    });
    return {
      order_id: created.id,
      amount,
      currency: created.currency,
      key: gateway.key,
      plan: { id: plan.documentId, name: plan.name, months: plan.months, price: plan.price },
      demo: gateway.demo,
      checkoutScript: gateway.checkoutScript,
    };
  },

  /** The order this server created under the provider's order id, with its user and plan. */
  async findByRazorpayId(razorpayOrderId: string): Promise<OrderRecord | null> {
    return strapi.db.query(ORDER).findOne({ where: { razorpay_order_id: razorpayOrderId }, populate: { user: true, planRef: true } });
  },

  /**
   * Marks the order paid and applies it to the user's subscription (a first instalment starts the
   * plan today, a next one extends its paid-through day; ../instalments.ts), once: of calls racing
   * with one payment (a replay, a second tab, a double submit), only the one whose conditional
   * update moves the order to `paid` records it, in the transaction that writes the subscription.
   */
  async recordPayment(order: OrderRecord & { planRef: OrderPlan }, userId: number, paymentId: string): Promise<void> {
    if (isCollected(order.paymentStatus)) return;
    await strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(ORDER).updateMany({
        // Only an order not paid yet: a refunded one is never paid again by a replay or a late webhook.
        // (SQL's NOT IN never matches NULL: an order without a status is not paid either.)
        where: { id: order.id, $or: [{ paymentStatus: { $null: true } }, { paymentStatus: { $notIn: [...COLLECTED_ORDER_STATUSES] } }] },
        data: {
          paymentStatus: 'paid',
          razorpay_payment_id: paymentId,
          razorpay_id: paymentId,
          paidAt: new Date(),
        },
      });
      // Applied to the plan (its period, the subscription's paid-through day), then its invoice number
      // and receipt mail, in this transaction: only the call that paid it does either. A payment that
      // can no longer be applied is kept paid, to be refunded, and gets no receipt for a period.
      if (count === 1 && (await applyPayment(strapi, order, userId))) await issueInvoice(strapi, order.id);
    });
  },

  /**
   * A Razorpay webhook delivery, after its signature checked out: a payment of one of our orders,
   * for its full amount, is recorded as the browser's call would (so a payment whose browser closed
   * still starts the plan; whichever comes second changes nothing). A redelivered event id is
   * answered at once; racing redeliveries are harmless, recording is race-safe.
   */
  async handleWebhook(eventId: string, delivery: RazorpayEvent): Promise<{ status: 'duplicate' | 'recorded' | 'ignored' }> {
    if (await strapi.db.query(EVENT).findOne({ where: { eventId } })) return { status: 'duplicate' };
    const payment = delivery.payload?.payment?.entity;
    const orderId = typeof payment?.order_id === 'string' ? payment.order_id : null;
    let status: 'recorded' | 'ignored' = 'ignored';
    if (PAID_EVENTS.includes(String(delivery.event)) && orderId && typeof payment?.id === 'string') {
      const order = await this.findByRazorpayId(orderId);
      if (order?.user && order.planRef && payment.amount === order.amount) {
        await this.recordPayment({ ...order, planRef: order.planRef }, order.user.id, payment.id);
        status = 'recorded';
      }
    }
    try {
      await strapi.db.query(EVENT).create({ data: { eventId, event: String(delivery.event ?? ''), razorpay_order_id: orderId } });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    return { status };
  },
});

export default factories.createCoreService(ORDER, orderService);

export const orders = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof orderService>>(strapi, ORDER);
