/** What the buyer sees once the server has recorded the payment. */
import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { APP_ROUTES, lastPaidDay, longDay } from 'contracts';

/** The persistent thank-you dialog: it stays until the subscriber goes to My Account. */
export function ThankYou({ plan, titleId }: { plan: string; titleId: string }) {
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby={`${titleId}-thanks`}>
      <Modal.Header>
        <Modal.Title id={`${titleId}-thanks`}>Thank you for subscribing!</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">Your payment for the {plan} plan is confirmed. Your stock recommendations are in My Account.</p>
      </Modal.Body>
      <Modal.Footer>
        <a className="btn-cta" href={APP_ROUTES.myAccount}>
          Go to My Account
        </a>
      </Modal.Footer>
    </Modal>
  );
}

/** After an instalment: the day the plan is now paid through. */
export function InstalmentPaid({
  plan,
  paidThrough,
  titleId,
  onClose,
}: {
  plan: string;
  paidThrough: string | null;
  titleId: string;
  onClose: () => void;
}) {
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby={`${titleId}-thanks`}>
      <Modal.Header>
        <Modal.Title id={`${titleId}-thanks`}>Thank you for your payment!</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" data-testid="paid-through-now">
          Your instalment for the {plan} plan is confirmed.
          {paidThrough ? ` Your plan is now paid through ${longDay(lastPaidDay(paidThrough))}.` : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn-cta" onClick={onClose}>
          Back to My Account
        </button>
      </Modal.Footer>
    </Modal>
  );
}
