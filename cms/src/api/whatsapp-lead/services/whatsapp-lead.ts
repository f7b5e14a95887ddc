/** Returns/WhatsApp leads: a name and a mobile number, kept in E.164 form (+919876543210). */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { MESSAGES, e164Mobile, type CountryCodeOffered, type LeadContext } from 'contracts';
import { errors } from '../../../lib/http';
import { recordLead } from '../../../lib/lead-collections';

import { WHATSAPP_LEAD } from '../collection';
import { serviceOf } from '../../../lib/services';

export interface NewWhatsappLead {
  name: string;
  /** The country the number is dialled in (contracts' COUNTRIES). */
  country: CountryCodeOffered;
  /** As dialled in that country. */
  phone: string;
}

const whatsappLeadService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores the lead with where it came from; the same number again within the firm's day updates it. */
  async record(lead: NewWhatsappLead, context: LeadContext = {}, now: Date = new Date()): Promise<{ id: number; repeat: boolean }> {
    const phone = e164Mobile(lead.phone, lead.country);
    // The request schema has refused such a number already; this keeps the stored form certain.
    if (!phone) throw new errors.ValidationError(MESSAGES.mobileInvalid);
    return recordLead(strapi, WHATSAPP_LEAD, { phone }, { name: lead.name, country: lead.country, phone }, context, now);
  },
});

export default factories.createCoreService(WHATSAPP_LEAD, whatsappLeadService);

export const whatsappLeads = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof whatsappLeadService>>(strapi, WHATSAPP_LEAD);
