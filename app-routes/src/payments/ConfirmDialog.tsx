import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatINR, longDay, PAGE_SLUGS, pagePath, type Plan } from 'contracts';
import PayFooter from './PayFooter';
import type { InstalmentDue } from './Purchase';

/** Where the Most Important Terms and Conditions (their own page, /mitc) and the full terms are. */
const MITC_HREF = pagePath(PAGE_SLUGS.mitc);
const TERMS_HREF = pagePath(PAGE_SLUGS.terms);

/** Plan, amount charged now and the terms to accept, before anything is charged. */
export default function ConfirmDialog({
  plan,
  instalment,
  titleId,
  onCancel,
  onPay,
}: {
  plan: Plan;
  instalment?: InstalmentDue;
  titleId: string;
  onCancel: () => void;
  onPay: (plan: Plan) => Promise<string | void>;
}) {
  const [accepted, setAccepted] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const now = (plan.instalment ?? plan.price * 100) / 100;
  const instalments = now < plan.price ? Math.ceil(plan.price / now) : 1;
  return (
    <Modal show onHide={sending ? undefined : onCancel} centered aria-labelledby={`${titleId}-confirm`} backdrop="static">
      <Modal.Header closeButton={!sending}>
        <Modal.Title id={`${titleId}-confirm`}>
          {instalment ? `Pay your next instalment of ${plan.name}` : `Subscribe to ${plan.name}`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-3">
          <dt className="col-6">Plan</dt>
          <dd className="col-6 text-end">
            {plan.name} ({plan.months} months)
          </dd>
          <dt className="col-6">Charged now</dt>
          <dd className="col-6 text-end fw-bold" data-testid="amount-now">
            {formatINR(now)}
          </dd>
          {instalment && (
            <>
              <dt className="col-6">Due</dt>
              <dd className="col-6 text-end">{longDay(instalment.date)}</dd>
            </>
          )}
          {instalments > 1 && !instalment && (
            <>
              <dt className="col-6">Plan price</dt>
              <dd className="col-6 text-end">
                {formatINR(plan.price)}, in {instalments} yearly instalments
              </dd>
            </>
          )}
        </dl>
        <div className="form-check">
          <input
            id={`${titleId}-terms`}
            className="form-check-input"
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor={`${titleId}-terms`} className="form-check-label">
            I have read and accept the{' '}
            <a href={MITC_HREF} target="_blank" rel="noopener">
              Most Important Terms and Conditions
            </a>{' '}
            and the{' '}
            <a href={TERMS_HREF} target="_blank" rel="noopener">
              Terms and Conditions
            </a>
            .
          </label>
        </div>
        {problem && (
          <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-problem">
            {problem}
          </div>
        )}
      </Modal.Body>
      <PayFooter
        label={sending ? 'Opening the checkout…' : `Pay ${formatINR(now)}`}
        sending={sending}
        disabled={!accepted}
        onCancel={onCancel}
        onPay={async () => {
          setSending(true);
          setProblem(null);
          const failed = await onPay(plan);
          if (failed) {
            setProblem(failed);
            setSending(false);
          }
        }}
      />
    </Modal>
  );
}
