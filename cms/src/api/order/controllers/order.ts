/**
 * POST /api/Orders: records a payment only when Razorpay's signature over
 * `order_id|payment_id` checks out with the key secret, for an order this server created for
 * this user; then creates or replaces the subscription, once (a replay changes nothing).
 */
import type { Context } from 'koa';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, forbidden, validate, yup, idRule } from '../../../lib/http';
import { todayInFirm } from '../../../lib/dates';

const ORDER = 'api::order.order';
const schema = yup.object({
  razorpay_order_id: yup.string().trim().required('razorpay_order_id is required.').max(100),
  razorpay_payment_id: yup.string().trim().required('razorpay_payment_id is required.').max(100),
  razorpay_signature: yup.string().trim().required('razorpay_signature is required.').matches(/^[0-9a-f]{64}$/i, 'razorpay_signature is malformed.'),
  gWSUserId: idRule('gWSUserId').optional(),
});

export function signatureValid(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const input = await validate(schema, bodyOf(ctx));
    const me = ctx.state.appUser;
    if (input.gWSUserId && input.gWSUserId !== me.id) throw forbidden('Orders are recorded for your own account only.');
    const secret = process.env.RAZORPAY_KEY_SECRET;
    if (!secret) throw new errors.ApplicationError('Payments are not configured.');
    if (!signatureValid(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature, secret)) throw new errors.ValidationError('Payment could not be verified.');
    const order = await strapi.db.query(ORDER).findOne({ where: { razorpay_order_id: input.razorpay_order_id }, populate: { user: true, planRef: true } });
    if (!order || order.user?.id !== me.id || !order.planRef) throw new errors.ValidationError('Unknown order.');
    if (order.status !== 'paid') {
      await strapi.db.transaction(async () => {
        // The status change is the lock: of calls racing with one payment, only the one whose
        // conditional update changes the row records it and creates the subscription.
        const { count } = await strapi.db.query(ORDER).updateMany({
          // (SQL's <> never matches NULL: an order without a status is not paid either.)
          where: { id: order.id, $or: [{ status: { $null: true } }, { status: { $ne: 'paid' } }] },
          data: { status: 'paid', razorpay_payment_id: input.razorpay_payment_id, razorpay_id: input.razorpay_payment_id },
        });
        if (count === 1) await strapi.service('api::subscription.subscription').replaceOrCreate(me.id, order.planRef.documentId, todayInFirm());
      });
    }
    ctx.body = { id: order.id, amount: order.amount, razorpay_id: input.razorpay_payment_id, plan: order.plan, gWSUserId: me.id };
  },
});
