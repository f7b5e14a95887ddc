import { GRIEVANCE_PREFIX, LEAD_LEVELS } from 'contracts';

export type LeadSource = 'contact' | 'landing' | 'sales-letter' | 'grievance' | 'signup' | 'free-report';

/**
 * What a contact-form lead is: a grievance (its message starts so), a signup, a landing form's
 * free-trial request ('New lead'), a long sales-letter landing's lead, or a plain enquiry.
 */
export function leadSource(lead: { level?: string | null; otherQuery?: string }): LeadSource {
  if ((lead.otherQuery ?? '').startsWith(GRIEVANCE_PREFIX)) return 'grievance';
  if (lead.level === LEAD_LEVELS.signup) return 'signup';
  if (lead.level === LEAD_LEVELS.salesLetter) return 'sales-letter';
  return lead.level === LEAD_LEVELS.landing ? 'landing' : 'contact';
}
