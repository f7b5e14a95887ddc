/**
 * POST /api/Orders: records a payment only when Razorpay's signature over
 * `order_id|payment_id` checks out with the key secret, for an order this server created for
 * this user; then creates or replaces the subscription, once (a replay changes nothing).
 */
import type { Context } from 'koa';
import { bodyOf, errors, forbidden, validate, yup, idRule } from '../../../lib/http';
import { signatureValid } from '../signature';
import { orders } from '../services/order';
import type { Core } from '@strapi/strapi';

const schema = yup.object({
  razorpay_order_id: yup.string().trim().required('razorpay_order_id is required.').max(100),
  razorpay_payment_id: yup.string().trim().required('razorpay_payment_id is required.').max(100),
  razorpay_signature: yup
    .string()
    .trim()
    .required('razorpay_signature is required.')
    .matches(/^[0-9a-f]{64}$/i, 'razorpay_signature is malformed.'),
  gWSUserId: idRule('gWSUserId').optional(),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const input = await validate(schema, bodyOf(ctx));
    const me = ctx.state.appUser;
    if (input.gWSUserId && input.gWSUserId !== me.id) throw forbidden('Orders are recorded for your own account only.');
    const secret = strapi.config.get('payments.razorpay.keySecret') as string | undefined;
    if (!secret) throw new errors.ApplicationError('Payments are not configured.');
    if (!signatureValid(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature, secret))
      throw new errors.ValidationError('Payment could not be verified.');
    const order = await orders(strapi).findByRazorpayId(input.razorpay_order_id);
    if (!order || order.user?.id !== me.id || !order.planRef) throw new errors.ValidationError('Unknown order.');
    await orders(strapi).recordPayment({ ...order, planRef: order.planRef }, me.id, input.razorpay_payment_id);
    ctx.body = { id: order.id, amount: order.amount, razorpay_id: input.razorpay_payment_id, plan: order.plan, gWSUserId: me.id };
  },
});
