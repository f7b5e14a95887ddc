import * as React from 'react';
import { graphql } from 'gatsby';
import { useForm } from 'react-hook-form';
import SectionShell from '../ui/SectionShell';
import Consent from '../ui/Consent';
import { useSettings } from '../../hooks/useSettings';
import { useLeadForms } from '../../hooks/useLeadForms';
import { LEAD_KINDS, LEAD_TOASTS, type LeadKind } from 'contracts';
import { useToast } from 'app-routes';
import { isFilled } from '../../lib/cms-data';
import { leadContext } from '../../lib/lead-context';
import { useLive } from '../../lib/deferred-hydration';
import { lazyResolver } from './lazy-resolver';
import LeadField, { type FieldSpec, type LeadValues } from './LeadField';
import { FIELDS, defaultValues, withCmsOptions } from './lead-fields';
import { SENDERS } from './lead-senders';
import * as styles from './LeadForm.module.scss';

export type LeadFormSection = Queries.LeadFormSectionFragment;

const isLeadKind = (kind: string | null): kind is LeadKind => LEAD_KINDS.some((k) => k === kind);

/** A lead-capture form; its fields and messages depend on section.kind. */
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
  /** Sends the lead; fields stay on failure, reset on success. */
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

export const query = graphql`
  fragment LeadFormSection on STRAPI__COMPONENT_SECTIONS_LEAD_FORM {
    anchor
    heading
    intro
    kind
    buttonLabel
  }
`;
