/**
 * The payment provider as the order service sees it: Razorpay through its official SDK (pointed
 * at RAZORPAY_API_URL), or the demo gateway that plays Razorpay's part in this process when no
 * keys are set outside production (config/payments.ts).
 */
import crypto from 'crypto';
import Razorpay from 'razorpay';
import type { Core } from '@strapi/strapi';
import { errors, httpError } from '../../lib/http';
import { PAYMENT_MESSAGES } from 'contracts';
import { paymentSignature, signatureValid } from './signature';

interface PaymentsConfig {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  apiUrl: string;
  checkoutScript: string;
  demo: boolean;
}

/** A payment as Razorpay reports it (the fields we compare with the stored order). */
export interface ProviderPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/** A refund as Razorpay reports it. */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt?: string | null;
}

export interface Gateway {
  demo: boolean;
  /** The public key the checkout opens with, and the checkout's script. */
  key: string;
  checkoutScript: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<{ id: string; currency: string }>;
  /** The payment as the provider has it, or null when the provider has nothing to add (demo). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Captures an authorized payment in full (Razorpay's `POST /v1/payments/:id/capture`) and answers
   * it as it is then; one captured meanwhile (auto-capture, another call) is answered as it is.
   * Absent where there is nothing to capture (demo).
   */
  capturePayment?(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment>;
  signatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * Refunds `amountPaise` of a payment, once per `receipt`: when the payment already has a refund
   * with that receipt (a retry after a timeout, or a cancel whose recording failed), that one is
   * answered and no second refund is made.
   */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
  /** Demo only: pays an order as Razorpay would and answers what its checkout hands the page. */
  demoPay?(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

const providerUnreachable = () =>
  httpError(502, 'BadGatewayError', 'The payment provider could not be reached. Please try again in a minute.');

/** The SDK hard-codes https://api.razorpay.com as its axios baseURL and has no host option: set it after construction. */
function razorpayClient(cfg: Required<Pick<PaymentsConfig, 'keyId' | 'keySecret'>> & PaymentsConfig): Razorpay {
  const client = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret });
  // The SDK's types do not declare its axios instance (api.rq).
  (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = cfg.apiUrl;
  return client;
}

/** The SDK rethrows HTTP errors as {statusCode, error} and lets network errors through as TypeErrors. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw providerUnreachable();
  }
}

function liveGateway(cfg: PaymentsConfig & { keyId: string; keySecret: string }): Gateway {
  const client = razorpayClient(cfg);
  return {
    demo: false,
    key: cfg.keyId,
    checkoutScript: cfg.checkoutScript,
    createOrder: (amount, receipt, notes) =>
      provider(async () => {
        const order = await client.orders.create({ amount, currency: 'INR', receipt, notes });
        return { id: order.id, currency: order.currency };
      }),
    // Here and below: the SDK types its entities apart from ours (optional fields, other unions); Provider* are the parts read.
    fetchPayment: (paymentId) => provider(async () => (await client.payments.fetch(paymentId)) as unknown as ProviderPayment),
    capturePayment: (paymentId, amount, currency) =>
      provider(async () => {
        try {
          return (await client.payments.capture(paymentId, amount, currency)) as unknown as ProviderPayment;
        } catch (err) {
          // Razorpay refuses (400) a capture of a payment no longer authorized: captured meanwhile, or failed.
          if ((err as { statusCode?: number }).statusCode !== 400) throw err;
          return (await client.payments.fetch(paymentId)) as unknown as ProviderPayment;
        }
      }),
    signatureValid: (orderId, paymentId, signature) => signatureValid(orderId, paymentId, signature, cfg.keySecret),
    refund: (paymentId, amount, receipt) =>
      provider(async () => {
        const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
        const earlier = items.find((r) => r.receipt === receipt);
        if (earlier) return earlier as unknown as ProviderRefund;
        return (await client.payments.refund(paymentId, {
          amount,
          receipt,
          notes: { reason: 'cancellation' },
        })) as unknown as ProviderRefund;
      }),
  };
}

/** One secret per process: demo payments are made and verified by the same running CMS. */
const DEMO_SECRET = crypto.randomBytes(32).toString('hex');
const demoId = (prefix: string) => `${prefix}_demo${crypto.randomBytes(7).toString('hex')}`;

const demoRefunds = new Map<string, ProviderRefund>();

const demoGateway: Gateway = {
  demo: true,
  key: 'demo',
  checkoutScript: '',
  createOrder: async () => ({ id: demoId('order'), currency: 'INR' }),
  fetchPayment: async () => null,
  signatureValid: (orderId, paymentId, signature) => signatureValid(orderId, paymentId, signature, DEMO_SECRET),
  // The demo's refunds, kept for this process like its payments, so a retried cancel answers the same refund.
  refund: async (paymentId, amount, receipt) => {
    const key = `${paymentId}|${receipt}`;
    const refund = demoRefunds.get(key) ?? { id: demoId('rfnd'), payment_id: paymentId, amount, receipt };
    demoRefunds.set(key, refund);
    return refund;
  },
  demoPay: (orderId) => {
    const paymentId = demoId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(orderId, paymentId, DEMO_SECRET),
    };
  },
};

let cached: { cfg: PaymentsConfig; gateway: Gateway | null } | null = null;

/** The gateway of this instance's configuration, or null when payments are not configured. */
export function gateway(strapi: Core.Strapi): Gateway | null {
  const cfg = strapi.config.get('payments.razorpay') as PaymentsConfig;
  if (cached?.cfg !== cfg) {
    const { keyId, keySecret } = cfg;
    cached = { cfg, gateway: keyId && keySecret ? liveGateway({ ...cfg, keyId, keySecret }) : cfg.demo ? demoGateway : null };
  }
  return cached.gateway;
}

/**
 * Who checks a payment's signature: the live key secret (set alone, it still verifies payments
 * of orders made elsewhere), or the demo gateway.
 */
export function verifier(strapi: Core.Strapi): Pick<Gateway, 'signatureValid' | 'fetchPayment' | 'capturePayment'> | null {
  const cfg = strapi.config.get('payments.razorpay') as PaymentsConfig;
  const g = gateway(strapi);
  if (g) return g;
  if (cfg.keySecret) {
    const secret = cfg.keySecret;
    return { signatureValid: (o, p, s) => signatureValid(o, p, s, secret), fetchPayment: async () => null };
  }
  return null;
}

export const notConfigured = () => new errors.ApplicationError(PAYMENT_MESSAGES.notConfigured);
