import * as React from 'react';
import { graphql, navigate } from 'gatsby';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
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
  MOBILE_MAX_LENGTH,
  NEWSLETTER_WELCOME_PATH,
  OTHER_LEVEL,
  WELCOME_PATH,
  WHATSAPP_AFTER_CONTACT_MAX_WIDTH,
  type ContactInfo,
  type LeadContext,
  type LeadKind,
} from 'contracts';
// The API client loads when a lead is first sent (static pages ship without it).
import { endpoints } from 'app-routes/src/api/lazy-endpoints';
import { rawErrorMessage } from 'app-routes/src/api/errors';
import { useToast } from 'app-routes/src/ui/toasts';
import { isFilled } from '../../lib/cms-data';
import { whatsappChatUrl } from '../../lib/format';
import { leadContext } from '../../lib/lead-context';
import { useLive } from '../../lib/deferred-hydration';
import { trackEvent } from '../../lib/tracking';
import { rememberVisitor } from '../../lib/visitor';
import * as styles from './LeadForm.module.scss';

export type LeadFormSection = Queries.LeadFormSectionFragment;

/** Values of any lead form: every field is a string (the kind's schema decides which exist). */
type LeadValues = Record<string, string>;

interface FieldSpec {
  name: string;
  label: string;
  control?: 'input' | 'select' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Options of a select, as [value, text]; the first, empty one is the prompt. */
  options?: readonly (readonly [string, string])[];
  /** Options that editors keep in the CMS (Lead forms), appended to `options`. */
  cmsOptions?: (content: LeadForms) => readonly { value: string; label: string }[];
  /** Bootstrap grid column classes of the field. */
  col?: string;
  /** Mobile number: numeric keypad, at most 10 characters. */
  mobile?: boolean;
  /** Show a "n/10" character counter under a mobile field. */
  counter?: boolean;
  optional?: boolean;
  /** Fields shown only for some answers (the contact form's free text for Other). */
  visibleWhen?: (values: LeadValues) => boolean;
}

const NAME: FieldSpec = { name: 'name', label: 'Name', autoComplete: 'name' };
const email = (label = 'Email', col = 'col-md-6'): FieldSpec => ({ name: 'email', label, type: 'email', autoComplete: 'email', col });
const mobile = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: 'mobile',
  label: 'Mobile Number',
  type: 'tel',
  autoComplete: 'tel-national',
  mobile: true,
  col: 'col-md-6',
  ...extra,
});

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
  /** The failure toast's text when it is not the fixed 'Oops' one: the raw error (spec §8). */
  failedText?: (err: unknown) => string;
}

/** The contact-style forms' success: the thanks toast (5 s). */
const thank = (_v: LeadValues, { toast }: SentTools) => toast(LEAD_TOASTS.sent.text, { kind: 'success', ms: LEAD_TOASTS.sent.ms });
/** Forms that send a contactInfo to sendContactUsDetails. */
const contactCall = (toContactInfo: (v: LeadValues) => ContactInfo, sent: LeadSender['sent'] = thank): LeadSender => ({
  send: (v, context) => endpoints.contact(toContactInfo(v), context),
  sent,
});

/** The raw error (spec §8): the API's message, else the request's own ('Network Error'). */

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
    failedText: rawErrorMessage,
  },
  newsletter: {
    send: (v, context) => endpoints.newsletter({ name: v.name, email: v.email }, context),
    // The welcome questionnaire's newsletter flavour sends its answers with this name and email.
    sent: (v) => {
      rememberVisitor({ name: v.name, email: v.email });
      void navigate(NEWSLETTER_WELCOME_PATH);
    },
    failedText: rawErrorMessage,
  },
};

/**
 * The kind's validation, loaded on first use (lead-validation.ts: yup and the schemas stay out of
 * the page's first load). react-hook-form awaits a resolver, so the form behaves as with the schema
 * at hand; `preload` starts the load as soon as the visitor enters the form.
 */
function lazyResolver(kind: LeadKind): { resolver: Resolver<LeadValues>; preload: () => void } {
  let loaded: Promise<Resolver<LeadValues>> | null = null;
  const load = () => (loaded ??= import(/* webpackChunkName: "lead-validation" */ './lead-validation').then((m) => m.leadResolver(kind)));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}

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
  const [validation] = React.useState(() => lazyResolver(kind));
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
            <Field
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

function Field({
  spec,
  id,
  register,
  errors,
  length,
}: {
  spec: FieldSpec;
  id: string;
  register: UseFormRegister<LeadValues>;
  errors: FieldErrors<LeadValues>;
  length: number;
}) {
  const error = errors[spec.name]?.message;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [spec.counter && counterId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    required: !spec.optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...register(spec.name),
  };
  const invalid = error ? ' is-invalid' : '';

  let control: React.ReactNode;
  if (spec.control === 'select') {
    control = (
      <select className={`form-select${invalid}`} autoComplete={spec.autoComplete} {...common}>
        {spec.options?.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  } else if (spec.control === 'textarea') {
    control = <textarea className={`form-control${invalid}`} rows={4} {...common} />;
  } else {
    control = (
      <input
        className={`form-control${invalid}`}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        {...(spec.mobile ? { inputMode: 'numeric' as const, maxLength: MOBILE_MAX_LENGTH } : {})}
        {...common}
      />
    );
  }

  return (
    <div className={spec.col ? `col-12 ${spec.col}` : 'col-12'}>
      <label htmlFor={id} className="form-label">
        {spec.label}
        {spec.optional && <span className="text-body-secondary fw-normal"> (optional)</span>}
      </label>
      {control}
      {(error || spec.counter) && (
        <div className={styles.help}>
          {error ? (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          ) : (
            <span />
          )}
          {spec.counter && (
            <div id={counterId} className={`form-text ${styles.counter}`}>
              {length}/{MOBILE_MAX_LENGTH}
              <span className="visually-hidden"> characters</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
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
