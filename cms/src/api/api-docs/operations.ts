/**
 * What each of the app's own routes takes and answers, written once per route: the request
 * schemas are the validators the controllers run (contracts/, or the controller's own), the
 * answers the contracts' answer schemas (contracts/src/api-answers.ts). Method, path and who may
 * call come from the router itself (router-table.ts); a route missing here is listed as
 * undocumented, which tests/api/openapi.spec.ts refuses. Keys: `METHOD /api/path`, as the
 * router serves it (ANONYMOUS_API_ROUTES's form).
 */
import {
  KYC_MESSAGES,
  addStockRequestSchema,
  cancelAnswerSchema,
  cancellationQuoteSchema,
  changePasswordRequestSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  cmsReadinessSchema,
  complaintDataPreparedSchema,
  complaintReportSchema,
  contactUsRequestSchema,
  deadlineDigestSchema,
  exchangeSchema,
  freeReportAnswerSchema,
  freeReportRequestSchema,
  loginAnswerSchema,
  mfaChallengeAnswerSchema,
  loginRequestSchema,
  newsletterRequestSchema,
  orderAnswerSchema,
  orderViewSchema,
  accountPaymentSchema,
  accountCancellationSchema,
  cancellationRequestViewSchema,
  paymentResultSchema,
  planSchema,
  publicationReminderSchema,
  questionnaireAnswerRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  signupRequestSchema,
  stockSchema,
  stockUpdateSchema,
  subscriptionSchema,
  successAnswerSchema,
  updateTypeSchema,
  userSchema,
  userStocksSchema,
  webhookAnswerSchema,
  whatsappLeadRequestSchema,
} from 'contracts';
import { prepareQuery } from '../complaint-data/controllers/complaint-data';
import { reportQuery } from '../grievance/controllers/grievance';
import { TOKEN_PATTERN } from '../grievance/confirmation';
import { demoPaySchema, paymentSchema } from '../order/controllers/order';
import { cancelSchema } from '../order/controllers/refunds';
import { updateSchema } from '../stock-update/controllers/stock-update';
import { replaceOrCreateSchema } from '../subscription/controllers/subscription';
import { arrayOf, userIdBody, type Operation } from './operation';
import { KYC_OPERATIONS } from './kyc-operations';
import { MFA_OPERATIONS } from './mfa-operations';
import { oneOf } from './json-schema';
import { MAIL_OPERATIONS } from './mail-operations';
import { RESEARCH_OPERATIONS } from './research-operations';
import { PRICE_OPERATIONS } from './price-operations';
import { PERFORMANCE_OPERATIONS } from './performance-operations';
export type { Operation } from './operation';

/** The LoopBack-style `filter` parameter: a JSON object in the query string. */
const filterQuery = (description: string) => ({
  type: 'object',
  properties: { filter: { type: 'string', description: `JSON: ${description}` } },
});
const userIdQuery = {
  type: 'object',
  properties: { gWSUserId: { type: 'integer', minimum: 1, description: "The user's id." } },
  required: ['gWSUserId'],
};

/** A grievance confirmation's token (the link's query, the button's form). */
const confirmTokenSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: TOKEN_PATTERN.source } },
  required: ['token'],
};

export const OPERATIONS: Record<string, Operation> = {
  // Accounts
  'POST /api/GWSUsers/login': {
    summary:
      "Signs in: the access token is the answer's `id`. An account with two-factor sign-in on answers `{ mfaRequired: true, mfaToken }` instead, and no session: the second step is POST /api/GWSUsers/login/mfa.",
    body: loginRequestSchema,
    answer: oneOf(loginAnswerSchema, mfaChallengeAnswerSchema),
  },
  'POST /api/GWSUsers/logout': { summary: 'Revokes the token the call is made with.', answer: null },
  'POST /api/GWSUsers/reset': {
    summary: 'Asks for a password-reset link by mail (the same answer whether or not the address has an account).',
    body: resetRequestSchema,
    answer: null,
  },
  'POST /api/GWSUsers/reset-password': {
    summary: "Sets a new password with the reset link's token (`?access_token=`); revokes every token of the user.",
    body: resetPasswordRequestSchema,
    answer: null,
  },
  'POST /api/GWSUsers/change-password': {
    summary: "Changes the signed-in user's password (the old one is checked); revokes their other tokens.",
    body: changePasswordRequestSchema,
    answer: null,
  },
  'POST /api/GWSUsers/getuserstock': {
    summary: 'The stocks a subscriber may see, with their plan and instalments (own id, or an administrator).',
    body: userIdBody,
    answer: userStocksSchema,
  },
  'POST /api/GWSUsers/payments': {
    summary: "A subscriber's payments, newest first, with their invoice numbers and refunds (own id, or an administrator).",
    body: userIdBody,
    answer: arrayOf(accountPaymentSchema),
  },
  'POST /api/GWSUsers/cancellation': {
    summary: 'The refund cancelling today gives, and the open cancellation request (own id only).',
    body: userIdBody,
    answer: accountCancellationSchema,
  },
  'POST /api/GWSUsers/cancellation/request': {
    summary: "Records the subscriber's written request to cancel with the refund quoted now; one open at a time (409).",
    body: userIdBody,
    answer: accountCancellationSchema,
    errors: {
      '409': 'A cancellation request is already open, or there is nothing to cancel.',
    },
  },
  'POST /api/GWSUsers/cancellation/withdraw': {
    summary: 'Withdraws the open cancellation request before an administrator acts on it (409 when none is open).',
    body: userIdBody,
    answer: cancellationRequestViewSchema,
    errors: {
      '409': 'No cancellation request is open, or an administrator has already acted on it.',
    },
  },
  'POST /api/GWSUsers': {
    summary: "Signup, and an administrator's Add New User (`admin` is ignored).",
    body: signupRequestSchema,
    answer: userSchema,
  },
  'GET /api/GWSUsers': {
    summary: 'The users list, paged and filtered on the server (total in X-Total-Count).',
    query: filterQuery('{"limit", "skip", "where": {"paid", "search"}, "include": "subscription"}'),
    answer: arrayOf(userSchema),
  },
  'GET /api/GWSUsers/:id': {
    summary: 'A user (themselves, or any for an administrator); `filter={"include":"subscription"}` adds the subscription.',
    query: filterQuery('{"include": "subscription"}'),
    answer: userSchema,
  },
  // Plans, stocks and updates
  'GET /api/Stocks/getplanslist': { summary: 'The plans on sale, as the pricing page shows them.', answer: arrayOf(planSchema) },
  'GET /api/Stocks/getexchangelist': { summary: 'The exchanges a stock may be listed on.', answer: arrayOf(exchangeSchema) },
  'GET /api/Stocks': {
    summary: "Every stock, with its call's alert delivery summary (`delivery`).",
    query: { type: 'object', properties: { order: { type: 'string', description: '"createdAt|name|id ASC|DESC"' } } },
    answer: arrayOf(stockSchema),
  },
  'POST /api/Stocks': {
    summary: 'Adds a stock: a structured call with `action` (its rationale and analyst required), or a legacy-shaped stock without.',
    body: addStockRequestSchema,
    answer: stockSchema,
    errors: {
      '404': 'No report has the `reportId` given.',
      '409': "The call discloses a financial interest during the stock's personal-trading blackout.",
    },
  },
  'GET /api/Updates/getupdatetype': { summary: 'The kinds of update (Buy, Sell, Hold…).', answer: arrayOf(updateTypeSchema) },
  'GET /api/Updates': {
    summary: "The updates, all or one stock's, each with its alert delivery summary (`delivery`).",
    query: filterQuery('{"where": {"stockId"}}'),
    answer: arrayOf(stockUpdateSchema),
  },
  'POST /api/Updates': {
    summary: 'Adds an update to a stock.',
    body: updateSchema,
    answer: stockUpdateSchema,
    errors: {
      '404': 'No stock has the `stockId` given, or no report the `reportId`.',
      '409': "The update discloses a financial interest during the stock's personal-trading blackout.",
    },
  },
  ...RESEARCH_OPERATIONS,
  ...PERFORMANCE_OPERATIONS,
  ...MAIL_OPERATIONS,
  ...PRICE_OPERATIONS,
  ...KYC_OPERATIONS,
  ...MFA_OPERATIONS,
  // Subscriptions and payments
  'POST /api/Subscriptions/replaceOrCreate': {
    summary: "Sets a user's plan and start date.",
    body: replaceOrCreateSchema,
    answer: subscriptionSchema,
    errors: {
      '404': 'No user with this `gWSUserId`.',
    },
  },
  'GET /api/Subscriptions/cancellation': {
    summary: 'The refund cancelling today gives.',
    query: userIdQuery,
    answer: cancellationQuoteSchema,
    errors: {
      '404': 'No such user, or the user has no subscription.',
    },
  },
  'POST /api/Subscriptions/cancel': {
    summary: 'Cancels a subscription with the refund quoted.',
    body: cancelSchema,
    answer: cancelAnswerSchema,
    errors: {
      '404': 'No such user, or the user has no subscription.',
      '409': 'The refund is not the one quoted now (`expectedRefund`), or the subscription is already cancelled.',
    },
  },
  'GET /api/Orders': { summary: "A user's orders and refunds, newest first.", query: userIdQuery, answer: arrayOf(orderViewSchema) },
  'GET /api/Orders/:id/invoice': {
    summary:
      "A paid order's invoice PDF (GST breakdown when the firm has a GSTIN), for its client or an administrator; 404 for anyone else, 409 before payment.",
    answer: { type: 'string', contentMediaType: 'application/pdf' },
    answerTypes: ['application/pdf'],
    errors: {
      '404': "No such order, or one of another client's.",
      '409': 'The order is not paid: it has no invoice.',
    },
  },
  'POST /api/Orders/checkout': {
    summary: `Creates the payment provider's order for one year's instalment of a plan. A first instalment needs the client's KYC (POST /api/GWSUsers/kyc, not rejected): without it, 409 '${KYC_MESSAGES.required}'. 422 past the yearly fee cap, counted over every account with the client's PAN.`,
    body: checkoutRequestSchema,
    answer: checkoutAnswerSchema,
    errors: {
      '404': 'No plan has this id.',
      '409': "The client's KYC is missing or rejected, or this instalment is not due (not yet, paid in full, or another plan's).",
      '422': "Past the yearly fee cap, counted over every account with the client's PAN.",
    },
  },
  'POST /api/Orders/demo-pay': {
    summary: "The demo checkout's payment (demo mode only).",
    body: demoPaySchema,
    answer: paymentResultSchema,
    errors: {
      '404': 'Not in demo mode: there is no demo checkout here.',
    },
  },
  'POST /api/Orders': {
    summary: 'Records a payment verified by its signature, and creates or replaces the subscription (once).',
    body: paymentSchema,
    answer: orderAnswerSchema,
    errors: {
      '403': "The order is another account's.",
      '409': 'The order is already paid with another payment, or the payment could not be applied.',
    },
  },
  'POST /api/Orders/webhook': {
    summary: "Razorpay's payment events, checked with X-Razorpay-Signature, deduplicated on X-Razorpay-Event-Id.",
    body: { type: 'object', description: "Razorpay's event (payment.captured, order.paid)." },
    answer: webhookAnswerSchema,
  },
  // Leads
  'POST /api/Messages/sendContactUsDetails': {
    summary: 'The contact, grievance, landing and signup leads.',
    body: contactUsRequestSchema,
    answer: successAnswerSchema,
  },
  'POST /api/Subscriptions/addusertomailchimp': {
    summary: 'The newsletter opt-in.',
    body: newsletterRequestSchema,
    answer: successAnswerSchema,
  },
  'POST /api/WhatsappLeads': {
    summary: "The returns landing's WhatsApp community form.",
    body: whatsappLeadRequestSchema,
    answer: successAnswerSchema,
  },
  'POST /api/QuestionnaireAnswers': {
    summary: 'The /welcome questionnaire.',
    body: questionnaireAnswerRequestSchema,
    answer: successAnswerSchema,
  },
  'POST /api/Leads/free-report': {
    summary: 'Mails the sample report to the signed-in user.',
    body: freeReportRequestSchema,
    answer: freeReportAnswerSchema,
  },
  // Grievances and complaint data
  'GET /api/Grievances/report': {
    summary: "A month's complaint data (SEBI Annexure B).",
    query: reportQuery,
    answer: complaintReportSchema,
  },
  'POST /api/Grievances/deadline-digest': { summary: "The compliance officer's deadline digest, now.", answer: deadlineDigestSchema },
  'GET /api/Grievances/confirm': {
    summary: "The acknowledgement's confirmation link: a page with a Confirm button (nothing is changed by opening it).",
    query: confirmTokenSchema,
    answer: { type: 'string' },
    answerTypes: ['text/html'],
  },
  'POST /api/Grievances/confirm': {
    summary: "That page's Confirm button (form-encoded or JSON): a stranger's grievance now counts in the complaint data.",
    body: confirmTokenSchema,
    answer: { type: 'string' },
    answerTypes: ['text/html'],
  },
  'POST /api/Complaint-data/prepare': {
    summary: "A month's complaint data draft from the tickets.",
    query: prepareQuery,
    answer: complaintDataPreparedSchema,
  },
  'POST /api/Complaint-data/publication-reminder': {
    summary: 'The publication check that runs every day, now.',
    answer: publicationReminderSchema,
  },
  // This description
  'GET /api/openapi.json': {
    summary: 'This description (OpenAPI 3.1).',
    answer: {
      type: 'object',
      properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
      required: ['openapi', 'info', 'paths'],
      additionalProperties: true,
    },
  },
  'GET /api/docs': { summary: 'The viewer of this description, for people.', answer: { type: 'string' }, answerTypes: ['text/html'] },
  'GET /api/docs/:file': {
    summary: "The viewer's files (swagger-ui, self-hosted).",
    answer: { type: 'string' },
    answerTypes: ['text/javascript', 'text/css'],
  },
  'GET /api/health/ready': {
    summary: "This instance's readiness: a database round trip and the lead outbox's backlog (503 while the database does not answer).",
    answer: cmsReadinessSchema,
  },
};
