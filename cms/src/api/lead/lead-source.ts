import { GRIEVANCE_PREFIX, LEAD_LEVELS } from 'contracts';

export type LeadSource = 'contact' | 'grievance' | 'signup' | 'newsletter';

/** What a contact-form lead is: a grievance (its message starts so), a signup, or a plain enquiry. */
export function leadSource(lead: { level?: string | null; otherQuery?: string }): LeadSource {
  if ((lead.otherQuery ?? '').startsWith(GRIEVANCE_PREFIX)) return 'grievance';
  return lead.level === LEAD_LEVELS.signup ? 'signup' : 'contact';
}
