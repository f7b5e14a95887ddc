import crypto from 'crypto';

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
export function signatureValid(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
