/**
 * The lead forms (spec §2.3-2.8, §5): their kinds, one yup schema per kind (the site's lead
 * forms), and the lead call the CMS answers (`sendContactUsDetails`), built on the same field
 * rules (fields.ts) so the form and the server give the same messages.
 */
import * as yup from 'yup';
import { MESSAGES, emailRule, mobileRule, nameRule } from './fields';

export const LEAD_KINDS = ['free-trial', 'contact', 'landing-contact', 'whatsapp', 'newsletter', 'grievance', 'sales-lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_LEVELS = [
  'I am a new investor and want to know more.',
  'I am an experienced investor and want to know more',
  'Other',
] as const;
export const OTHER_LEVEL = 'Other';

/** Country codes offered next to the WhatsApp number; India is the default (spec §9). */
export const COUNTRIES = [
  { code: 'IN', name: 'India', dial: '+91' },
  { code: 'AE', name: 'UAE', dial: '+971' },
  { code: 'SA', name: 'Saudi Arabia', dial: '+966' },
  { code: 'QA', name: 'Qatar', dial: '+974' },
  { code: 'OM', name: 'Oman', dial: '+968' },
  { code: 'KW', name: 'Kuwait', dial: '+965' },
  { code: 'BH', name: 'Bahrain', dial: '+973' },
  { code: 'SG', name: 'Singapore', dial: '+65' },
  { code: 'US', name: 'USA', dial: '+1' },
  { code: 'CA', name: 'Canada', dial: '+1' },
  { code: 'GB', name: 'UK', dial: '+44' },
  { code: 'AU', name: 'Australia', dial: '+61' },
] as const;
export const DEFAULT_COUNTRY = 'IN';

const name = nameRule();
const mobile = mobileRule();

/** Name, email and mobile: the fields most lead forms share; only the email message differs. */
const nameEmailMobile = (emailRequired: string) => ({ name, email: emailRule(emailRequired), mobile });

/** Home, 'Claim your free trial stocks'. */
export const freeTrialSchema = yup.object(nameEmailMobile(MESSAGES.emailRequired));

/** Contact page; otherQuery is optional and only kept when the level is Other (else sent as ''). */
export const contactSchema = yup.object({
  ...nameEmailMobile(MESSAGES.emailRequired),
  level: yup
    .string()
    .required(MESSAGES.levelRequired)
    .oneOf([...CONTACT_LEVELS], MESSAGES.levelRequired),
  otherQuery: yup
    .string()
    .trim()
    .default('')
    .when('level', { is: (level: string) => level !== OTHER_LEVEL, then: (s) => s.transform(() => '') }),
});

/** Landing pages, 'To receive free trial stocks'. */
export const landingContactSchema = yup.object(nameEmailMobile(MESSAGES.landingEmailRequired));

/** Returns landing, WhatsApp community: name and phone with a country code. */
export const whatsappSchema = yup.object({
  name,
  country: yup
    .string()
    .default(DEFAULT_COUNTRY)
    .oneOf(COUNTRIES.map((c) => c.code))
    .required(),
  phone: mobile,
});

/** Newsletter landing. */
export const newsletterSchema = yup.object({
  name,
  email: emailRule(MESSAGES.landingEmailRequired, MESSAGES.newsletterEmailInvalid),
});

/** Grievance page. */
export const grievanceSchema = yup.object({
  name,
  email: emailRule(MESSAGES.emailRequired),
  mobile,
  details: yup.string().trim().required(MESSAGES.detailsRequired),
});

/** Long sales-letter landing pages. */
export const salesLeadSchema = yup.object({
  name,
  mobile,
  email: emailRule(MESSAGES.landingEmailRequired),
});

export type FreeTrialValues = yup.InferType<typeof freeTrialSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
export type LandingContactValues = yup.InferType<typeof landingContactSchema>;
export type WhatsappValues = yup.InferType<typeof whatsappSchema>;
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
export type GrievanceValues = yup.InferType<typeof grievanceSchema>;
export type SalesLeadValues = yup.InferType<typeof salesLeadSchema>;

export const leadSchemas = {
  'free-trial': freeTrialSchema,
  contact: contactSchema,
  'landing-contact': landingContactSchema,
  whatsapp: whatsappSchema,
  newsletter: newsletterSchema,
  grievance: grievanceSchema,
  'sales-lead': salesLeadSchema,
} satisfies Record<LeadKind, yup.AnyObjectSchema>;

/**
 * The `level` the forms send with a lead besides the contact page's CONTACT_LEVELS (spec §7):
 * landing contact forms send 'New lead', the signup screen 'New Signup'; a grievance sends no
 * level and prefixes its details with GRIEVANCE_PREFIX.
 */
export const LEAD_LEVELS = { landing: 'New lead', signup: 'New Signup' } as const;
export const GRIEVANCE_PREFIX = 'Grievance - ';

/** What a lead form shows after sending (spec §8): toast text and how long it stays. */
export const LEAD_TOASTS = {
  sent: { text: 'Thanks for your query, we will contact you shortly.', ms: 5000 },
  failed: { text: 'Oops some error occurred', ms: 2000 },
  /** A signed-in visitor's free sample report request (spec §4: it arrives by email within 24 hours). */
  freeReport: { text: 'You will receive a sample report at your email within 24 hours.', ms: 7000 },
} as const;

/**
 * The /login and /signup query source of the 'Get a free sample report' call to action (spec
 * §2.9): signup remembers it on the account, and the first login sends the report.
 */
export const FREE_REPORT_SOURCE = 'free_report';

/**
 * What a landing form keeps in the browser's localStorage after sending (spec §2.5-2.7), so the
 * /welcome questionnaire can send its answers with the visitor's name and phone or email; the
 * questionnaire also takes them from the query string under the same names.
 */
export const VISITOR_STORAGE_KEYS = { name: 'name', phone: 'phone', email: 'email' } as const;

/** Below this width, a sent contact form opens the firm's WhatsApp chat in a new tab (spec §4). */
export const WHATSAPP_AFTER_CONTACT_MAX_WIDTH = 600;

/** The longest free-text message a lead may carry. */
export const LEAD_MESSAGE_MAX_LENGTH = 5000;

/** The landing URL's campaign parameters a lead keeps (kept for the whole visit by the site). */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** Longest values of a lead's context: a path, a referrer URL, a campaign parameter, a consent version. */
export const LEAD_CONTEXT_MAX = { page: 500, referrer: 2000, utm: 200, consentVersion: 64 } as const;

/** Optional text; blank is the same as absent (stored as no value). */
const contextText = (field: string, max: number) =>
  yup
    .string()
    .trim()
    .transform((v: string) => v || undefined)
    .max(max, `${field} must be at most ${max} characters.`);

/**
 * Where a lead came from (optional, all text): the page path of the form, the visit's referrer,
 * the landing URL's campaign parameters and the version of the consent notice shown.
 */
export const leadContextSchema = yup.object({
  page: contextText('page', LEAD_CONTEXT_MAX.page),
  referrer: contextText('referrer', LEAD_CONTEXT_MAX.referrer),
  consentVersion: contextText('consentVersion', LEAD_CONTEXT_MAX.consentVersion),
  ...(Object.fromEntries(UTM_PARAMS.map((p) => [p, contextText(p, LEAD_CONTEXT_MAX.utm)])) as Record<
    UtmParam,
    ReturnType<typeof contextText>
  >),
});

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

/** POST /api/Messages/sendContactUsDetails: what the CMS accepts, on the forms' field rules. */
export const contactUsRequestSchema = yup.object({
  contactInfo: yup
    .object({
      name,
      level: yup.string().trim().max(200).nullable().default(null),
      email: emailRule().lowercase(),
      mobile,
      otherQuery: yup.string().trim().max(LEAD_MESSAGE_MAX_LENGTH, 'Your message is too long.').default(''),
    })
    .required('contactInfo is required.'),
  context: leadContextSchema.default(undefined).optional(),
});

/** POST /api/Leads/free-report (signed in): the person is the signed-in user; the body is the lead's context (values optional). */
export const freeReportRequestSchema = yup.object({ context: leadContextSchema.default(undefined).required('context is required.') });

/** The `type` of a newsletter opt-in (POST /api/Subscriptions/addusertomailchimp). */
export const NEWSLETTER_TYPE = 'free subscription';

/** POST /api/Subscriptions/addusertomailchimp. */
export const newsletterRequestSchema = yup.object({
  data: yup
    .object({ type: yup.string().trim().max(100).default(NEWSLETTER_TYPE), email: emailRule().lowercase() })
    .required('data is required.'),
});
