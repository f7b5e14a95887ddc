/** /api/Messages/sendContactUsDetails: contact, grievance, landing and signup leads. Stored, then mailed to the firm. */
import type { Core } from '@strapi/strapi';
import { GRIEVANCE_PREFIX, LEAD_LEVELS, contactUsRequestSchema as schema } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { firmDetails, layoutMail, sendMail } from '../../../lib/mailer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendContactUsDetails(ctx: any) {
    const { contactInfo: c } = await validate(schema, bodyOf(ctx));
    const source = c.otherQuery.startsWith(GRIEVANCE_PREFIX) ? 'grievance' : c.level === LEAD_LEVELS.signup ? 'signup' : 'contact';
    await strapi.db.query('api::lead.lead').create({ data: { ...c, source } });
    const firm = await firmDetails(strapi);
    const { text, html } = layoutMail(firm, {
      heading: source === 'grievance' ? 'New grievance' : `New ${c.level || 'enquiry'}`,
      paragraphs: [`Name: ${c.name}`, `Email: ${c.email}`, `Mobile: ${c.mobile}`, `Looking for: ${c.level ?? '-'}`, `Message: ${c.otherQuery || '-'}`],
    });
    sendMail({ from: `${firm.firmName} website <${firm.supportEmail}>`, to: firm.supportEmail, subject: `[${source}] ${c.name}`, text, html })
      .catch((err) => strapi.log.error(`[leads] notification mail failed: ${err.message}`));
    ctx.body = { success: true };
  },
});
