/**
 * /api/Messages/sendContactUsDetails: contact, grievance, landing and signup leads. Stored, then mailed to the firm and forwarded from the
 * lead outbox; a grievance also opens a ticket (api/grievance).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contactUsRequestSchema as schema, GRIEVANCE_MESSAGES } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { budgetSpent } from '../../../lib/rate-limit';
import { leadSource } from '../lead-source';
import { leads } from '../services/lead';
import { grievances } from '../../grievance/services/grievance';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendContactUsDetails(ctx: Context) {
    const { contactInfo: c, context } = await validate(schema, bodyOf(ctx));
    const lead = { ...c, source: leadSource(c) };
    if (lead.source === 'grievance') {
      // Also a ticket: numbered, acknowledged at once (a few a day per address), counted in the complaint data.
      const refused = await grievances(strapi).receive(lead, context);
      if (refused) throw budgetSpent(ctx, GRIEVANCE_MESSAGES.tooMany, refused.retryAfter);
    } else {
      // Stored, and queued for the firm's mail and forwarding (api/lead-outbox), which never hold up the answer.
      await leads(strapi).record(lead, context);
    }
    ctx.body = { success: true };
  },
});
