/**
 * The lead forms (spec §2.3-2.8, §5): their kinds, one yup schema per kind (the site's lead
 * forms), and the lead call the CMS answers (`sendContactUsDetails`), built on the same field
 * rules (fields.ts) so the form and the server give the same messages.
 */
import * as yup from 'yup';
import { MESSAGES, emailRule, mobileRule, nameRule } from './fields';
import { COUNTRIES, DEFAULT_COUNTRY, e164Mobile, isOfferedCountry } from './phone';

export const LEAD_KINDS = ['free-trial', 'contact', 'landing-contact', 'whatsapp', 'newsletter', 'grievance', 'sales-lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_LEVELS = [
  'I am a new investor and want to know more.',
  'I am an experienced investor and want to know more',
  'Other',
] as const;
export const OTHER_LEVEL = 'Other';

const name = nameRule();
const mobile = mobileRule();

/** A required text rule made optional: blank is the same as absent. */
const optional = (rule: yup.StringSchema<string | undefined>) => rule.optional().transform((v: string) => v || undefined);

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

/** When the WhatsApp form's country is not one it offers. */
export const COUNTRY_INVALID = 'Choose the country of the number from the list.';

/**
 * Returns landing, WhatsApp community: name, and a mobile number as dialled in the chosen country
 * (India by default), which must be a real mobile number there (libphonenumber-js, phone.ts).
 */
export const whatsappSchema = yup.object({
  name,
  country: yup
    .string()
    .trim()
    .default(DEFAULT_COUNTRY)
    .required(COUNTRY_INVALID)
    .oneOf(
      COUNTRIES.map((c) => c.code),
      COUNTRY_INVALID,
    ),
  phone: mobile.test('mobile-of-country', MESSAGES.mobileInvalid, (phone, ctx) => {
    const country: unknown = ctx.parent?.country;
    // An empty number has its own message, an unknown country the country's.
    if (!phone || !isOfferedCountry(country)) return true;
    return e164Mobile(phone, country) !== null;
  }),
});

/** The newsletter's email: the landing's required message, the newsletter's own format message (spec §5). */
const newsletterEmail = () => emailRule(MESSAGES.landingEmailRequired, MESSAGES.newsletterEmailInvalid);

/** Newsletter landing. */
export const newsletterSchema = yup.object({ name, email: newsletterEmail() });

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
 * landing contact forms send 'New lead', the signup screen 'New Signup', the long sales-letter
 * landings' lead form 'Sales letter lead'; a grievance sends no
 * level and prefixes its details with GRIEVANCE_PREFIX.
 */
export const LEAD_LEVELS = { landing: 'New lead', signup: 'New Signup', salesLetter: 'Sales letter lead' } as const;
export const GRIEVANCE_PREFIX = 'Grievance - ';

/**
 * What a lead form shows after sending (spec §8): toast text and how long it stays. The newsletter,
 * returns and welcome forms show the raw error instead of `failed`, for `rawError.ms`.
 */
export const LEAD_TOASTS = {
  sent: { text: 'Thanks for your query, we will contact you shortly.', ms: 5000 },
  failed: { text: 'Oops some error occurred', ms: 2000 },
  answersSaved: { text: 'Data saved successfully', ms: 2000 },
  rawError: { ms: 2000 },
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

/** Where the landing forms send the visitor once their lead is stored (spec §2.6, §2.7). */
export const WELCOME_PATH = '/welcome';
/** Where the newsletter form goes once subscribed: the welcome questionnaire's newsletter flavour (spec §4). */
export const NEWSLETTER_WELCOME_PATH = `${WELCOME_PATH}?newsletter=true`;

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

/**
 * POST /api/WhatsappLeads: the returns landing's WhatsApp form, on the form's own rules; the CMS
 * stores the number in E.164 form.
 */
export const whatsappLeadRequestSchema = yup.object({
  lead: whatsappSchema.default(undefined).required('lead is required.'),
  context: leadContextSchema.default(undefined).optional(),
});
/** POST /api/Leads/free-report (signed in): the person is the signed-in user; the body is the lead's context (values optional). */
export const freeReportRequestSchema = yup.object({ context: leadContextSchema.default(undefined).required('context is required.') });

/** The `type` of a newsletter opt-in (POST /api/Subscriptions/addusertomailchimp). */
export const NEWSLETTER_TYPE = 'free subscription';

/**
 * POST /api/Subscriptions/addusertomailchimp: the newsletter form's fields on its rules; `name`
 * is optional for callers of the spec's `{ type, email }`.
 */
export const newsletterRequestSchema = yup.object({
  data: yup
    .object({
      type: yup.string().trim().max(100).default(NEWSLETTER_TYPE),
      email: newsletterEmail().lowercase(),
      name: optional(nameRule()),
    })
    .required('data is required.'),
  context: leadContextSchema.default(undefined).optional(),
});

/** The welcome questionnaire's questions, by the key each answer is sent under (spec §2.7). */
export const QUESTIONNAIRE_KEYS = ['budget', 'investment', 'strategy'] as const;
export type QuestionnaireKey = (typeof QUESTIONNAIRE_KEYS)[number];

/**
 * A phone the questionnaire carries from the visitor's earlier form: a national mobile as the
 * lead forms take it, or an international number (+ and at most 15 digits, E.164).
 */
const visitorPhone = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.mobileRequired)
    .matches(/^\+?\d{1,15}$/, MESSAGES.mobileInvalid);

/**
 * POST /api/QuestionnaireAnswers: the /welcome answers with who gave them. The welcome flavour
 * keeps the visitor's phone, the newsletter flavour (`newsletter: true`) their email (spec §7);
 * the other one is kept when sent. Each answer must also be a value of the questionnaire's options
 * as editors keep them in the CMS (checked by the CMS, which holds them).
 */
export const questionnaireAnswerRequestSchema = yup.object({
  answer: yup
    .object({
      name,
      newsletter: yup.boolean().default(false),
      phone: visitorPhone().when('newsletter', { is: true, then: (s) => optional(s) }),
      email: newsletterEmail()
        .lowercase()
        .when('newsletter', { is: true, otherwise: (s) => optional(s) }),
      ...(Object.fromEntries(
        QUESTIONNAIRE_KEYS.map((key) => [
          key,
          yup.string().trim().required(`${key} is required.`).max(100, `${key} must be one of the questionnaire's options.`),
        ]),
      ) as Record<QuestionnaireKey, yup.StringSchema<string>>),
    })
    // No object when none is sent (yup's default would be {}), so the call says what is missing.
    .default(undefined)
    .required('answer is required.'),
  context: leadContextSchema.default(undefined).optional(),
});
