/**
 * How each lead form kind sends its valid values and what follows: the call, then
 * a toast, the WhatsApp chat, or another page with the visitor remembered and a conversion tracked.
 */
import { navigate } from 'gatsby';
import {
  GRIEVANCE_PREFIX,
  LEAD_LEVELS,
  LEAD_TOASTS,
  NEWSLETTER_WELCOME_PATH,
  WELCOME_PATH,
  WHATSAPP_AFTER_CONTACT_MAX_WIDTH,
  type ContactInfo,
  type LeadContext,
  type LeadKind,
} from 'contracts';
// The API client loads when a lead is first sent (static pages ship without it).
// The API client loads when a lead is first sent (static pages ship without it).
import { endpoints, failureMessage, type useToast } from 'app-routes';
import { whatsappChatUrl } from '../../lib/format';
import { trackEvent } from '../../lib/tracking';
import { rememberVisitor } from '../../lib/visitor';
import type { LeadValues } from './LeadField';

const contactInfo = (v: LeadValues, level: string | null, otherQuery: string): ContactInfo => ({
  name: v.name,
  level,
  email: v.email,
  mobile: v.mobile,
  otherQuery,
});
/** The free-trial forms (home and landings): level 'New lead'. */
const newLead = (v: LeadValues) => contactInfo(v, LEAD_LEVELS.landing, '');

/** What follows a sent lead: a toast (and the contact page's WhatsApp chat), or another page. */
export interface SentTools {
  toast: ReturnType<typeof useToast>;
  whatsappNumber: string | null | undefined;
}

/**
 * How each kind sends its valid values and what follows. Failure shows the
 * fixed 'Oops' toast unless the kind says otherwise; the fields stay on failure and are cleared on success.
 */
export interface LeadSender {
  send: (v: LeadValues, context: LeadContext) => Promise<unknown>;
  sent: (v: LeadValues, tools: SentTools) => void;
  /** The failure toast's text when it is not the fixed 'Oops' one: the API's message. */
  failedText?: (err: unknown) => string;
}

/** The contact-style forms' success: the thanks toast (5 s). */
const thank = (_v: LeadValues, { toast }: SentTools) => toast(LEAD_TOASTS.sent.text, { kind: 'success', ms: LEAD_TOASTS.sent.ms });
/** Forms that send a contactInfo to sendContactUsDetails. */
const contactCall = (toContactInfo: (v: LeadValues) => ContactInfo, sent: LeadSender['sent'] = thank): LeadSender => ({
  send: (v, context) => endpoints.contact(toContactInfo(v), context),
  sent,
});

/**
 * The newsletter and returns forms' failure: the API's message, or words
 * for what it could not say; never axios's own ('Request failed with status code …').
 */
const inWords = (err: unknown) => failureMessage(err, LEAD_TOASTS.failed.text);

export const SENDERS: Record<LeadKind, LeadSender> = {
  contact: contactCall(
    (v) => contactInfo(v, v.level, v.otherQuery ?? ''),
    (v, tools) => {
      thank(v, tools);
      // On a phone, the chat with the firm opens next.
      if (tools.whatsappNumber && window.innerWidth < WHATSAPP_AFTER_CONTACT_MAX_WIDTH)
        window.open(whatsappChatUrl(tools.whatsappNumber), '_blank', 'noopener,noreferrer');
    },
  ),
  'free-trial': contactCall(newLead),
  'landing-contact': contactCall(newLead),
  grievance: contactCall((v) => contactInfo(v, null, `${GRIEVANCE_PREFIX}${v.details}`)),
  // Long sales-letter landings: the welcome page next, with a 'Lead' conversion.
  'sales-lead': contactCall(
    (v) => contactInfo(v, LEAD_LEVELS.salesLetter, ''),
    (v) => {
      rememberVisitor({ name: v.name, phone: v.mobile });
      trackEvent('Lead');
      void navigate(WELCOME_PATH);
    },
  ),
  // Returns landing: the WhatsApp community.
  whatsapp: {
    send: (v, context) => endpoints.whatsappLead({ name: v.name, country: v.country, phone: v.phone }, context),
    // The number in international form for the welcome page: the parser is in the validation's
    // chunk, which checking the number has loaded already.
    sent: (v) =>
      void import(/* webpackChunkName: "lead-validation" */ './lead-validation').then(({ internationalPhone }) => {
        rememberVisitor({ name: v.name, phone: internationalPhone(v.country, v.phone) });
        void navigate(WELCOME_PATH);
      }),
    failedText: inWords,
  },
  newsletter: {
    send: (v, context) => endpoints.newsletter({ name: v.name, email: v.email }, context),
    // The welcome questionnaire's newsletter flavour sends its answers with this name and email.
    sent: (v) => {
      rememberVisitor({ name: v.name, email: v.email });
      void navigate(NEWSLETTER_WELCOME_PATH);
    },
    failedText: inWords,
  },
};
