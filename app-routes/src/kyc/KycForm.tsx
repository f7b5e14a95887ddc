/**
 * The KYC form: PAN, name as on the PAN, date of birth, address, its state and consent, checked by the same
 * rule as POST /api/GWSUsers/kyc (contracts' kycRequestSchema), each field's message tied to it for
 * assistive technology; submitting with errors focuses the first. The purchase flow's KYC step and
 * My Account's KYC section both use it.
 */
import * as React from 'react';
import { GST_STATES, GST_STATE_CODES, KYC_LIMITS, KYC_TEXTS as T, kycRequestSchema, type KycAnswer, type KycRequest } from 'contracts';
import { endpoints } from '../api/lazy-endpoints';
import { failureMessage } from '../api/errors';
import Field from '../ui/Field';
import { useSchemaForm } from '../ui/useSchemaForm';

const EMPTY: KycRequest = { pan: '', nameOnPan: '', dateOfBirth: '', address: '', state: undefined, consent: false };

export interface KycFormProps {
  /** Prefixes the fields' ids (two forms may be on one page). */
  idPrefix: string;
  submitLabel: string;
  onSaved: (record: KycAnswer) => void;
  /** A Cancel button beside the submit one (the purchase flow's dialog). */
  onCancel?: () => void;
}

export default function KycForm({ idPrefix, submitLabel, onSaved, onCancel }: KycFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<KycRequest>(kycRequestSchema, EMPTY);
  const [problem, setProblem] = React.useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  const save = async (form: KycRequest) => {
    setProblem(null);
    try {
      onSaved(await endpoints.submitKyc(form));
    } catch (err) {
      setProblem(failureMessage(err, T.failed));
    }
  };

  const consentError = errors.consent?.message;
  const stateError = errors.state?.message;
  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={T.title}>
      <Field
        id={id('pan')}
        label={T.pan}
        hint={T.panHint}
        registration={register('pan')}
        error={errors.pan}
        autoComplete="off"
        maxLength={10}
        required
      />
      <Field
        id={id('name')}
        label={T.nameOnPan}
        registration={register('nameOnPan')}
        error={errors.nameOnPan}
        autoComplete="name"
        required
      />
      <Field
        id={id('dob')}
        label={T.dateOfBirth}
        type="date"
        registration={register('dateOfBirth')}
        error={errors.dateOfBirth}
        autoComplete="bday"
        required
      />
      <Field
        id={id('address')}
        label={T.address}
        as="textarea"
        registration={register('address')}
        error={errors.address}
        autoComplete="street-address"
        maxLength={KYC_LIMITS.addressMax}
        required
      />
      <div className="mb-3">
        <label htmlFor={id('state')} className="form-label fw-semibold">
          {T.state}
        </label>
        <select
          id={id('state')}
          className={`form-select${stateError ? ' is-invalid' : ''}`}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={[id('state-hint'), stateError && id('state-error')].filter(Boolean).join(' ')}
          autoComplete="address-level1"
          {...register('state')}
        >
          <option value="">{T.stateNone}</option>
          {/* The GST state code is the value: the invoice's place of supply. */}
          {GST_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {GST_STATES[code]}
            </option>
          ))}
        </select>
        <div id={id('state-hint')} className="form-text">
          {T.stateHint}
        </div>
        {stateError && (
          <div id={id('state-error')} className="invalid-feedback d-block">
            {stateError}
          </div>
        )}
      </div>
      <div className="form-check mb-3">
        <input
          id={id('consent')}
          type="checkbox"
          className={`form-check-input${consentError ? ' is-invalid' : ''}`}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? id('consent-error') : undefined}
          {...register('consent')}
        />
        <label htmlFor={id('consent')} className="form-check-label">
          {T.consent}
        </label>
        {consentError && (
          <div id={id('consent-error')} className="invalid-feedback d-block">
            {consentError}
          </div>
        )}
      </div>
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={isSubmitting}>
            {T.cancel}
          </button>
        )}
        <button type="submit" className="btn btn-success" disabled={isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {isSubmitting ? T.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
