/** /api/Subscriptions: administrators set a user's plan and date; the newsletter opt-in call. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ACCOUNT_MESSAGES, newsletterRequestSchema as newsletterSchema } from 'contracts';
import { bodyOf, errors, rules, validate, yup, idRule } from '../../../lib/http';
import { subscriptions } from '../services/subscription';
import { appUsers } from '../../gws-user/services/gws-user';
import { leads } from '../../lead/services/lead';

const schema = yup.object({
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
    const input = await validate(schema, bodyOf(ctx));
    const plan = await subscriptions(strapi).planById(input.type);
    if (!plan) throw new errors.ValidationError('Unknown plan.');
    if (!(await appUsers(strapi).exists(input.gWSUserId))) throw new errors.NotFoundError('User not found.');
    ctx.body = await subscriptions(strapi).replaceOrCreate(input.gWSUserId, plan.documentId, input.date.slice(0, 10));
  },

  /** The spec's email-marketing opt-in: kept as a lead, then subscribed with the provider from the lead outbox when one is configured. */
  async addusertomailchimp(ctx: Context) {
    const { data } = await validate(newsletterSchema, bodyOf(ctx));
    await leads(strapi).record({ email: data.email, level: data.type, source: 'newsletter' });
    ctx.body = { success: true };
  },
});
