/** POST /api/WhatsappLeads: the returns landing's WhatsApp community form. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { whatsappLeadRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { whatsappLeads } from '../services/whatsapp-lead';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const { lead, context } = await validate(schema, bodyOf(ctx));
    await whatsappLeads(strapi).record(lead, context);
    ctx.body = { success: true };
  },
});
