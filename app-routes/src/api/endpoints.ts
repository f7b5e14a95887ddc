/** Every API call the app makes, typed with the contract's request and answer types. */
import {
  ACCOUNT_ALERTS_PATH,
  ACCOUNT_PERFORMANCE_PATH,
  ACCOUNT_SEEN_PATH,
  deliveryLogPath,
  invoicePath,
  KYC_PATH,
  KYC_REVEAL_PATH,
  KYC_REVIEW_PATH,
  KYC_STATUS_PATH,
  MFA_PATHS,
  PERFORMANCE_OVERVIEW_PATH,
  PRICE_DAYS_PATH,
} from 'contracts';
import { api } from './client';

import type {
  AccountCancellation,
  AccountPayment,
  CancellationRequestView,
  AddUpdateRequest,
  AlertHistory,
  AlertPreferences,
  PerformanceAnswer,
  PerformanceOverview,
  PriceDaysAnswer,
  PreferencesAnswer,
  AmendmentRequest,
  CancelAnswer,
  CancellationQuote,
  CancelRequest,
  OrderView,
  CheckoutAnswer,
  ContactInfo,
  Exchange,
  FreeReportAnswer,
  KycAnswer,
  KycRequest,
  KycStatusAnswer,
  LeadContext,
  OrderAnswer,
  PaymentResult,
  RecordOrderRequest,
  LoginAnswer,
  MfaChallengeAnswer,
  MfaEnableAnswer,
  MfaSetupAnswer,
  NewsletterRequest,
  Plan,
  QuestionnaireAnswer,
  ReplaceSubscriptionRequest,
  SignupRequest,
  Stock,
  StockUpdate,
  Subscription,
  UpdateType,
  User,
  UserStocks,
  WhatsappLeadRequest,
} from 'contracts';
import {
  NEWSLETTER_TYPE,
  PRICE_FILE_FIELD,
  priceImportPath,
  REPORT_FILE_FIELD,
  type BhavcopyImportAnswer,
  type PriceRowsImportAnswer,
  type ReportUploadAnswer,
} from 'contracts';

const filter = (f: unknown) => ({ filter: JSON.stringify(f) });

/** An upload's progress, 0 to 1. */
type Progress = (fraction: number) => void;

/** A multipart POST (the browser sets the boundary), reporting its progress; minutes, not the client's 20 s. */
function uploadFile<T>(path: string, fields: Record<string, string | File>, onProgress: Progress): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return api
    .post<T>(path, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 10 * 60_000,
      onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
    })
    .then((r) => r.data);
}

export const endpoints = {
  /** A session, or for an account with two-factor sign-in on, the challenge of the second step. */
  login: (email: string, password: string) =>
    api.post<LoginAnswer | MfaChallengeAnswer>('/GWSUsers/login', { email, password }).then((r) => r.data),
  /** Login's second step: the challenge's token and a code; answers as login does. */
  loginMfa: (mfaToken: string, code: string) => api.post<LoginAnswer>(MFA_PATHS.login, { mfaToken, code }).then((r) => r.data),
  /** Two-factor sign-in of the signed-in account: a new secret, turning it on (the recovery codes, once) and off. */
  mfaSetup: () => api.post<MfaSetupAnswer>(MFA_PATHS.setup).then((r) => r.data),
  mfaEnable: (code: string) => api.post<MfaEnableAnswer>(MFA_PATHS.enable, { code }).then((r) => r.data),
  mfaDisable: (code: string) => api.post(MFA_PATHS.disable, { code }),
  logout: () => api.post('/GWSUsers/logout'),
  signup: (u: SignupRequest) => api.post<User>('/GWSUsers', u).then((r) => r.data),
  user: (id: number, token?: string) =>
    api.get<User>(`/GWSUsers/${id}`, token ? { headers: { Authorization: token } } : {}).then((r) => r.data),
  reset: (email: string) => api.post('/GWSUsers/reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    api.post('/GWSUsers/reset-password', { newPassword }, { params: { access_token: token }, headers: { Authorization: '' } }),
  changePassword: (oldPassword: string, newPassword: string) => api.post('/GWSUsers/change-password', { oldPassword, newPassword }),
  userStocks: (id: number) => api.post<UserStocks>('/GWSUsers/getuserstock', { id }).then((r) => r.data),
  /** Marks the subscriber's news seen up to `seenAt` (the getuserstock answer's asOf). */
  markSeen: (id: number, seenAt?: string) =>
    api.post<{ lastSeenAt: string }>(ACCOUNT_SEEN_PATH, seenAt ? { id, seenAt } : { id }).then((r) => r.data),
  /** The subscriber's alerts, newest first. */
  alertHistory: (id: number, skip = 0) => api.post<AlertHistory>(ACCOUNT_ALERTS_PATH, { id, skip }).then((r) => r.data),
  /** The track record of the subscriber's calls and their notional portfolio. */
  performance: (id: number) => api.post<PerformanceAnswer>(ACCOUNT_PERFORMANCE_PATH, { id }).then((r) => r.data),
  /** Administrators: every call's track record, per plan and in total. */
  performanceOverview: () => api.get<PerformanceOverview>(PERFORMANCE_OVERVIEW_PATH).then((r) => r.data),
  /** Alert kinds on or off and the phone consent: without a change, reads them; with one, sets what it names. */
  alertPreferences: (id: number, change?: { alerts?: Partial<AlertPreferences>; phoneAlerts?: boolean }) =>
    api.post<PreferencesAnswer>('/GWSUsers/preferences', { id, ...change }).then((r) => r.data),
  /** One page of the admin users list, filtered on the server; the total comes in X-Total-Count. */
  usersPage: (q: { paid: boolean; search: string; skip: number; limit: number }) =>
    api
      .get<
        User[]
      >('/GWSUsers', { params: filter({ include: 'subscription', where: { paid: q.paid, ...(q.search ? { search: q.search } : {}) }, skip: q.skip, limit: q.limit }) })
      .then((r) => ({ users: Array.isArray(r.data) ? r.data : [], total: Number(r.headers['x-total-count'] ?? 0) })),
  plans: () => api.get<Plan[]>('/Stocks/getplanslist').then((r) => r.data),
  exchanges: () => api.get<Exchange[]>('/Stocks/getexchangelist').then((r) => r.data),
  stocks: () => api.get<Stock[]>('/Stocks', { params: { order: 'createdAt ASC' } }).then((r) => r.data),
  addStock: (s: Record<string, unknown>) => api.post<Stock>('/Stocks/', s).then((r) => r.data),
  updates: (stockId: number) => api.get<StockUpdate[]>('/Updates', { params: filter({ where: { stockId } }) }).then((r) => r.data),
  updateTypes: () => api.get<UpdateType[]>('/Updates/getupdatetype').then((r) => r.data),
  addUpdate: (u: AddUpdateRequest) => api.post<StockUpdate>('/Updates', u).then((r) => r.data),
  /** A PDF report, with its upload's progress. */
  uploadReport: (file: File, onProgress: Progress) => uploadFile<ReportUploadAnswer>('/Reports', { [REPORT_FILE_FIELD]: file }, onProgress),
  /** Administrators: one day's closes from an NSE or BSE bhavcopy (CSV or .zip), with the upload's progress. */
  importBhavcopy: (file: File, onProgress: Progress) =>
    uploadFile<BhavcopyImportAnswer>(priceImportPath('bhavcopy'), { [PRICE_FILE_FIELD]: file }, onProgress),
  /** Administrators: the closes of the index `name` (e.g. "Nifty 50"), with the upload's progress. */
  importIndex: (name: string, file: File, onProgress: Progress) =>
    uploadFile<PriceRowsImportAnswer>(priceImportPath('index'), { name, [PRICE_FILE_FIELD]: file }, onProgress),
  /** Administrators: splits and bonuses from a CSV, with the upload's progress. */
  importCorporateActions: (file: File, onProgress: Progress) =>
    uploadFile<PriceRowsImportAnswer>(priceImportPath('corporate-actions'), { [PRICE_FILE_FIELD]: file }, onProgress),
  /** Administrators: the days imported per exchange over the trading days up to `to` (default: the latest), and the indices known. */
  priceDays: (to?: string) => api.get<PriceDaysAnswer>(PRICE_DAYS_PATH, { params: to ? { to } : {} }).then((r) => r.data),
  /** Administrators: a publication's delivery log as CSV, fetched with the session's token (a plain link would carry none). */
  deliveryLogCsv: (seq: number) =>
    api.get<Blob>(deliveryLogPath(seq), { params: { format: 'csv' }, responseType: 'blob', timeout: 60_000 }).then((r) => r.data),
  amendStock: (id: number, a: AmendmentRequest) => api.post<Stock>(`/Stocks/${id}/amendments`, a).then((r) => r.data),
  replaceSubscription: (s: ReplaceSubscriptionRequest) => api.post<Subscription>('/Subscriptions/replaceOrCreate', s).then((r) => r.data),
  /** Payments: the server's order for one year's instalment, the demo checkout's payment, and recording a payment. */
  checkout: (plan: string) => api.post<CheckoutAnswer>('/Orders/checkout', { plan, acceptTerms: true }).then((r) => r.data),
  demoPay: (orderId: string) => api.post<PaymentResult>('/Orders/demo-pay', { order_id: orderId }).then((r) => r.data),
  recordOrder: (o: RecordOrderRequest) => api.post<OrderAnswer>('/Orders', o).then((r) => r.data),
  /** The subscriber's payments, and an invoice's PDF fetched with the session's token (a plain link would carry none). */
  payments: (userId: number) => api.post<AccountPayment[]>('/GWSUsers/payments', { id: userId }).then((r) => r.data),
  invoicePdf: (orderId: number) => api.get<Blob>(invoicePath(orderId), { responseType: 'blob', timeout: 60_000 }).then((r) => r.data),
  /** The signed-in client's KYC: their own record (masked), and recording it. */
  kycStatus: (userId: number) => api.post<KycStatusAnswer>(KYC_STATUS_PATH, { id: userId }).then((r) => r.data),
  submitKyc: (form: KycRequest) => api.post<KycAnswer>(KYC_PATH, form).then((r) => r.data),
  /** The subscriber's cancellation request: the quote and open request, making it, withdrawing it. */
  cancellation: (userId: number) => api.post<AccountCancellation>('/GWSUsers/cancellation', { id: userId }).then((r) => r.data),
  requestCancellation: (userId: number) =>
    api.post<AccountCancellation>('/GWSUsers/cancellation/request', { id: userId }).then((r) => r.data),
  withdrawCancellation: (userId: number) =>
    api.post<CancellationRequestView>('/GWSUsers/cancellation/withdraw', { id: userId }).then((r) => r.data),
  /** Administrators: a user's orders, the refund cancelling their subscription gives, and the cancellation. */
  ordersOf: (userId: number) => api.get<OrderView[]>('/Orders', { params: { gWSUserId: userId } }).then((r) => r.data),
  cancellationQuote: (userId: number) =>
    api.get<CancellationQuote>('/Subscriptions/cancellation', { params: { gWSUserId: userId } }).then((r) => r.data),
  cancelSubscription: (c: CancelRequest) => api.post<CancelAnswer>('/Subscriptions/cancel', c).then((r) => r.data),
  /** Administrators: a KYC record's PAN and date of birth in clear (the reveal is audited), and its review. */
  kycReveal: (id: number) => api.post<{ id: number; pan: string; dateOfBirth: string }>(KYC_REVEAL_PATH, { id }).then((r) => r.data),
  kycReview: (r: { id: number; decision: 'verified' | 'rejected'; note?: string }) =>
    api.post<KycAnswer>(KYC_REVIEW_PATH, r).then((r2) => r2.data),
  contact: (contactInfo: ContactInfo, context?: LeadContext) => api.post('/Messages/sendContactUsDetails', { contactInfo, context }),
  whatsappLead: (lead: WhatsappLeadRequest['lead'], context?: LeadContext) => api.post('/WhatsappLeads', { lead, context }),
  newsletter: (subscriber: { name: string; email: string }, context?: LeadContext) =>
    api.post('/Subscriptions/addusertomailchimp', { data: { type: NEWSLETTER_TYPE, ...subscriber }, context } satisfies NewsletterRequest),
  questionnaireAnswer: (answer: QuestionnaireAnswer, context?: LeadContext) => api.post('/QuestionnaireAnswers', { answer, context }),
  freeReport: (context: LeadContext) => api.post<FreeReportAnswer>('/Leads/free-report', { context }).then((r) => r.data),
};
