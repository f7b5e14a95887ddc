/** /api/Messages/sendContactUsDetails: contact, grievance, landing and signup leads. Stored, then mailed to the firm. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, rules, validate, yup } from '../../../lib/http';
import { firmDetails, layoutMail, sendMail } from '../../../lib/mailer';

const schema = yup.object({
  contactInfo: yup.object({
    name: rules.name('Name'),
    level: yup.string().trim().max(200).nullable().default(null),
    email: rules.email(),
    mobile: rules.phone(),
    otherQuery: yup.string().trim().max(5000, 'Your message is too long.').default(''),
  }).required('contactInfo is required.'),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async sendContactUsDetails(ctx: Context) {
    const { contactInfo: c } = await validate(schema, bodyOf(ctx));
    const source = c.otherQuery.startsWith('Grievance - ') ? 'grievance' : c.level === 'New Signup' ? 'signup' : 'contact';
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
