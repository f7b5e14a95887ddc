/**
 * The lead forms: their kinds, one yup schema per kind (the site's lead
 * forms), and the lead call the CMS answers (`sendContactUsDetails`), built on the same field
 * rules (fields.ts) so the form and the server give the same messages.
 */
import * as yup from 'yup';
import { MESSAGES, emailRule, mobileRule, nameRule } from './fields';
import { COUNTRIES, DEFAULT_COUNTRY, e164Mobile, isOfferedCountry } from './phone';
import {
  CONTACT_LEVELS,
  LEAD_CONTEXT_MAX,
  LEAD_MESSAGE_MAX_LENGTH,
  NEWSLETTER_TYPE,
  OTHER_LEVEL,
  QUESTIONNAIRE_KEYS,
  UTM_PARAMS,
  type LeadKind,
  type QuestionnaireKey,
  type UtmParam,
} from './lead-facts';

export * from './lead-facts';

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

/** The newsletter's email: the landing's required message, the newsletter's own format message. */
const newsletterEmail = () => emailRule(MESSAGES.landingEmailRequired, MESSAGES.newsletterEmailInvalid);

/** Newsletter landing. */
export const newsletterSchema = yup.object({ name, email: newsletterEmail() });

/**
 * The /welcome questionnaire's visitor, asked for on the questionnaire when no earlier form (or the
 * link) told the site who they are: the welcome flavour takes a name and mobile number as the
 * sales-letter landings do, the newsletter flavour a name and email as the newsletter form does.
 */
export const questionnaireVisitorSchemas = {
  welcome: yup.object({ name, mobile }),
  newsletter: newsletterSchema,
};
export type QuestionnaireFlavour = keyof typeof questionnaireVisitorSchemas;

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

/**
 * POST /api/Subscriptions/addusertomailchimp: the newsletter form's fields on its rules; `name`
 * is optional for callers that send only `{ type, email }`.
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
 * keeps the visitor's phone, the newsletter flavour (`newsletter: true`) their email;
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
