/**
 * One field of the lead forms: its label, control, the first error under it and, for a
 * mobile number, the numeric keypad, the 10-character limit and the optional counter. Shared by
 * the lead forms (LeadForm.tsx) and the /welcome questionnaire when it asks who the visitor is.
 */
import * as React from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MOBILE_MAX_LENGTH } from 'contracts';
import type { LeadForms } from '../../hooks/useLeadForms';
import * as styles from './LeadForm.module.scss';

/** Values of any lead form: every field is a string (the kind's schema decides which exist). */
export type LeadValues = Record<string, string>;

export interface FieldSpec {
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

export const NAME: FieldSpec = { name: 'name', label: 'Name', autoComplete: 'name' };
export const email = (label = 'Email', col = 'col-md-6'): FieldSpec => ({
  name: 'email',
  label,
  type: 'email',
  autoComplete: 'email',
  col,
});
export const mobile = (extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: 'mobile',
  label: 'Mobile Number',
  // A text field, not tel: HTML allows autocomplete="tel-national" (the number without +91, what
  // the field takes) only on text fields; inputmode="numeric" still brings up the number keypad.
  type: 'text',
  autoComplete: 'tel-national',
  mobile: true,
  col: 'col-md-6',
  ...extra,
});

export default function LeadField({
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
  // A select without an empty prompt always holds a value, and HTML allows `required` only on a
  // select that starts with one: such a select is announced as required through ARIA instead.
  const alwaysFilled = spec.control === 'select' && spec.options?.[0]?.[0] !== '';
  const common = {
    id,
    required: !spec.optional && !alwaysFilled,
    'aria-required': !spec.optional && alwaysFilled ? true : undefined,
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
