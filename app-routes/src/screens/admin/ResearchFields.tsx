/**
 * The research fields of a call, an update or an amendment, in the admin's forms: action, entry
 * range, target, stop-loss, horizon and, for a full call, rationale, analyst and disclosures. The
 * forms check them with the contract's schemas, so they word a problem as the API does.
 */
import * as React from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { DISCLOSURE_FLAGS, DISCLOSURE_LABELS, RESEARCH_ACTIONS } from 'contracts';
import Field from '../../ui/Field';

interface Props<V extends FieldValues> {
  id: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** Rationale, analyst and disclosures too (a new call); otherwise the action and the figures only. */
  full?: boolean;
}

const PRICES = [
  ['entryLow', 'Entry low (₹)'],
  ['entryHigh', 'Entry high (₹)'],
  ['target', 'Target (₹)'],
  ['stopLoss', 'Stop-loss (₹)'],
] as const;

export default function ResearchFields<V extends FieldValues>({ id, register, errors, full }: Props<V>) {
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name] as never;
  const reg = (name: string) => register(name as Path<V>);
  const actionError = (errors as Record<string, { message?: string } | undefined>).action?.message;
  return (
    <fieldset className="row gx-md-4">
      <legend className="h6">Research call</legend>
      <div className="col-md-4">
        <div className="mb-3">
          <label htmlFor={`${id}-action`} className="form-label fw-semibold">
            Action
          </label>
          <select
            id={`${id}-action`}
            className={`form-select${actionError ? ' is-invalid' : ''}`}
            aria-invalid={actionError ? true : undefined}
            aria-describedby={actionError ? `${id}-action-error` : undefined}
            {...reg('action')}
          >
            <option value="">No action (plain stock)</option>
            {RESEARCH_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          {actionError && (
            <div id={`${id}-action-error`} className="invalid-feedback d-block">
              {actionError}
            </div>
          )}
        </div>
      </div>
      {PRICES.map(([name, label]) => (
        <div key={name} className="col-6 col-md-4">
          <Field id={`${id}-${name}`} label={label} inputMode="decimal" autoComplete="off" registration={reg(name)} error={err(name)} />
        </div>
      ))}
      <div className="col-6 col-md-4">
        <Field
          id={`${id}-horizon`}
          label="Horizon (months)"
          inputMode="numeric"
          autoComplete="off"
          registration={reg('horizonMonths')}
          error={err('horizonMonths')}
        />
      </div>
      {full && (
        <>
          <div className="col-12">
            <Field
              id={`${id}-rationale`}
              label="Rationale"
              as="textarea"
              hint="Markdown. Required for a call with an action."
              registration={reg('rationale')}
              error={err('rationale')}
            />
          </div>
          <div className="col-md-6">
            <Field
              id={`${id}-analyst`}
              label="Analyst"
              autoComplete="off"
              hint="The signing research analyst; empty: the default analyst of Compliance settings."
              registration={reg('analyst')}
              error={err('analyst')}
            />
          </div>
          <div className="col-12">
            <p className="fw-semibold mb-1">Disclosures</p>
            <p className="form-text mt-0">Unticked boxes take the defaults of Compliance settings.</p>
            {DISCLOSURE_FLAGS.map((flag) => (
              <div key={flag} className="form-check">
                <input id={`${id}-${flag}`} type="checkbox" className="form-check-input" {...reg(`disclosures.${flag}`)} />
                <label htmlFor={`${id}-${flag}`} className="form-check-label">
                  {DISCLOSURE_LABELS[flag]}
                </label>
              </div>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/** The research fields a form filled, as a request sends them: empty ones left out, disclosures only where ticked. */
export function researchRequest(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of ['action', 'entryLow', 'entryHigh', 'target', 'stopLoss', 'horizonMonths', 'rationale', 'analyst']) {
    const value = v[name];
    if (value !== undefined && value !== null && value !== '') out[name] = value;
  }
  const disclosures = (v.disclosures ?? {}) as Record<string, unknown>;
  const ticked = Object.fromEntries(DISCLOSURE_FLAGS.filter((f) => disclosures[f] === true).map((f) => [f, true]));
  if (Object.keys(ticked).length) out.disclosures = ticked;
  return out;
}
