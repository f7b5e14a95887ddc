/**
 * Client-side validation of the lead forms (spec §5), one yup schema per lead-form kind.
 * Messages are the product's exact wording; the order of the rules in each field decides which
 * message shows first (react-hook-form shows only the first error of a field).
 */
import * as yup from 'yup';

export const LEAD_KINDS = ['free-trial', 'contact', 'landing-contact', 'whatsapp', 'newsletter', 'grievance', 'sales-lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'E-mail is required', // home, contact and grievance forms
  landingEmailRequired: 'Email is required.', // landing-page forms
  emailInvalid: 'Must be valid e-mail',
  newsletterEmailInvalid: 'Enter a valid email address.',
  mobileRequired: 'Mobile Number is required.',
  mobileInvalid: 'Enter correct Mobile Number.',
  levelRequired: 'Please select the above',
  detailsRequired: 'Details are required.',
} as const;

/** Mobile numbers: digits only, at most 10 (spec §9). */
export const MOBILE_MAX_LENGTH = 10;

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

const name = yup.string().trim().required(MESSAGES.nameRequired);
const email = (requiredMessage: string, invalidMessage: string = MESSAGES.emailInvalid) =>
  yup.string().trim().required(requiredMessage).email(invalidMessage);
const mobile = yup
  .string()
  .trim()
  .required(MESSAGES.mobileRequired)
  .matches(new RegExp(`^\\d{1,${MOBILE_MAX_LENGTH}}$`), MESSAGES.mobileInvalid);

/** Name, email and mobile: the fields most lead forms share; only the email message differs. */
const nameEmailMobile = (emailRequired: string) => ({ name, email: email(emailRequired), mobile });

/** Home, 'Claim your free trial stocks'. */
export const freeTrialSchema = yup.object(nameEmailMobile(MESSAGES.emailRequired));

/** Contact page; otherQuery is optional and only kept when the level is Other (else sent as ''). */
export const contactSchema = yup.object({
  ...nameEmailMobile(MESSAGES.emailRequired),
  level: yup.string().required(MESSAGES.levelRequired).oneOf([...CONTACT_LEVELS], MESSAGES.levelRequired),
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
  email: email(MESSAGES.landingEmailRequired, MESSAGES.newsletterEmailInvalid),
});

/** Grievance page. */
export const grievanceSchema = yup.object({
  name,
  email: email(MESSAGES.emailRequired),
  mobile,
  details: yup.string().trim().required(MESSAGES.detailsRequired),
});

/** Long sales-letter landing pages. */
export const salesLeadSchema = yup.object({
  name,
  mobile,
  email: email(MESSAGES.landingEmailRequired),
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
