import * as React from 'react';
import Modal from 'react-bootstrap/Modal';

/** Cancel, and the button that pays (pressed once: it stays disabled while the payment is under way). */
export default function PayFooter(props: { label: string; sending: boolean; disabled?: boolean; onCancel: () => void; onPay: () => void }) {
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel} disabled={props.sending}>
        Cancel
      </button>
      <button type="button" className="btn-cta" disabled={props.disabled || props.sending} aria-busy={props.sending} onClick={props.onPay}>
        {props.label}
      </button>
    </Modal.Footer>
  );
}
