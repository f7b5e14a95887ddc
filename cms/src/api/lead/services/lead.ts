/** Leads (contact, grievance, landing and signup forms): stored first, so none is lost. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import type { LeadSource } from '../lead-source';
import { firmDetails, layoutMail, sendMail } from '../../../lib/mailer';
import { recordLead } from '../../../lib/lead-collections';
import { LEAD } from '../collection';

export interface NewLead {
  name?: string;
  email: string;
  mobile?: string;
  level?: string | null;
  otherQuery?: string;
  source: LeadSource;
}

const leadService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A form's lead with where it came from; a repeat of the same email and kind within the firm's day updates it. */
  async record(lead: NewLead, context: LeadContext = {}, now: Date = new Date()): Promise<{ id: number; repeat: boolean }> {
    return recordLead(strapi, LEAD, { email: lead.email, source: lead.source }, { ...lead }, context, now);
  },

  /** Mails a contact-form lead to the firm's support address. */
  async notifyFirm(lead: NewLead & { name: string; mobile: string }): Promise<void> {
    const firm = await firmDetails(strapi);
    const { text, html } = layoutMail(firm, {
      heading: lead.source === 'grievance' ? 'New grievance' : `New ${lead.level || 'enquiry'}`,
      paragraphs: [
        `Name: ${lead.name}`,
        `Email: ${lead.email}`,
        `Mobile: ${lead.mobile}`,
        `Looking for: ${lead.level ?? '-'}`,
        `Message: ${lead.otherQuery || '-'}`,
      ],
    });
    await sendMail({
      from: `${firm.firmName} website <${firm.supportEmail}>`,
      to: firm.supportEmail,
      subject: `[${lead.source}] ${lead.name}`,
      text,
      html,
    });
  },
});

export default factories.createCoreService(LEAD, leadService);

export const leads = (strapi: Core.Strapi) => strapi.service(LEAD) as unknown as ReturnType<typeof leadService>;
