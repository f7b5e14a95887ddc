/**
 * The payment calls (the rules a caller sees: docs/api.md, "Payments, instalments, refunds and receipts"):
 * - POST /api/Orders/checkout {plan, acceptTerms}: the server's order for one year's instalment;
 * - POST /api/Orders: records a payment only when Razorpay's signature over `order_id|payment_id`
 *   checks out, for an order this server created for this user, with the plan and amount it was
 *   created for; then creates or replaces the subscription, once (a replay changes nothing);
 * - POST /api/Orders/demo-pay {order_id}: the demo checkout's "payment" (demo mode only);
 * - POST /api/Orders/webhook: Razorpay's payment.captured / order.paid events, signed with
 *   RAZORPAY_WEBHOOK_SECRET over the raw body, deduplicated on x-razorpay-event-id.
 */
import type { Context } from 'koa';
import { checkoutRequestSchema, PAYMENT_MESSAGES, type OrderAnswer } from 'contracts';
import { bodyOf, clientIp, errors, forbidden, httpError, unauthorized, validate, yup, idRule } from '../../../lib/http';
import { webhookSignatureValid } from '../signature';
import { isCollected, orders, type OrderRecord, type RazorpayEvent } from '../services/order';
import { capturedFor } from '../capture';
import { gateway, notConfigured, verifier } from '../gateway';
import type { Core } from '@strapi/strapi';

const orderIdRule = (name: string) => yup.string().trim().required(`${name} is required.`).max(100, `${name} is too long.`);

export const paymentSchema = yup.object({
  razorpay_order_id: orderIdRule('razorpay_order_id'),
  razorpay_payment_id: orderIdRule('razorpay_payment_id'),
  razorpay_signature: yup
    .string()
    .trim()
    .required('razorpay_signature is required.')
    .matches(/^[0-9a-f]{64}$/i, 'razorpay_signature is malformed.'),
  gWSUserId: idRule('gWSUserId').optional(),
  // The app's own fields: when sent, they must be the order's (a tampered amount or plan is refused).
  amount: yup.number().typeError('amount must be a number.').optional(),
  plan: yup.string().trim().max(200, 'plan is too long.').optional(),
  razorpay_id: yup.string().trim().max(100, 'razorpay_id is too long.').optional(),
});

export const demoPaySchema = yup.object({ order_id: orderIdRule('order_id') });

const unverified = () => new errors.ValidationError('Payment could not be verified.');
const unknownOrder = () => new errors.ValidationError('Unknown order.');

const answer = (order: OrderRecord, paymentId: string, userId: number): OrderAnswer => ({
  id: order.id,
  amount: order.amount,
  razorpay_id: paymentId,
  plan: order.plan ?? null,
  gWSUserId: userId,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async checkout(ctx: Context) {
    const input = await validate(checkoutRequestSchema, bodyOf(ctx));
    const g = gateway(strapi);
    if (!g) throw notConfigured();
    const plan = await orders(strapi).purchasablePlan(input.plan);
    if (!plan) throw new errors.NotFoundError('Plan not found.');
    ctx.body = await orders(strapi).checkout(g, ctx.state.appUser.id, plan, clientIp(ctx));
  },

  async create(ctx: Context) {
    const input = await validate(paymentSchema, bodyOf(ctx));
    const me = ctx.state.appUser;
    if (input.gWSUserId && input.gWSUserId !== me.id) throw forbidden('Orders are recorded for your own account only.');
    const check = verifier(strapi);
    if (!check) throw notConfigured();
    if (!check.signatureValid(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)) throw unverified();
    const order = await orders(strapi).findByRazorpayId(input.razorpay_order_id);
    if (!order || order.user?.id !== me.id || !order.planRef) throw unknownOrder();
    if (input.amount !== undefined && input.amount !== order.amount)
      throw new errors.ValidationError('The amount does not match the order.');
    if (input.plan !== undefined && input.plan !== order.plan) throw new errors.ValidationError('The plan does not match the order.');
    if (input.razorpay_id !== undefined && input.razorpay_id !== input.razorpay_payment_id)
      throw new errors.ValidationError('razorpay_id must be the payment id.');
    if (!isCollected(order.paymentStatus) && !(await capturedFor(check, order, input.razorpay_payment_id))) throw unverified();
    await orders(strapi).recordPayment({ ...order, planRef: order.planRef }, me.id, input.razorpay_payment_id);
    const recorded = await orders(strapi).findByRazorpayId(input.razorpay_order_id);
    if (recorded?.razorpay_payment_id !== input.razorpay_payment_id) throw httpError(409, 'ConflictError', 'This order is already paid.');
    // Paid, but the instalment was paid or the fee cap reached meanwhile: kept as paid, refunded by support.
    if (!recorded.periodStart) throw httpError(409, 'ConflictError', PAYMENT_MESSAGES.notApplied);
    ctx.body = answer(order, input.razorpay_payment_id, me.id);
  },

  async demoPay(ctx: Context) {
    const input = await validate(demoPaySchema, bodyOf(ctx));
    const g = gateway(strapi);
    if (!g?.demoPay) throw new errors.NotFoundError('There is no demo checkout here.');
    const order = await orders(strapi).findByRazorpayId(input.order_id);
    if (!order || order.user?.id !== ctx.state.appUser.id) throw unknownOrder();
    ctx.body = g.demoPay(input.order_id);
  },

  async webhook(ctx: Context) {
    const secret = strapi.config.get('payments.razorpay.webhookSecret') as string | undefined;
    if (!secret) throw notConfigured();
    const raw: unknown = (ctx.request as { body?: Record<symbol, unknown> }).body?.[Symbol.for('unparsedBody')];
    const signature = ctx.request.header['x-razorpay-signature'];
    if (typeof raw !== 'string' || typeof signature !== 'string' || !webhookSignatureValid(raw, signature, secret))
      throw unauthorized('The webhook signature does not check out.');
    const eventId = ctx.request.header['x-razorpay-event-id'];
    if (typeof eventId !== 'string' || !eventId.trim() || eventId.length > 100)
      throw new errors.ValidationError('x-razorpay-event-id is required (at most 100 characters).');
    ctx.body = await orders(strapi).handleWebhook(eventId.trim(), bodyOf(ctx) as RazorpayEvent);
  },
});
