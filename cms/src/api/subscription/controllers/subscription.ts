/** /api/Subscriptions: administrators set a user's plan and date; the newsletter opt-in call. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, rules, validate, yup, idRule } from '../../../lib/http';

const schema = yup.object({
  type: yup.mixed<string | number>().required('Select both plan and date')
    .test('plan-id', 'Select both plan and date', (v) => (typeof v === 'string' && v.length > 0 && v.length < 100) || (typeof v === 'number' && Number.isFinite(v))),
  date: rules.date('date must be a date (YYYY-MM-DD).').required('Select both plan and date'),
  gWSUserId: idRule('gWSUserId').required('gWSUserId is required.'),
  id: yup.mixed().optional(),
});

const newsletterSchema = yup.object({ data: yup.object({ type: yup.string().trim().max(100).default('free subscription'), email: rules.email() }).required('data is required.') });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async replaceOrCreate(ctx: Context) {
    const input = await validate(schema, bodyOf(ctx));
    const plan = await strapi.service('api::subscription.subscription').planById(input.type);
    if (!plan) throw new errors.ValidationError('Unknown plan.');
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: input.gWSUserId }, select: ['id'] });
    if (!user) throw new errors.NotFoundError('User not found.');
    ctx.body = await strapi.service('api::subscription.subscription').replaceOrCreate(user.id, plan.documentId, input.date.slice(0, 10));
  },

  /** The spec's email-marketing opt-in: kept as a lead (no third-party call from the server). */
  async addusertomailchimp(ctx: Context) {
    const { data } = await validate(newsletterSchema, bodyOf(ctx));
    await strapi.db.query('api::lead.lead').create({ data: { email: data.email, level: data.type, source: 'newsletter' } });
    ctx.body = { success: true };
  },
});
