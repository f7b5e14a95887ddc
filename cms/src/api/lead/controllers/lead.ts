/** /api/Messages/sendContactUsDetails: contact, grievance, landing and signup leads. Stored, then mailed to the firm. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contactUsRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { leadSource } from '../lead-source';
import { leads } from '../services/lead';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendContactUsDetails(ctx: Context) {
    const { contactInfo: c, context } = await validate(schema, bodyOf(ctx));
    const lead = { ...c, source: leadSource(c) };
    await leads(strapi).record(lead, context);
    // The lead is safe once stored: the firm's mail goes out in the background.
    leads(strapi)
      .notifyFirm(lead)
      .catch((err: Error) => strapi.log.error(`[leads] notification mail failed: ${err.message}`));
    ctx.body = { success: true };
  },
});
