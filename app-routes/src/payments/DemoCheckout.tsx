import * as React from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatINR, type CheckoutAnswer } from 'contracts';
import PayFooter from './PayFooter';

/** No Razorpay keys outside production: a checkout that says what it is, paid through the same server checks. */
export default function DemoCheckout({
  order,
  titleId,
  onPay,
  onCancel,
}: {
  order: CheckoutAnswer;
  titleId: string;
  onPay: () => void;
  onCancel: () => void;
}) {
  const [sending, setSending] = React.useState(false);
  return (
    <Modal show onHide={sending ? undefined : onCancel} centered aria-labelledby={`${titleId}-demo`} backdrop="static">
      <Modal.Header closeButton={!sending}>
        <Modal.Title id={`${titleId}-demo`}>Demo checkout</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="alert alert-warning mb-3" role="note">
          <strong>Demo mode: no money is charged.</strong> Payments are not set up on this server (no Razorpay keys), so this stands in for
          Razorpay Checkout. The server still verifies the payment as it would a real one.
        </p>
        <p className="mb-0">
          {order.plan.name} Subscription: <strong>{formatINR(order.amount / 100)}</strong>
        </p>
      </Modal.Body>
      <PayFooter
        label={`Pay ${formatINR(order.amount / 100)} (demo)`}
        sending={sending}
        onCancel={onCancel}
        onPay={() => {
          setSending(true);
          onPay();
        }}
      />
    </Modal>
  );
}
