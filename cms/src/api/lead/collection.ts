/** The leads' collection (contact, landing, sales-letter, grievance, signup, free report) and the columns of its list in the CMS panel. */
export const LEAD = 'api::lead.lead' as const;
export const LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'email', 'source', 'level', 'page', 'utm_source', 'utm_campaign'];
