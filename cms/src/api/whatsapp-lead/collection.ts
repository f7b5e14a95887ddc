/** The Returns/WhatsApp leads' collection and the columns of its list in the CMS panel. */
export const WHATSAPP_LEAD = 'api::whatsapp-lead.whatsapp-lead' as const;
export const WHATSAPP_LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'phone', 'page', 'utm_campaign'];
