/** Orders: recording a verified payment, once, and the subscription it pays for. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { subscriptions } from '../../subscription/services/subscription';
import { todayInFirm } from '../../../lib/dates';

const ORDER = 'api::order.order';

export interface OrderRecord {
  id: number;
  amount: number;
  plan?: string | null;
  status?: string | null;
  user?: { id: number } | null;
  planRef?: { id: number; documentId: string } | null;
}

const orderService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The order this server created under Razorpay's order id, with its user and plan. */
  async findByRazorpayId(razorpayOrderId: string): Promise<OrderRecord | null> {
    return strapi.db.query(ORDER).findOne({ where: { razorpay_order_id: razorpayOrderId }, populate: { user: true, planRef: true } });
  },

  /**
   * Marks the order paid and starts the user's subscription today, once: of calls racing with one
   * payment, only the one whose conditional update moves the order to `paid` records it.
   */
  async recordPayment(order: OrderRecord & { planRef: { documentId: string } }, userId: number, paymentId: string): Promise<void> {
    if (order.status === 'paid') return;
    await strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(ORDER).updateMany({
        // (SQL's <> never matches NULL: an order without a status is not paid either.)
        where: { id: order.id, $or: [{ status: { $null: true } }, { status: { $ne: 'paid' } }] },
        data: { status: 'paid', razorpay_payment_id: paymentId, razorpay_id: paymentId },
      });
      if (count === 1) await subscriptions(strapi).replaceOrCreate(userId, order.planRef.documentId, todayInFirm());
    });
  },
});

export default factories.createCoreService(ORDER, orderService);

export const orders = (strapi: Core.Strapi) => strapi.service(ORDER) as unknown as ReturnType<typeof orderService>;
