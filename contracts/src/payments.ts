/**
 * Paying for a plan (issue 10, DESIGN "payments"): the checkout and verification calls, the
 * instalment rule they charge, and the messages the client and the server share.
 */
import * as yup from 'yup';

/** SEBI: fees at most one year in advance, so a plan of N years is charged in N yearly instalments. */
export const planYears = (months: number): number => Math.max(1, Math.ceil(months / 12));

/**
 * What one checkout charges for a plan, in paise: the instalment an editor set on the plan (rupees),
 * else the price divided by the plan's years, rounded to the paisa.
 */
export function instalmentPaise(plan: { price: number; months: number; instalmentAmount?: number | null }): number {
  if (plan.instalmentAmount != null && plan.instalmentAmount > 0) return Math.round(plan.instalmentAmount * 100);
  return Math.round((plan.price * 100) / planYears(plan.months));
}

/** The problem with an instalment amount an editor typed for a plan, or null (checked where the plan is saved). */
export function instalmentProblem(plan: { price?: number | null; instalmentAmount?: number | null }): string | null {
  const amount = plan.instalmentAmount;
  if (amount === undefined || amount === null) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
    return 'Instalment amount must be a whole number of rupees, 1 or more.';
  if (typeof plan.price === 'number' && amount > plan.price) return 'Instalment amount cannot be more than the plan’s price.';
  return null;
}

export const PAYMENT_MESSAGES = {
  acceptTerms: 'Please accept the Most Important Terms and Conditions and the Terms and Conditions to continue.',
  notConfigured: 'Payments are not configured.',
  planNotFound: 'Some Error Occured !! ',
  dismissed: 'Payment cancelled: you have not been charged.',
  failed: 'The payment did not go through. You have not been charged; please try again.',
} as const;

/** POST /api/Orders/checkout. */
export interface CheckoutRequest {
  /** The plan's id, as getplanslist gives it. */
  plan: string;
  acceptTerms: true;
}
export const checkoutRequestSchema = yup.object({
  plan: yup.string().trim().required('plan is required.').max(100, 'plan is too long.'),
  acceptTerms: yup
    .boolean()
    .typeError(PAYMENT_MESSAGES.acceptTerms)
    .oneOf([true], PAYMENT_MESSAGES.acceptTerms)
    .required(PAYMENT_MESSAGES.acceptTerms),
});

/** Its answer: the Razorpay order the server created, in paise. `demo`: no Razorpay, the labelled demo checkout. */
export interface CheckoutAnswer {
  order_id: string;
  amount: number;
  currency: string;
  key: string;
  plan: { id: string; name: string; months: number; price: number };
  demo: boolean;
  /** Razorpay Checkout's script (RAZORPAY_CHECKOUT_URL); the site's CSP must allow its origin. */
  checkoutScript: string;
}

/** What Razorpay Checkout hands the page on success; POST /api/Orders takes it with the spec's fields. */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
export interface RecordOrderRequest extends PaymentResult {
  amount?: number;
  razorpay_id?: string;
  plan?: string;
  gWSUserId?: number;
}
/** POST /api/Orders's answer. */
export interface OrderAnswer {
  id: number;
  amount: number;
  razorpay_id: string;
  plan: string | null;
  gWSUserId: number;
}
