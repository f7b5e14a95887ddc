/**
 * Whether a payment the browser reports has really been taken for an order. Razorpay's own record
 * of it must be for this order and its full amount, and captured: an `authorized` payment is money
 * only reserved on the card, which Razorpay releases back to the client unless it is captured (and
 * which the client's bank may still decline to settle), so it never starts a plan as it is. It is
 * captured here, in full; if that cannot be done now (Razorpay down: a 502) the call can be
 * retried, and Razorpay's `payment.captured` webhook records it too once it is captured.
 */
import type { Gateway } from './gateway';
import type { OrderRecord } from './services/order';

export async function capturedFor(
  provider: Pick<Gateway, 'fetchPayment' | 'capturePayment'>,
  order: Pick<OrderRecord, 'razorpay_order_id' | 'amount'>,
  paymentId: string,
): Promise<boolean> {
  let payment = await provider.fetchPayment(paymentId);
  // The demo gateway, or a key secret alone: the signature is all there is to check.
  if (!payment) return true;
  if (payment.order_id !== order.razorpay_order_id || payment.amount !== order.amount) return false;
  if (payment.status === 'authorized' && provider.capturePayment)
    payment = await provider.capturePayment(paymentId, order.amount, payment.currency || 'INR');
  return payment.status === 'captured' && payment.order_id === order.razorpay_order_id && payment.amount === order.amount;
}
