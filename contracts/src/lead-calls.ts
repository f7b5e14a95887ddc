/**
 * The API's lead calls: what each takes, what it answers when the lead is stored, their shared
 * rate budget, and the bounds of the origin's lead spool. The CMS serves these paths; the site's
 * origin keeps a lead on disk when the CMS cannot take it and hands it over later
 * (site/server/lead-spool.ts), so both read the same facts from here.
 */
import type * as yup from 'yup';
import { LEAD_TOASTS } from './lead-facts';
import {
  contactUsRequestSchema,
  freeReportRequestSchema,
  newsletterRequestSchema,
  questionnaireAnswerRequestSchema,
  whatsappLeadRequestSchema,
} from './leads';
import type { FreeReportAnswer } from './api';

/** The lead calls' paths under /api (the CMS's route paths). */
export const LEAD_CALL_PATHS = {
  /** Contact, grievance, landing and sales-letter forms (the level says which). */
  contact: '/Messages/sendContactUsDetails',
  whatsapp: '/WhatsappLeads',
  newsletter: '/Subscriptions/addusertomailchimp',
  questionnaire: '/QuestionnaireAnswers',
  /** Signed in. */
  freeReport: '/Leads/free-report',
} as const;

/** The free report's messages by outcome; 'not-sent' is also what a kept request is answered. */
export const FREE_REPORT_MESSAGES = {
  emailed: LEAD_TOASTS.freeReport.text,
  'already-sent-today': `${LEAD_TOASTS.freeReport.text} It was sent today already.`,
  // No report in the CMS yet, or the mail failed: the request is recorded and the firm sends it.
  'not-sent': `We have your request. ${LEAD_TOASTS.freeReport.text}`,
} as const;

export interface LeadCall {
  path: string;
  schema: yup.AnyObjectSchema;
  /** The 200 answer of a stored lead. */
  stored: object;
  /** Only for a signed-in user (the CMS checks the token). */
  signedIn: boolean;
}

const P = LEAD_CALL_PATHS;
const success = { success: true };
const keptReport: FreeReportAnswer = { success: true, emailed: false, message: FREE_REPORT_MESSAGES['not-sent'] };

/** Every lead call, by its path under /api. */
export const LEAD_CALLS: readonly LeadCall[] = [
  { path: P.contact, schema: contactUsRequestSchema, stored: success, signedIn: false },
  { path: P.whatsapp, schema: whatsappLeadRequestSchema, stored: success, signedIn: false },
  { path: P.newsletter, schema: newsletterRequestSchema, stored: success, signedIn: false },
  { path: P.questionnaire, schema: questionnaireAnswerRequestSchema, stored: success, signedIn: false },
  { path: P.freeReport, schema: freeReportRequestSchema, stored: keptReport, signedIn: true },
];

/**
 * The budget the lead calls share per client (before RATE_LIMIT_FACTOR): the CMS's limit
 * (cms/src/lib/rate-limit.ts), and the origin's while it keeps leads for an absent CMS.
 */
export const LEAD_CALL_BUDGET = { points: 10, durationSeconds: 60 } as const;

/**
 * How much the origin keeps while the CMS is away: a day of a busy campaign's leads several times
 * over, yet small enough that a flood cannot fill the disk (each entry is at most the API's 64 KB body).
 */
export const LEAD_SPOOL_LIMITS = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 } as const;

/** The answer when the spool is full and the CMS is still away: nothing is kept, the visitor tries later. */
export const LEAD_SPOOL_FULL = {
  status: 503,
  name: 'ServiceUnavailableError',
  message: 'We cannot take your request right now. Please try again in a few minutes.',
  retryAfterSeconds: 60,
} as const;
