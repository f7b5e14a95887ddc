/** Razorpay's payment signature check (HMAC-SHA256 of order_id|payment_id with the key secret). */
import { expect, test } from '@jest/globals';
import crypto from 'crypto';
import { signatureValid } from '../signature';

const SECRET = 'test-key-secret';
const sign = (orderId: string, paymentId: string, secret = SECRET) =>
  crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

test('a signature made with the key secret over order_id|payment_id checks out', () => {
  expect(signatureValid('order_1', 'pay_1', sign('order_1', 'pay_1'), SECRET)).toBe(true);
  expect(signatureValid('order_1', 'pay_1', sign('order_1', 'pay_1').toUpperCase(), SECRET)).toBe(true);
});

test('another secret, order or payment does not', () => {
  expect(signatureValid('order_1', 'pay_1', sign('order_1', 'pay_1', 'another-secret'), SECRET)).toBe(false);
  expect(signatureValid('order_2', 'pay_1', sign('order_1', 'pay_1'), SECRET)).toBe(false);
  expect(signatureValid('order_1', 'pay_2', sign('order_1', 'pay_1'), SECRET)).toBe(false);
});

test('the separator is part of what is signed: ids cannot be shifted across it', () => {
  expect(signatureValid('order_1|pay', '_1', sign('order_1', 'pay_1'), SECRET)).toBe(false);
});

test('a signature of the wrong length or not hex is refused without throwing', () => {
  const good = sign('order_1', 'pay_1');
  expect(signatureValid('order_1', 'pay_1', good.slice(0, 62), SECRET)).toBe(false);
  expect(signatureValid('order_1', 'pay_1', `${good}00`, SECRET)).toBe(false);
  expect(signatureValid('order_1', 'pay_1', 'z'.repeat(64), SECRET)).toBe(false);
  expect(signatureValid('order_1', 'pay_1', '', SECRET)).toBe(false);
});
