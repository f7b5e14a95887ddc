/** Leads (contact, grievance, landing, signup and newsletter forms): stored first, so none is lost. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import type { LeadSource } from '../lead-source';
import { firmDetails, layoutMail, sendMail } from '../../../lib/mailer';
import { firmDayStart, todayInFirm } from '../../../lib/dates';

const LEAD = 'api::lead.lead';

export interface NewLead {
  name?: string;
  email: string;
  mobile?: string;
  level?: string | null;
  otherQuery?: string;
  source: LeadSource;
}

const leadService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(lead: NewLead): Promise<void> {
    await strapi.db.query(LEAD).create({ data: lead });
  },

  /**
   * A form's lead with where it came from. A repeat of the same person (email) and kind within
   * the firm's day updates that day's record (a double click or a second try is not a new lead).
   */
  async record(lead: NewLead, context: LeadContext = {}, now: Date = new Date()): Promise<{ id: number; repeat: boolean }> {
    const data = { ...lead, ...context, submittedAt: now };
    const today = await strapi.db.query(LEAD).findOne({
      where: { email: lead.email, source: lead.source, createdAt: { $gte: firmDayStart(todayInFirm(now)) } },
      orderBy: { id: 'desc' },
    });
    if (today) {
      await strapi.db.query(LEAD).update({ where: { id: today.id }, data });
      return { id: today.id, repeat: true };
    }
    const created = await strapi.db.query(LEAD).create({ data });
    return { id: created.id, repeat: false };
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
