/**
 * /api/Messages/sendContactUsDetails: contact, grievance, landing and signup leads. Stored, then mailed to the firm and forwarded from the
 * lead outbox; a grievance also opens a ticket (api/grievance).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contactUsRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { leadSource } from '../lead-source';
import { leads } from '../services/lead';
import { grievances } from '../../grievance/services/grievance';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendContactUsDetails(ctx: Context) {
    const { contactInfo: c, context } = await validate(schema, bodyOf(ctx));
    const lead = { ...c, source: leadSource(c) };
    // Stored, and queued for the firm's mail and forwarding (api/lead-outbox), which never hold up the answer.
    await leads(strapi).record(lead, context);
    // A grievance is also a ticket: numbered, acknowledged at once, and counted in the complaint data.
    if (lead.source === 'grievance')
      await grievances(strapi).open({ name: c.name, email: c.email, mobile: c.mobile, message: c.otherQuery ?? '' });
    ctx.body = { success: true };
  },
});
