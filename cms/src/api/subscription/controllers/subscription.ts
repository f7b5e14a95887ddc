/** /api/Subscriptions: administrators set a user's plan and date (the newsletter opt-in is api/newsletter-subscriber's). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ACCOUNT_MESSAGES } from 'contracts';
import { bodyOf, errors, rules, validate, yup, idRule } from '../../../lib/http';
import { subscriptions } from '../services/subscription';
import { appUsers } from '../../gws-user/services/gws-user';

export const replaceOrCreateSchema = yup.object({
  type: yup
    .mixed<string | number>()
    .required(ACCOUNT_MESSAGES.planAndDateRequired)
    .test(
      'plan-id',
      ACCOUNT_MESSAGES.planAndDateRequired,
      (v) => (typeof v === 'string' && v.length > 0 && v.length < 100) || (typeof v === 'number' && Number.isFinite(v)),
    ),
  date: rules.date('date must be a date (YYYY-MM-DD).').required(ACCOUNT_MESSAGES.planAndDateRequired),
  gWSUserId: idRule('gWSUserId').required('gWSUserId is required.'),
  id: yup.mixed().optional(),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async replaceOrCreate(ctx: Context) {
    const input = await validate(replaceOrCreateSchema, bodyOf(ctx));
    const plan = await subscriptions(strapi).planById(input.type);
    if (!plan) throw new errors.ValidationError('Unknown plan.');
    if (!(await appUsers(strapi).exists(input.gWSUserId))) throw new errors.NotFoundError('User not found.');
    ctx.body = await subscriptions(strapi).replaceOrCreate(input.gWSUserId, plan.documentId, input.date.slice(0, 10));
  },
});
