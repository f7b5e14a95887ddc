/**
 * Razorpay's signatures, checked with the official SDK's utilities: a payment's is HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, a webhook's the HMAC of its raw body.
 */
import crypto from 'crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';

/** The SDK compares lower-case hex; anything that is not 64 hex digits is refused before it. */
const normalised = (signature: string): string | null => (/^[0-9a-f]{64}$/i.test(signature) ? signature.toLowerCase() : null);

export function signatureValid(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const sig = normalised(signature);
  return !!sig && validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, sig, secret);
}

export function webhookSignatureValid(rawBody: string, signature: string, secret: string): boolean {
  const sig = normalised(signature);
  return !!sig && validateWebhookSignature(rawBody, sig, secret);
}

/** What Razorpay does on a successful payment; the demo checkout's server does it with its own secret. */
export const paymentSignature = (orderId: string, paymentId: string, secret: string): string =>
  crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
