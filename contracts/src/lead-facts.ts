/**
 * The lead forms' facts without their rules (leads.ts has the yup schemas): kinds, levels, texts,
 * paths and limits. A module of its own so that a page which only shows a form, or keeps the
 * visit's campaign, does not load yup (leads.ts re-exports all of it).
 */

export const LEAD_KINDS = ['free-trial', 'contact', 'landing-contact', 'whatsapp', 'newsletter', 'grievance', 'sales-lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_LEVELS = [
  'I am a new investor and want to know more.',
  'I am an experienced investor and want to know more',
  'Other',
] as const;
export const OTHER_LEVEL = 'Other';

/**
 * The `level` the forms send with a lead besides the contact page's CONTACT_LEVELS:
 * landing contact forms send 'New lead', the signup screen 'New Signup', the long sales-letter
 * landings' lead form 'Sales letter lead'; a grievance sends no
 * level and prefixes its details with GRIEVANCE_PREFIX.
 */
export const LEAD_LEVELS = { landing: 'New lead', signup: 'New Signup', salesLetter: 'Sales letter lead' } as const;
export const GRIEVANCE_PREFIX = 'Grievance - ';

/**
 * What a lead form shows after sending: toast text and how long it stays. The newsletter,
 * returns and welcome forms show the raw error instead of `failed`, for `rawError.ms`.
 */
export const LEAD_TOASTS = {
  sent: { text: 'Thanks for your query, we will contact you shortly.', ms: 5000 },
  failed: { text: 'Oops some error occurred', ms: 2000 },
  answersSaved: { text: 'Data saved successfully', ms: 2000 },
  rawError: { ms: 2000 },
  /** A signed-in visitor's free sample report request (it arrives by email within 24 hours). */
  freeReport: { text: 'You will receive a sample report at your email within 24 hours.', ms: 7000 },
} as const;

/**
 * The /login and /signup query source of the 'Get a free sample report' call to
 * action: signup remembers it on the account, and the first login sends the report.
 */
export const FREE_REPORT_SOURCE = 'free_report';

/**
 * What a landing form keeps in the browser's localStorage after sending, so the
 * /welcome questionnaire can send its answers with the visitor's name and phone or email; the
 * questionnaire also takes them from the query string under the same names.
 */
export const VISITOR_STORAGE_KEYS = { name: 'name', phone: 'phone', email: 'email' } as const;

/** Where the landing forms send the visitor once their lead is stored. */
export const WELCOME_PATH = '/welcome';
/** Where the newsletter form goes once subscribed: the welcome questionnaire's newsletter flavour. */
export const NEWSLETTER_WELCOME_PATH = `${WELCOME_PATH}?newsletter=true`;

/** Below this width, a sent contact form opens the firm's WhatsApp chat in a new tab. */
export const WHATSAPP_AFTER_CONTACT_MAX_WIDTH = 600;

/** The longest free-text message a lead may carry. */
export const LEAD_MESSAGE_MAX_LENGTH = 5000;

/** The landing URL's campaign parameters a lead keeps (kept for the whole visit by the site). */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** Longest values of a lead's context: a path, a referrer URL, a campaign parameter, a consent version. */
export const LEAD_CONTEXT_MAX = { page: 500, referrer: 2000, utm: 200, consentVersion: 64 } as const;

/**
 * The version of a consent notice stored with a lead (`context.consentVersion`), computed by the
 * site from the text it renders: FNV-1a 32-bit, 8 hex digits (same text, same version).
 */
export function consentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The `type` of a newsletter opt-in (POST /api/Subscriptions/addusertomailchimp). */
export const NEWSLETTER_TYPE = 'free subscription';

/** The welcome questionnaire's questions, by the key each answer is sent under. */
export const QUESTIONNAIRE_KEYS = ['budget', 'investment', 'strategy'] as const;
export type QuestionnaireKey = (typeof QUESTIONNAIRE_KEYS)[number];
