/** Leads (contact, grievance, landing and signup forms): stored first, so none is lost. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import type { LeadContext } from 'contracts';
import type { LeadSource } from '../lead-source';
import { recordLead } from '../../../lib/lead-collections';
import { LEAD } from '../collection';
import { serviceOf } from '../../../lib/services';

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
});

export default factories.createCoreService(LEAD, leadService);

export const leads = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof leadService>>(strapi, LEAD);
