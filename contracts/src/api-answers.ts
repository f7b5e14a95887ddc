/**
 * The documented API's answers as schemas, beside their types (api.ts, payments.ts, refunds.ts,
 * grievances.ts): what the OpenAPI description at /api/openapi.json says each call answers
 * (cms/src/api/api-docs). Each schema is typed with its TypeScript type, so the compiler keeps
 * the two together, and tests/api/openapi.spec.ts validates real answers against them, so
 * neither drifts from what the CMS sends. `.defined()` is a field every answer carries (it may
 * be '' or null where `.nullable()` says so); `.optional()` one that some answers leave out.
 */
import { kycAnswerSchema } from './kyc';
import * as yup from 'yup';
import { deliverySummarySchema } from './alert-log';
import type {
  ApiErrorBody,
  Exchange,
  FreeReportAnswer,
  LoginAnswer,
  Plan,
  Stock,
  StockUpdate,
  Subscription,
  UpdateType,
  User,
  UserStocks,
} from './api';
import type { CheckoutAnswer, OrderAnswer, PaymentResult } from './payments';
import type { AccountCancellation, AccountPayment, CancelAnswer, CancellationQuote, CancellationRequestView, OrderView } from './refunds';
import type { ComplaintReport } from './grievances';
import { RESEARCH_ACTIONS, type ResearchAction } from './research';

const text = () => yup.string().defined();
const maybeText = () => yup.string().nullable().defined();
const whole = () => yup.number().integer().defined();
const day = () =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .defined();
const list = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>) => yup.array(item.defined()).defined();

/** Every 4xx/5xx answer. */
export const apiErrorBodySchema: yup.ObjectSchema<ApiErrorBody> = yup.object({
  // Always null when present: JSON Schema's 'null' type (yup has none of its own).
  data: yup
    .mixed()
    .nullable()
    .optional()
    .meta({ jsonSchema: { type: 'null' } }) as unknown as yup.Schema<null | undefined>,
  error: yup
    .object({
      status: whole(),
      name: text(),
      message: text(),
      details: yup.object().defined(),
    })
    .defined(),
});

/** The lead calls' (and others') plain acknowledgement. */
export const successAnswerSchema = yup.object({ success: yup.boolean().oneOf([true]).defined() });

export const planSchema: yup.ObjectSchema<Plan> = yup.object({
  id: text(),
  name: text(),
  months: whole(),
  price: yup.number().defined(),
  stocks: whole(),
  instalment: yup.number().integer().optional(),
});

export const subscriptionSchema: yup.ObjectSchema<Subscription> = yup.object({
  id: whole(),
  type: maybeText(),
  date: day(),
  gWSUserId: whole(),
  cancelledAt: yup.string().optional(),
});

export const cancellationRequestViewSchema: yup.ObjectSchema<CancellationRequestView> = yup.object({
  id: whole(),
  status: yup.mixed<CancellationRequestView['status']>().oneOf(['open', 'withdrawn', 'acted']).defined(),
  requestedAt: text(),
  noticeEndsOn: day(),
  quotedRefund: whole(),
  closedAt: maybeText(),
});

export const userSchema: yup.ObjectSchema<User> = yup.object({
  id: whole(),
  first_name: text(),
  last_name: text(),
  email: text(),
  phone: text(),
  admin: whole(),
  createdAt: yup.string().optional(),
  mfaEnabled: yup.boolean().optional(),
  subscription: subscriptionSchema.nullable().optional().default(undefined),
  kyc: kycAnswerSchema.nullable().optional().default(undefined),
  cancellationRequest: cancellationRequestViewSchema.nullable().optional().default(undefined),
});

/** A stock's or update's research fields: its latest version's values and its versions. */
const maybePrice = () => yup.number().nullable().optional();
const researchAnswer = {
  action: yup
    .mixed<ResearchAction>()
    .nullable()
    .oneOf([...RESEARCH_ACTIONS, null])
    .optional(),
  entryLow: maybePrice(),
  entryHigh: maybePrice(),
  target: maybePrice(),
  stopLoss: maybePrice(),
  horizonMonths: yup.number().integer().nullable().optional(),
  rationale: yup.string().nullable().optional(),
  analyst: yup.string().nullable().optional(),
  disclosures: yup
    .object({
      holdings: yup.boolean().defined(),
      financialInterest: yup.boolean().defined(),
      conflicts: text(),
      compensation: yup.boolean().defined(),
      aiTools: yup.boolean().defined(),
      note: text(),
    })
    .nullable()
    .optional()
    .default(undefined),
  amended: yup.boolean().optional(),
  version: yup.number().integer().optional(),
  amendments: yup.array(yup.object({ version: whole(), reason: text(), date: text() }).defined()).optional(),
};

export const stockUpdateSchema: yup.ObjectSchema<StockUpdate> = yup.object({
  id: whole(),
  type: text(),
  description: text(),
  report_link: maybeText(),
  stockId: whole(),
  createdAt: text(),
  ...researchAnswer,
  reportId: yup.number().integer().nullable().optional(),
  reportUrl: yup.string().nullable().optional(),
  isNew: yup.boolean().optional(),
  delivery: deliverySummarySchema.nullable().optional().default(undefined),
});

export const stockSchema: yup.ObjectSchema<Stock> = yup.object({
  id: whole(),
  name: text(),
  description: text(),
  code: text(),
  nseCode: maybeText(),
  bseCode: maybeText(),
  reportLink: maybeText(),
  exchange: yup.string().nullable().optional(),
  quantity: yup.number().nullable().optional(),
  percentage: yup.number().nullable().optional(),
  buy_date: yup.string().nullable().optional(),
  sell_date: yup.string().nullable().optional(),
  createdAt: yup.string().optional(),
  update: yup.array(stockUpdateSchema.defined()).optional(),
  ...researchAnswer,
  reportId: yup.number().integer().nullable().optional(),
  reportUrl: yup.string().nullable().optional(),
  isNew: yup.boolean().optional(),
  delivery: deliverySummarySchema.nullable().optional().default(undefined),
});

export const userStocksSchema: yup.ObjectSchema<UserStocks> = yup.object({
  noActiveSubscription: yup.boolean().defined(),
  stocks: list(stockSchema),
  plan: yup.object({ id: text(), name: text(), stocks: whole(), months: whole() }).nullable().defined().default(null),
  paidThrough: yup.string().nullable().optional(),
  nextInstalment: yup
    .object({ date: day(), amount: whole(), payableFrom: day(), payable: yup.boolean().defined() })
    .nullable()
    .optional()
    .default(undefined),
  newCount: yup.number().integer().optional(),
  lastSeenAt: yup.string().nullable().optional(),
  asOf: yup.string().optional(),
});

export const loginAnswerSchema: yup.ObjectSchema<LoginAnswer> = yup.object({
  id: text(),
  ttl: whole(),
  created: text(),
  userId: whole(),
  mfaEnrolmentRequired: yup.boolean().optional(),
});

export const exchangeSchema: yup.ObjectSchema<Exchange> = yup.object({ id: whole(), name: text() });
export const updateTypeSchema: yup.ObjectSchema<UpdateType> = yup.object({ id: whole(), text: text() });

export const freeReportAnswerSchema: yup.ObjectSchema<FreeReportAnswer> = yup.object({
  success: yup.mixed<true>().oneOf([true]).defined(),
  emailed: yup.boolean().defined(),
  message: text(),
});

export const checkoutAnswerSchema: yup.ObjectSchema<CheckoutAnswer> = yup.object({
  order_id: text(),
  amount: whole(),
  currency: text(),
  key: text(),
  plan: yup.object({ id: text(), name: text(), months: whole(), price: yup.number().defined() }).defined(),
  demo: yup.boolean().defined(),
  checkoutScript: text(),
});

export const paymentResultSchema: yup.ObjectSchema<PaymentResult> = yup.object({
  razorpay_order_id: text(),
  razorpay_payment_id: text(),
  razorpay_signature: text(),
});

export const orderAnswerSchema: yup.ObjectSchema<OrderAnswer> = yup.object({
  id: whole(),
  amount: whole(),
  razorpay_id: text(),
  plan: maybeText(),
  gWSUserId: whole(),
});

const maybeWhole = () => yup.number().integer().nullable().defined();

export const orderViewSchema: yup.ObjectSchema<OrderView> = yup.object({
  id: whole(),
  plan: maybeText(),
  status: yup.mixed<OrderView['status']>().oneOf(['created', 'paid', 'failed', 'partially_refunded', 'refunded']).defined(),
  amount: whole(),
  currency: text(),
  orderId: maybeText(),
  paymentId: maybeText(),
  createdAt: text(),
  paidAt: maybeText(),
  periodStart: maybeText(),
  periodEnd: maybeText(),
  refundAmount: maybeWhole(),
  refundId: maybeText(),
  refundedAt: maybeText(),
});

export const accountPaymentSchema: yup.ObjectSchema<AccountPayment> = yup.object({
  id: whole(),
  plan: maybeText(),
  status: yup.mixed<AccountPayment['status']>().oneOf(['paid', 'partially_refunded', 'refunded']).defined(),
  amount: whole(),
  paidOn: day(),
  periodStart: maybeText(),
  periodEnd: maybeText(),
  refundAmount: maybeWhole(),
  invoiceNumber: text(),
});

export const cancellationQuoteSchema: yup.ObjectSchema<CancellationQuote> = yup.object({
  gWSUserId: whole(),
  subscription: yup.object({ id: whole(), plan: maybeText(), date: text(), paidThrough: maybeText() }).defined(),
  cancelledOn: day(),
  orders: list(
    yup.object({
      orderId: whole(),
      plan: maybeText(),
      amount: whole(),
      paymentId: maybeText(),
      periodStart: maybeText(),
      periodEnd: maybeText(),
      unusedMonths: yup.number().defined(),
      periodMonths: yup.number().defined(),
      refund: whole(),
    }),
  ),
  total: whole(),
});

export const cancelAnswerSchema: yup.ObjectSchema<CancelAnswer> = yup.object({
  gWSUserId: whole(),
  cancelledAt: text(),
  refunds: list(yup.object({ orderId: whole(), refund: whole(), refundId: maybeText() })),
  total: whole(),
});

const trendRow = yup.object({ period: text(), carriedForward: whole(), received: whole(), resolved: whole(), pending: whole() });

export const complaintReportSchema: yup.ObjectSchema<ComplaintReport> = yup.object({
  month: text(),
  rows: list(
    yup.object({
      source: text(),
      pendingLastMonth: whole(),
      received: whole(),
      resolved: whole(),
      totalPending: whole(),
      pendingOver3Months: whole(),
      averageResolutionDays: yup.number().defined(),
    }),
  ),
  impersonation: whole(),
  monthlyTrend: list(trendRow),
  annualTrend: list(trendRow),
});

/** POST /api/Complaint-data/prepare. */
export const complaintDataPreparedSchema = yup.object({
  month: text(),
  documentId: text(),
  created: yup.boolean().defined(),
  published: yup.boolean().defined(),
});

/** POST /api/Complaint-data/publication-reminder. */
export const publicationReminderSchema = yup.object({ month: text(), published: yup.boolean().defined(), mailedTo: maybeText() });

const digestLine = yup.object({
  id: whole(),
  reference: text(),
  receivedAt: text(),
  name: yup.string().nullable().optional(),
  day: whole(),
  dueDay: day(),
});

/** POST /api/Grievances/deadline-digest. */
export const deadlineDigestSchema = yup.object({ approaching: list(digestLine), overdue: list(digestLine), mailedTo: maybeText() });

/** POST /api/Orders/webhook. */
export const webhookAnswerSchema = yup.object({ status: yup.string().oneOf(['duplicate', 'recorded', 'ignored']).defined() });

export const accountCancellationSchema: yup.ObjectSchema<AccountCancellation> = yup.object({
  quote: cancellationQuoteSchema.defined(),
  request: cancellationRequestViewSchema.nullable().defined(),
});
