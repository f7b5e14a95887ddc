/**
 * The documented API: what its calls take and answer,
 * and the one error shape of every refusal. The app's client is typed with these; the CMS's
 * controllers answer them. The request schemas of the calls that take form fields are in
 * forms.ts and leads.ts.
 */
import type { KycAnswer } from './kyc';
import type { CancellationRequestView } from './refunds';
import type { Disclosures, ResearchContent, ResearchView } from './research';
import type { DeliverySummary } from './alert-log';

/** Every 4xx/5xx answer: `{ error: { status, name, message, details } }` (Strapi's own shape). */
export interface ApiError {
  status: number;
  name: string;
  message: string;
  details: Record<string, unknown>;
}
export interface ApiErrorBody {
  data?: null;
  error: ApiError;
}

/**
 * What a screen says when a call failed for a reason the visitor cannot fix by changing what they
 * typed: too many attempts (429, when the server gives no message of its own), or the service
 * cannot be reached (502/503/504, no answer at all). Never axios's own 'Request failed with
 * status code …' (app-routes/src/api/errors.ts chooses).
 */
export const CALL_FAILURE_TEXTS = {
  tooMany: 'Too many attempts. Please try again in a few minutes.',
  unavailable: 'The service is temporarily unavailable. Please try again in a minute.',
} as const;

/**
 * The answer to /api while no CMS can be reached (down, restarting under `npm start`'s supervisor
 * or systemd): the origin (site/server/server.ts) and nginx (deploy/nginx.conf) both give it, a 503
 * with Retry-After, so a client knows to come back rather than that the request was wrong.
 */
export const CMS_UNAVAILABLE = {
  status: 503,
  name: 'ServiceUnavailableError',
  message: CALL_FAILURE_TEXTS.unavailable,
  retryAfterSeconds: 10,
} as const;

/** An error answer in that shape. */
export const apiErrorBody = (status: number, name: string, message: string, details: Record<string, unknown> = {}): ApiErrorBody => ({
  data: null,
  error: { status, name, message, details },
});

/** GET /api/Stocks/getplanslist. */
export interface Plan {
  id: string;
  name: string;
  months: number;
  price: number;
  stocks: number;
  /** What a checkout charges now, in paise: one year's instalment (payments.ts). */
  instalment?: number;
}

/** A subscription: `type` is the plan's id. */
export interface Subscription {
  id: number;
  type: string | null;
  date: string;
  gWSUserId: number;
  /** Set once an administrator cancelled it (with its refund): it opens nothing any more. */
  cancelledAt?: string;
}

/** GET /api/GWSUsers/{id}, GET /api/GWSUsers (with `include: subscription`), POST /api/GWSUsers. */
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** ADMINISTRATOR (roles.ts) or 0. */
  admin: number;
  createdAt?: string;
  /** GET /api/GWSUsers/{id} and signup: whether two-factor sign-in is on. */
  mfaEnabled?: boolean;
  subscription?: Subscription | null;
  /** In the administrators' users list: the KYC record, masked (null: none yet). */
  kyc?: KycAnswer | null;
  /** In the administrators' users list: the subscriber's open cancellation request (null: none). */
  cancellationRequest?: CancellationRequestView | null;
}

/** GET /api/Updates, POST /api/Updates. */
/** A stock or update's research fields (absent from answers of servers before them). */
type ResearchFieldsOf = Partial<ResearchView>;

export interface StockUpdate extends ResearchFieldsOf {
  id: number;
  type: string;
  description: string;
  report_link: string | null;
  stockId: number;
  createdAt: string;
  /** The private PDF report it carries (POST /api/Reports), and in getuserstock a signed link to a copy stamped for the subscriber. */
  reportId?: number | null;
  reportUrl?: string | null;
  /** getuserstock: published (or amended) after the subscriber last marked their news seen. */
  isNew?: boolean;
  /** GET /api/Updates (administrators): its alerts' delivery summary; null when published before the register. */
  delivery?: DeliverySummary | null;
}

/** GET /api/Stocks, POST /api/Stocks, and a subscriber's stocks. */
export interface Stock extends ResearchFieldsOf {
  id: number;
  name: string;
  description: string;
  code: string;
  nseCode: string | null;
  bseCode: string | null;
  reportLink: string | null;
  exchange?: string | null;
  /** The recommendation's figures and dates, as the admin's Add New Stock form keeps them. */
  quantity?: number | null;
  percentage?: number | null;
  buy_date?: string | null;
  sell_date?: string | null;
  createdAt?: string;
  update?: StockUpdate[];
  /** The private PDF report it carries (POST /api/Reports), and in getuserstock a signed link to a copy stamped for the subscriber. */
  reportId?: number | null;
  reportUrl?: string | null;
  /** getuserstock: published (or amended) after the subscriber last marked their news seen. */
  isNew?: boolean;
  /** GET /api/Stocks (administrators): its call's alerts' delivery summary; null when published before the register. */
  delivery?: DeliverySummary | null;
}

/** POST /api/GWSUsers/getuserstock. */
export interface UserStocks {
  noActiveSubscription: boolean;
  stocks: Stock[];
  plan: { id: string; name: string; stocks: number; months: number } | null;
  /** The day the paid instalments run to ('YYYY-MM-DD', excluded); null when none were paid (or an administrator set the plan). */
  paidThrough?: string | null;
  /** The plan's next yearly instalment; null when it is paid in full or not paid by instalments. */
  nextInstalment?: NextInstalmentView | null;
  /** The stocks and updates marked `isNew`. */
  newCount?: number;
  /** When the subscriber last marked their news seen (null: never). */
  lastSeenAt?: string | null;
  /** What this answer covers: everything published up to then (POST /api/GWSUsers/seen's `seenAt`). */
  asOf?: string;
}

/** The next instalment as My Account shows it: due `date`, `amount` in paise, payable from `payableFrom`. */
export interface NextInstalmentView {
  date: string;
  amount: number;
  payableFrom: string;
  payable: boolean;
}

/** POST /api/GWSUsers/login: `id` is the access token. */
export interface LoginAnswer {
  id: string;
  ttl: number;
  created: string;
  userId: number;
  /** An administrator who must enrol in two-factor sign-in (ADMIN_MFA=required) before any admin call. */
  mfaEnrolmentRequired?: boolean;
}

/** GET /api/Stocks/getexchangelist. */
export interface Exchange {
  id: number;
  name: string;
}

/** GET /api/Updates/getupdatetype. */
export interface UpdateType {
  id: number;
  text: string;
}

/** POST /api/GWSUsers: signup, and an administrator's Add New User (`admin` is ignored by the server). */
export interface SignupRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  admin?: number;
  /** The query source the signup screen was opened with; 'free_report' asks for the sample report on the first login. */
  source?: string;
}

/** POST /api/Messages/sendContactUsDetails `{ contactInfo }`. */
export interface ContactInfo {
  name: string;
  level: string | null;
  email: string;
  mobile: string;
  otherQuery?: string;
}

/**
 * The optional `context` of POST /api/Messages/sendContactUsDetails: where the lead came from.
 * Every field is optional text (limits: contracts' LEAD_CONTEXT_MAX).
 */
export interface LeadContext {
  /** The path of the page whose form was sent, e.g. '/contact'. */
  page?: string;
  /** document.referrer of the visit's landing page. */
  referrer?: string;
  /** The landing URL's campaign parameters, kept for the whole visit. */
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  /** A short hash of the consent notice the visitor saw. */
  consentVersion?: string;
}

/** POST /api/Messages/sendContactUsDetails. */
export interface ContactUsRequest {
  contactInfo: ContactInfo;
  context?: LeadContext;
}

/** POST /api/WhatsappLeads: the returns landing's WhatsApp form; `phone` as dialled in `country` (an ISO code). */
export interface WhatsappLeadRequest {
  lead: { name: string; country: string; phone: string };
  context?: LeadContext;
}

/** POST /api/Subscriptions/addusertomailchimp: a newsletter subscriber (`type` 'free subscription'). */
export interface NewsletterRequest {
  data: { type: string; email: string; name?: string };
  context?: LeadContext;
}

/**
 * POST /api/QuestionnaireAnswers: the /welcome answers (each the value of a questionnaire option)
 * with who gave them: the phone in the welcome flavour, the email in the newsletter flavour.
 */
export interface QuestionnaireAnswer {
  name: string;
  phone?: string;
  email?: string;
  newsletter: boolean;
  budget: string;
  investment: string;
  strategy: string;
}

export interface QuestionnaireAnswerRequest {
  answer: QuestionnaireAnswer;
  context?: LeadContext;
}

/** The answer of POST /api/Leads/free-report `{ context }` (signed in). */
export interface FreeReportAnswer {
  success: true;
  /** Whether the sample report went out now: false when the CMS has none yet or it was already sent today. */
  emailed: boolean;
  message: string;
}

/** POST /api/Updates. */
export interface AddUpdateRequest extends Partial<Omit<ResearchContent, 'disclosures'>> {
  type: string;
  description: string;
  report_link: string;
  stockId: number;
  /** A private PDF report (POST /api/Reports). */
  reportId?: number | null;
  disclosures?: Partial<Disclosures>;
}

/** POST /api/Stocks/{id}/amendments, POST /api/Updates/{id}/amendments: the reason and the fields corrected. */
export interface AmendmentRequest extends Partial<Omit<ResearchContent, 'disclosures'>> {
  reason: string;
  disclosures?: Partial<Disclosures>;
}

/** POST /api/Subscriptions/replaceOrCreate (administrators); `id` is the existing subscription's, if any. */
export interface ReplaceSubscriptionRequest {
  type: string;
  date: string;
  gWSUserId: number;
  id?: number;
}
