import * as React from 'react';
import { graphql, navigate } from 'gatsby';
import { useForm } from 'react-hook-form';
import SectionShell from '../ui/SectionShell';
import Consent from '../ui/Consent';
import { useSettings } from '../../hooks/useSettings';
import { useLeadForms, type LeadForms } from '../../hooks/useLeadForms';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  GRIEVANCE_PREFIX,
  LEAD_KINDS,
  LEAD_LEVELS,
  LEAD_TOASTS,
  NEWSLETTER_WELCOME_PATH,
  OTHER_LEVEL,
  WELCOME_PATH,
  WHATSAPP_AFTER_CONTACT_MAX_WIDTH,
  type ContactInfo,
  type LeadContext,
  type LeadKind,
} from 'contracts';
// The API client loads when a lead is first sent (static pages ship without it).
import { endpoints, failureMessage, useToast } from 'app-routes';
import { isFilled } from '../../lib/cms-data';
import { whatsappChatUrl } from '../../lib/format';
import { leadContext } from '../../lib/lead-context';
import { useLive } from '../../lib/deferred-hydration';
import { trackEvent } from '../../lib/tracking';
import { rememberVisitor } from '../../lib/visitor';
import { lazyResolver } from './lazy-resolver';
import LeadField, { NAME, email, mobile, type FieldSpec, type LeadValues } from './LeadField';
import * as styles from './LeadForm.module.scss';

export type LeadFormSection = Queries.LeadFormSectionFragment;

const FIELDS: Record<LeadKind, FieldSpec[]> = {
  'free-trial': [NAME, email(), mobile()],
  contact: [
    NAME,
    email(),
    mobile(),
    {
      name: 'level',
      label: 'What are you looking for?',
      control: 'select',
      options: [['', 'Select an option']],
      cmsOptions: (content) => content.contactLevels,
    },
    { name: 'otherQuery', label: 'Tell us more', control: 'textarea', optional: true, visibleWhen: (v) => v.level === OTHER_LEVEL },
  ],
  'landing-contact': [NAME, email('Email Address'), mobile()],
  whatsapp: [
    NAME,
    {
      name: 'country',
      label: 'Country code',
      control: 'select',
      col: 'col-sm-5',
      options: COUNTRIES.map((c) => [c.code, `${c.name} (${c.dial})`] as const),
    },
    mobile({ name: 'phone', col: 'col-sm-7' }),
  ],
  newsletter: [NAME, email()],
  grievance: [
    NAME,
    email('Subscription Email'),
    mobile({ counter: true }),
    { name: 'details', label: 'Grievance details', control: 'textarea' },
  ],
  'sales-lead': [NAME, mobile(), email()],
};

const defaultValues = (fields: FieldSpec[]): LeadValues =>
  Object.fromEntries(fields.map((f) => [f.name, f.name === 'country' ? DEFAULT_COUNTRY : '']));

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
interface SentTools {
  toast: ReturnType<typeof useToast>;
  whatsappNumber: string | null | undefined;
}

/**
 * How each kind sends its valid values and what follows (spec §4, §7, §8). Failure shows the
 * fixed 'Oops' toast unless the kind says otherwise; the fields stay on failure and are cleared on success.
 */
interface LeadSender {
  send: (v: LeadValues, context: LeadContext) => Promise<unknown>;
  sent: (v: LeadValues, tools: SentTools) => void;
  /** The failure toast's text when it is not the fixed 'Oops' one: the API's message (spec §8). */
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
 * The newsletter and returns forms' failure (spec §8's "raw error"): the API's message, or words
 * for what it could not say; never axios's own ('Request failed with status code …').
 */
const inWords = (err: unknown) => failureMessage(err, LEAD_TOASTS.failed.text);

const SENDERS: Record<LeadKind, LeadSender> = {
  contact: contactCall(
    (v) => contactInfo(v, v.level, v.otherQuery ?? ''),
    (v, tools) => {
      thank(v, tools);
      // On a phone, the chat with the firm opens next (spec §4).
      if (tools.whatsappNumber && window.innerWidth < WHATSAPP_AFTER_CONTACT_MAX_WIDTH)
        window.open(whatsappChatUrl(tools.whatsappNumber), '_blank', 'noopener,noreferrer');
    },
  ),
  'free-trial': contactCall(newLead),
  'landing-contact': contactCall(newLead),
  grievance: contactCall((v) => contactInfo(v, null, `${GRIEVANCE_PREFIX}${v.details}`)),
  // Long sales-letter landings: the welcome page next, with a 'Lead' conversion (spec §4).
  'sales-lead': contactCall(
    (v) => contactInfo(v, LEAD_LEVELS.salesLetter, ''),
    (v) => {
      rememberVisitor({ name: v.name, phone: v.mobile });
      trackEvent('Lead');
      void navigate(WELCOME_PATH);
    },
  ),
  // Returns landing: the WhatsApp community (spec §2.6, §4).
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

const isLeadKind = (kind: string | null): kind is LeadKind => LEAD_KINDS.some((k) => k === kind);

/** A lead-capture form; its fields and messages depend on section.kind (spec §2.3-2.8, §5). */
export default function LeadForm({ section, index }: { section: LeadFormSection; index: number }) {
  // A kind the site has no form for renders nothing (the CMS offers the same list).
  if (!isFilled(section, 'heading', 'buttonLabel') || !isLeadKind(section.kind)) return null;
  const fields = FIELDS[section.kind];
  return (
    <SectionShell anchor={section.anchor} heading={section.heading} intro={section.intro} tone="muted">
      <LeadFormBody
        kind={section.kind}
        fields={fields}
        buttonLabel={section.buttonLabel}
        label={section.heading}
        idPrefix={`lead-${index}`}
      />
    </SectionShell>
  );
}

function LeadFormBody({
  kind,
  fields,
  buttonLabel,
  label,
  idPrefix,
}: {
  kind: LeadKind;
  fields: FieldSpec[];
  buttonLabel: string;
  label: string;
  idPrefix: string;
}) {
  const [validation] = React.useState(() => lazyResolver(() => kind));
  const live = useLive();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaultValues(fields),
  });
  const values = watch();
  const { firmName, whatsappNumber } = useSettings();
  const content = useLeadForms();
  const toast = useToast();

  const sender = SENDERS[kind];
  /** Sends the lead; fields stay on failure, reset on success (spec §4, §8). */
  const send = async (v: LeadValues) => {
    try {
      await sender.send(v, leadContext(content.consentText));
    } catch (err) {
      console.error('[lead-form] sending failed', err);
      const failed = sender.failedText ? { text: sender.failedText(err), ms: LEAD_TOASTS.rawError.ms } : LEAD_TOASTS.failed;
      toast(failed.text, { kind: 'error', ms: failed.ms });
      return;
    }
    reset();
    sender.sent(v, { toast, whatsappNumber });
  };

  return (
    <form
      method="post"
      className={`card-soft ${styles.card}`}
      onSubmit={handleSubmit(send)}
      onFocus={validation.preload}
      noValidate
      aria-label={label}
    >
      <div className="row g-3">
        {fields
          .filter((f) => !f.visibleWhen || f.visibleWhen(values))
          .map((f) => (
            <LeadField
              key={f.name}
              spec={withCmsOptions(f, content)}
              id={`${idPrefix}-${f.name}`}
              register={register}
              errors={errors}
              length={values[f.name]?.length ?? 0}
            />
          ))}
      </div>
      {/* Disabled until the form is live: it also keeps Enter in a field from sending it early. */}
      <button type="submit" className={`btn-cta ${styles.submit}`} disabled={isSubmitting || !live}>
        {isSubmitting ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Saving
          </>
        ) : (
          buttonLabel
        )}
      </button>
      <Consent
        className={`small mb-0 ${styles.consent}`}
        text={content.consentText}
        firmName={firmName}
        linkLabel={content.consentPageLabel}
        linkHref={content.consentPageHref}
      />
    </form>
  );
}

/** The field with its CMS options (value → option value, label → option text) after its own. */
function withCmsOptions(spec: FieldSpec, content: LeadForms): FieldSpec {
  if (!spec.cmsOptions) return spec;
  return { ...spec, options: [...(spec.options ?? []), ...spec.cmsOptions(content).map((o) => [o.value, o.label] as const)] };
}

export const query = graphql`
  fragment LeadFormSection on STRAPI__COMPONENT_SECTIONS_LEAD_FORM {
    anchor
    heading
    intro
    kind
    buttonLabel
  }
`;
