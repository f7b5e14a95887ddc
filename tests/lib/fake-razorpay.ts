/**
 * A loopback fake of Razorpay's REST API, as much of it as the product calls: `POST /v1/orders`,
 * `GET /v1/orders/:id`, `GET /v1/payments/:id`, `POST /v1/payments/:id/capture {amount, currency}`
 * (an authorized payment, for exactly its amount and currency), and refunds (`POST
 * /v1/payments/:id/refund`, `GET /v1/payments/:id/refunds`), with HTTP Basic auth by key id and
 * secret, in paise. `authorize()` plays a checkout whose payment is only authorized (the merchant
 * must capture it). `outage`
 * plays Razorpay being down: 'error' answers every API call 500, 'unreachable' drops the connection
 * without an answer. `pay()` plays the customer completing Razorpay Checkout: it records a captured payment
 * for the order and answers what the checkout hands the page, signed with the key secret as
 * Razorpay signs it. Point the CMS at it with RAZORPAY_API_URL. `POST /_fake/pay {order_id}` does
 * the same over HTTP, for tests in another process than the fake (the browser suites' stubbed
 * checkout); it is no Razorpay route.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'paid';
  notes: Record<string, string>;
}
export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured';
  captured: boolean;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'processed';
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Every refund made, oldest first. */
  refunds: FakeRefund[];
  /** Razorpay down for every /v1 call while set: a 500 ('error') or a dropped connection ('unreachable'). */
  outage: 'error' | 'unreachable' | null;
  /**
   * Milliseconds a refund's answer takes (the refund is made at once, as Razorpay makes it before
   * it answers): a slow gateway, which widens the window in which two cancels could race.
   */
  refundDelayMs: number;
  /** Requests that reached the fake, as `METHOD path`. */
  requests: string[];
  /**
   * Routes answered before the key is checked, as Razorpay Checkout's own are (fake-checkout.ts):
   * true when it answered.
   */
  publicRoute?: (req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) => boolean;
  /** The customer pays `orderId` in full (or `amount` paise): the page's {razorpay_order_id, razorpay_payment_id, razorpay_signature}. */
  pay(orderId: string, amount?: number): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** As `pay`, but Razorpay only authorizes the payment: it is money once captured (`POST /v1/payments/:id/capture`). */
  authorize(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

export const razorpaySignature = (orderId: string, paymentId: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export async function startFakeRazorpay(
  keyId = 'rzp_test_fake',
  keySecret = crypto.randomBytes(16).toString('hex'),
): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const requests: string[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      requests.push(`${req.method} ${path}`);
      if (fake.publicRoute?.(req, res, path, raw)) return;
      if (req.headers.authorization !== expectedAuth) return error(res, 401, 'The api key provided is invalid');
      let m: RegExpMatchArray | null;
      if (fake.outage && path.startsWith('/v1/')) {
        if (fake.outage === 'unreachable') return req.socket.destroy();
        return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      }
      if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
        const payment = payments.get(m[1]);
        if (!payment) return error(res, 400, 'The id provided does not exist');
        const body = JSON.parse(raw || '{}');
        const refunded = refunds.filter((r) => r.payment_id === payment.id).reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount === undefined ? payment.amount - refunded : body.amount;
        if (!Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00');
        if (amount > payment.amount - refunded) return error(res, 400, 'The refund amount provided is greater than amount captured');
        const refund: FakeRefund = {
          id: id('rfnd'),
          entity: 'refund',
          payment_id: payment.id,
          amount,
          currency: payment.currency,
          receipt: body.receipt ?? null,
          notes: body.notes ?? {},
          status: 'processed',
        };
        refunds.push(refund);
        if (fake.refundDelayMs) return void setTimeout(() => send(res, 200, refund), fake.refundDelayMs);
        return send(res, 200, refund);
      }
      if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/capture$/))) {
        const payment = payments.get(m[1]);
        if (!payment) return error(res, 400, 'The id provided does not exist');
        const body = JSON.parse(raw || '{}');
        if (payment.status !== 'authorized') return error(res, 400, 'This payment has already been captured');
        if (body.amount !== payment.amount) return error(res, 400, 'Capture amount must be equal to the amount authorized');
        if (body.currency !== payment.currency) return error(res, 400, 'The currency should be same as that of the payment');
        Object.assign(payment, { status: 'captured', captured: true });
        const order = orders.get(payment.order_id);
        if (order) order.status = 'paid';
        return send(res, 200, payment);
      }
      if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/))) {
        if (!payments.has(m[1])) return error(res, 400, 'The id provided does not exist');
        const items = refunds.filter((r) => r.payment_id === m![1]).reverse();
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      if (req.method === 'POST' && path === '/_fake/pay') {
        const orderId = JSON.parse(raw || '{}').order_id;
        return orders.has(orderId) ? send(res, 200, fake.pay(orderId)) : error(res, 400, 'The id provided does not exist');
      }
      if (req.method === 'POST' && path === '/v1/orders') {
        const body = JSON.parse(raw || '{}');
        if (!Number.isInteger(body.amount) || body.amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00');
        const order: FakeOrder = {
          id: id('order'),
          entity: 'order',
          amount: body.amount,
          currency: body.currency ?? 'INR',
          receipt: body.receipt ?? '',
          status: 'created',
          notes: body.notes ?? {},
        };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)$/))) {
        const order = orders.get(m[1]);
        return order ? send(res, 200, order) : error(res, 400, 'The id provided does not exist');
      }
      if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) {
        const payment = payments.get(m[1]);
        return payment ? send(res, 200, payment) : error(res, 400, 'The id provided does not exist');
      }
      return error(res, 404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The customer completes the checkout: a payment of the order, captured or only authorized, signed as Razorpay signs it. */
  function checkout(orderId: string, amount: number | undefined, status: FakePayment['status']) {
    const order = orders.get(orderId);
    if (!order || amount === undefined) throw new Error(`the fake has no order ${orderId}`);
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      order_id: orderId,
      amount,
      currency: order.currency,
      status,
      captured: status === 'captured',
    };
    payments.set(payment.id, payment);
    if (status === 'captured') order.status = 'paid';
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: razorpaySignature(orderId, payment.id, keySecret),
    };
  }

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    orders,
    payments,
    refunds,
    outage: null,
    refundDelayMs: 0,
    requests,
    pay(orderId, amount) {
      return checkout(orderId, amount ?? orders.get(orderId)?.amount, 'captured');
    },
    authorize(orderId) {
      return checkout(orderId, orders.get(orderId)?.amount, 'authorized');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
