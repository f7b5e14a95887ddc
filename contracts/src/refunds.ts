/**
 * Cancel and refund: an administrator cancels a user's subscription
 * with the pro-rata refund the terms give (the CMS's order/refund.ts), and sees a user's orders.
 * Amounts in paise.
 */

/**
 * An order's state. `paid`: Razorpay captured the payment; a cancellation then refunds all of it
 * (`refunded`), part of it (`partially_refunded`), or nothing (it stays `paid`, its refund recorded
 * as 0). `refundAmount` is what went back, so amount − refundAmount is the fee kept.
 */
export type OrderStatus = 'created' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';

/** The states of an order whose money was taken (the fee cap counts what of it was kept). */
export const COLLECTED_ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly OrderStatus[];

/** The state a cancellation leaves a paid order in, by what of its amount it refunds. */
export const statusAfterRefund = (amount: number, refund: number): OrderStatus =>
  refund <= 0 ? 'paid' : refund >= amount ? 'refunded' : 'partially_refunded';

/** GET /api/Orders?gWSUserId=: one of a user's orders, newest first. */
export interface OrderView {
  id: number;
  plan: string | null;
  status: OrderStatus;
  amount: number;
  currency: string;
  /** Razorpay's order and payment ids. */
  orderId: string | null;
  paymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The days the payment covers, periodEnd excluded ('YYYY-MM-DD'). */
  periodStart: string | null;
  periodEnd: string | null;
  refundAmount: number | null;
  refundId: string | null;
  refundedAt: string | null;
}

/** POST /api/GWSUsers/payments {id}: one of the subscriber's payments (an order whose money was taken), newest first. */
export interface AccountPayment {
  id: number;
  plan: string | null;
  status: (typeof COLLECTED_ORDER_STATUSES)[number];
  /** Paise, taxes included. */
  amount: number;
  /** The day it was paid, in India's calendar ('YYYY-MM-DD'). */
  paidOn: string;
  /** The days it covers, periodEnd excluded; null for a payment support refunds (not applied to the plan). */
  periodStart: string | null;
  periodEnd: string | null;
  /** What a cancellation refunded of it, in paise. */
  refundAmount: number | null;
  /** Printed: '2026-27/000042'. */
  invoiceNumber: string;
}

/** My Account's Payments section. */
export const PAYMENT_HISTORY_TEXTS = {
  title: 'Payments',
  empty: 'No payments yet.',
  failed: 'Your payments could not be loaded. Please try again later.',
  unnamedPlan: 'Subscription',
  paidOn: 'Paid on',
  period: 'Period',
  invoice: 'Invoice',
  refunded: 'refunded',
  download: 'Download invoice',
  downloadFailed: 'The invoice could not be downloaded. Please try again later.',
  status: { paid: 'Paid', partially_refunded: 'Refunded in part', refunded: 'Refunded in full' },
} as const satisfies Record<string, unknown> & { status: Record<AccountPayment['status'], string> };

/** One paid order's share of a cancellation's refund. */
export interface OrderRefundQuote {
  orderId: number;
  plan: string | null;
  amount: number;
  paymentId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  unusedMonths: number;
  periodMonths: number;
  refund: number;
}

/** GET /api/Subscriptions/cancellation?gWSUserId=: what cancelling today refunds. */
export interface CancellationQuote {
  gWSUserId: number;
  subscription: { id: number; plan: string | null; date: string; paidThrough: string | null };
  /** The day of the cancellation, in India's calendar. */
  cancelledOn: string;
  orders: OrderRefundQuote[];
  total: number;
}

/** POST /api/Subscriptions/cancel: `expectedRefund` is the quote's total the administrator confirmed. */
export interface CancelRequest {
  gWSUserId: number;
  expectedRefund: number;
}

export interface CancelAnswer {
  gWSUserId: number;
  cancelledAt: string;
  refunds: { orderId: number; refund: number; refundId: string | null }[];
  total: number;
}

export const REFUND_MESSAGES = {
  noSubscription: 'This user has no subscription to cancel.',
  alreadyCancelled: 'This subscription is already cancelled.',
  staleQuote: 'The refund has changed since it was shown. Please review it and confirm again.',
  cancelling: 'This subscription is being cancelled already.',
} as const;

/** The written notice the terms ask of a subscriber who wants to cancel, in days. */
export const CANCELLATION_NOTICE_DAYS = 10;

/** A subscriber's cancellation request: open until withdrawn or acted on by an administrator's cancel. */
export interface CancellationRequestView {
  id: number;
  status: 'open' | 'withdrawn' | 'acted';
  requestedAt: string;
  /** The day the notice runs out, in India's calendar ('YYYY-MM-DD'). */
  noticeEndsOn: string;
  /** The refund quoted when it was made, in paise. */
  quotedRefund: number;
  closedAt: string | null;
}

/** POST /api/GWSUsers/cancellation(/request) {id}: the refund cancelling today gives, and the open request. */
export interface AccountCancellation {
  quote: CancellationQuote;
  request: CancellationRequestView | null;
}

export const CANCELLATION_REQUEST_MESSAGES = {
  alreadyOpen: 'You have already asked to cancel your subscription. You can withdraw that request until we act on it.',
  noneOpen: 'There is no open cancellation request to withdraw.',
} as const;
