/**
 * The CMS's configuration rules that the start scripts apply too (package entry `cms/config`):
 * the checked numbers and URLs, the payments mode, the administrators' second factor, Razorpay's Content-Security-Policy sources.
 * Plain TypeScript without Strapi, so a script can read them before the CMS is built.
 */
export { hstsMaxAge, httpUrl, positiveNumber, wholeNumber } from './checked';
export { PAYMENTS_MODE_LINE, paymentsMode, type PaymentsMode, type PaymentsModeInputs } from './payments-mode';
export { RAZORPAY_DEFAULTS, checkoutCsp, type CheckoutCsp } from './razorpay';
export { SQLITE_BUSY_TIMEOUT_MS } from './sqlite';
export { adminMfa, type AdminMfa, type AdminMfaInputs } from './admin-mfa';
export { declaredProduction, type ProductionInputs } from './production';
export { listUnsubscribeProblem, type ListUnsubscribeInputs } from './list-unsubscribe';
