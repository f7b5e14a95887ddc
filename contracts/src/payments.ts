/**
 * Paying for a plan: the checkout and verification calls, the
 * instalment rule they charge, and the messages the client and the server share.
 */

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

/**
 * How many checkouts (each creates a Razorpay order with the firm's key) a signed-in account and
 * a client address may start in a window, times RATE_LIMIT_FACTOR. A buyer who retries or
 * switches plans a few times stays far below; a script looping over the call does not.
 */
export const CHECKOUT_LIMITS = { windowSeconds: 600, perAccount: 10, perClient: 30 } as const;

export const PAYMENT_MESSAGES = {
  acceptTerms: 'Please accept the Most Important Terms and Conditions and the Terms and Conditions to continue.',
  notConfigured: 'Payments are not configured.',
  planNotFound: 'Some Error Occured !! ',
  dismissed: 'Payment cancelled: you have not been charged.',
  failed: 'The payment did not go through. You have not been charged; please try again.',
  /** Razorpay Checkout's script could not load or start (blocked, offline, too slow): shown in the confirmation, which stays open. */
  windowFailed: (supportEmail: string) => `The payment window could not be opened. Please try again, or contact us at ${supportEmail}.`,
  /** Checkout of the next instalment before its renewal window (409). */
  notYetDue: (payableFrom: string) => `Your next instalment is not due yet: it can be paid from ${longDay(payableFrom)}.`,
  /** Checkout of a plan whose every instalment is paid (409). */
  paidInFull: 'Your plan is paid in full: there is no instalment left to pay.',
  /** Checkout of another plan while a paid one runs (409). */
  otherPlan: 'You already have a paid plan running. You can choose another plan once it ends.',
  /** A checkout that would take the client over SEBI's yearly fee cap (422). */
  feeCap:
    'SEBI limits the fees a research analyst may collect from a client to ₹1,51,000 per financial year (April to March). This payment would take you over that limit, so it cannot be made now.',
  /** A payment taken but not applied to the plan (the cap was reached, or the instalment paid, meanwhile) (409). */
  notApplied:
    'Your payment was received, but it could not be applied to your plan because that instalment is already paid or it would exceed the yearly fee limit. Our support team will refund it in full.',
} as const;

/** Indian-style rupee amounts: 150000 → "₹1,50,000". */
export const formatINR = (amount: number): string => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;

const groupedRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Paise as rupees with Indian digit grouping: 15100000 → '₹1,51,000.00'. Integer arithmetic: exact for any amount. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  const whole = Math.abs(paise);
  return `${sign}₹${groupedRupees.format(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** A calendar day ('YYYY-MM-DD') plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = String(day).slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day a subscription's `paidThrough` (the first day it no longer covers) pays for. */
export const lastPaidDay = (paidThrough: string): string => addDays(paidThrough, -1);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2027-03-15' → '15 March 2027' (a calendar day, no time zone). */
export function longDay(day: string): string {
  const [y, m, d] = String(day).slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** POST /api/Orders/checkout. */
export interface CheckoutRequest {
  /** The plan's id, as getplanslist gives it. */
  plan: string;
  acceptTerms: true;
}

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

/** What Razorpay Checkout hands the page on success; POST /api/Orders takes it with the app's fields. */
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

/** India's GST on the firm's fees (intra-state supply): CGST 9% + SGST 9% of the taxable value. */
export const GST_RATE_PERCENT = { cgst: 9, sgst: 9 } as const;

/** A GST-inclusive amount split into its taxable value and taxes, in paise; the parts sum to the total. */
export interface GstBreakdown {
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
}

/**
 * The GST inside a fee (prices are GST-inclusive): taxable value = total ÷ 1.18, the rest is tax,
 * halved into CGST and SGST. Paise are whole, so the taxable value is rounded to the nearest paisa
 * that leaves an even tax (CGST and SGST are the same rate and must show the same amount); the
 * parts always add up to the amount paid, and each is within a paisa of the exact share.
 */
export function gstBreakdown(amountPaise: number): GstBreakdown {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`gstBreakdown: ${amountPaise} is not a whole number of paise`);
  const rate = GST_RATE_PERCENT.cgst + GST_RATE_PERCENT.sgst;
  const exactTax = (amountPaise * rate) / (100 + rate);
  const low = 2 * Math.floor(exactTax / 2);
  // The even tax nearest the exact one (ties to the lower: the client is charged no more than due).
  const tax = exactTax - low <= 1 ? low : low + 2;
  return { taxable: amountPaise - tax, cgst: tax / 2, sgst: tax / 2, total: amountPaise };
}

/**
 * Invoice numbers run from 1 in each Indian financial year (April–March); an order stores one as
 * the year's first calendar year × INVOICE_SERIALS_PER_YEAR + the serial (cms/src/api/order/invoice.ts).
 */
export const INVOICE_SERIALS_PER_YEAR = 1_000_000;

/** An invoice's PDF file name, from its printed number: '2026-27/000042' → 'invoice-2026-27-000042.pdf'. */
export const invoiceFilename = (printed: string) => `invoice-${printed.replace('/', '-')}.pdf`;

/** GET /api/Orders/{id}/invoice: the order's invoice PDF (its client or an administrator). */
export const invoicePath = (orderId: number) => `/Orders/${orderId}/invoice`;

/** A stored invoice number as printed: 2026000042 → '2026-27/000042'. */
export function formatInvoiceNumber(stored: number): string {
  const year = Math.floor(stored / INVOICE_SERIALS_PER_YEAR);
  const serial = stored % INVOICE_SERIALS_PER_YEAR;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}/${String(serial).padStart(6, '0')}`;
}
