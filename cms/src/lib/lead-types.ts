/**
 * Every lead form's collection, by uid: the panel's roles (bootstrap/cms-role-specs.ts) and its
 * Leads menu entry (src/admin/app.tsx) read this list. It imports nothing, so the panel's bundle can
 * too; lib/lead-collections.ts says what each collection holds.
 */
export const LEAD_TYPES = [
  'api::lead.lead',
  'api::whatsapp-lead.whatsapp-lead',
  'api::newsletter-subscriber.newsletter-subscriber',
  'api::questionnaire-answer.questionnaire-answer',
];
