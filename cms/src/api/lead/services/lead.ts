/** Leads (contact, grievance, landing, signup and newsletter forms): stored first, so none is lost. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import type { LeadSource } from '../lead-source';

const LEAD = 'api::lead.lead';

export interface NewLead { name?: string; email: string; mobile?: string; level?: string | null; otherQuery?: string; source: LeadSource }

const leadService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(lead: NewLead): Promise<void> {
    await strapi.db.query(LEAD).create({ data: lead });
  },
});

export default factories.createCoreService(LEAD, leadService);

export const leads = (strapi: Core.Strapi) => strapi.service(LEAD) as unknown as ReturnType<typeof leadService>;
