/**
 * Administrators' calls on a user's orders, thin over ../cancellation.ts:
 * - GET /api/Subscriptions/cancellation?gWSUserId=: the refund cancelling today gives;
 * - POST /api/Subscriptions/cancel {gWSUserId, expectedRefund}: cancels with that refund;
 * - GET /api/Orders?gWSUserId=: the user's orders and refunds.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, idParam, idRule, validate, yup } from '../../../lib/http';
import { cancellations } from '../cancellation';
import { gateway } from '../gateway';

export const cancelSchema = yup.object({
  gWSUserId: idRule('gWSUserId').required('gWSUserId is required.'),
  expectedRefund: yup
    .number()
    .typeError('expectedRefund must be a number of paise.')
    .integer('expectedRefund must be a whole number of paise.')
    .min(0, 'expectedRefund cannot be negative.')
    .max(Number.MAX_SAFE_INTEGER, 'expectedRefund is too large.')
    .required('expectedRefund is required: the refund shown, in paise.'),
});

const userOf = (ctx: Context) => idParam(ctx.query.gWSUserId, 'gWSUserId');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async quote(ctx: Context) {
    ctx.body = await cancellations(strapi).quote(userOf(ctx));
  },

  async cancel(ctx: Context) {
    const input = await validate(cancelSchema, bodyOf(ctx));
    ctx.body = await cancellations(strapi).cancel(gateway(strapi), input.gWSUserId, input.expectedRefund);
  },

  async orders(ctx: Context) {
    ctx.body = await cancellations(strapi).ordersOf(userOf(ctx));
  },
});
