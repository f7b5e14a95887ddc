/** POST /api/Subscriptions/addusertomailchimp: the newsletter form's email-marketing opt-in, kept as a newsletter subscriber. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { newsletterRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { newsletterSubscribers } from '../services/newsletter-subscriber';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async addusertomailchimp(ctx: Context) {
    const { data, context } = await validate(schema, bodyOf(ctx));
    await newsletterSubscribers(strapi).subscribe({ email: data.email, name: data.name }, context);
    ctx.body = { success: true };
  },
});
