import * as React from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  as?: 'input' | 'textarea';
  required?: boolean;
}

/** A labelled input with its hint and first error, wired for assistive technology. */
export default function Field({
  id,
  label,
  registration,
  error,
  type = 'text',
  hint,
  autoComplete,
  inputMode,
  maxLength,
  as = 'input',
  required,
}: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    // The asterisk is hidden from screen readers: they are told here instead.
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    autoComplete,
    maxLength,
    ...registration,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {as === 'textarea' ? <textarea rows={4} {...common} /> : <input type={type} inputMode={inputMode} {...common} />}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </div>
  );
}
