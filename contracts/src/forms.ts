/**
 * The account and admin forms of the app, and the account calls of the API that take
 * the same fields: the form schema and the request schema share their field rules
 * (fields.ts), so a form and the server word a problem the same way. The server is stricter
 * where it must be: a new password needs PASSWORD_MIN_LENGTH characters there, while the forms
 * only hint it, and addresses are compared in lower case.
 */
import * as yup from 'yup';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  MAX_RECORD_ID,
  MESSAGES,
  dateRule,
  emailRule,
  linkRule,
  mobileRule,
  nameRule,
  newPasswordRule,
  passwordRule,
  storable,
} from './fields';
import { noTarget, researchFields, withResearchRules } from './research';
import { isinRule } from './prices';

const email = emailRule();
const mobile = mobileRule();

// ------------------------------------------------------------------------------------------
// Forms

export const loginSchema = yup.object({ email, password: passwordRule() });

export const signupSchema = yup.object({
  first_name: nameRule('First Name'),
  last_name: nameRule('Last Name'),
  email,
  phone: mobile,
  password: passwordRule(),
});

export const forgotSchema = yup.object({ email });
export const resetSchema = yup.object({ password: passwordRule() });

/** Change password: checked on submit with toasts, not per field. */
export function changePasswordProblem(v: { oldPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!v.oldPassword || !v.newPassword || !v.confirmPassword) return ACCOUNT_MESSAGES.allRequired;
  if (v.newPassword !== v.confirmPassword) return ACCOUNT_MESSAGES.passwordsDontMatch;
  return null;
}

/** Subscription edit (admin): both plan and date, else a toast. */
export const subscriptionProblem = (plan: string | undefined | null, date: string | undefined | null): string | null =>
  plan && date ? null : ACCOUNT_MESSAGES.planAndDateRequired;

/** An optional report link (a stock's or an update's), under the one safe-link rule; the forms send '' for none. */
export const reportLinkRule = () => linkRule('Report link').default('');

/** The stock fields the Add New Stock form and POST /api/Stocks share, with the stored lengths; no control characters (fields.ts). */
const text = (max: number, label: string, multiLine = false) =>
  storable(yup.string().trim().max(max, `Must be at most ${max} characters.`), label, { multiLine });
const stockFields = {
  name: text(200, 'Name').required('Name is required.'),
  code: text(50, 'Code').required('Code is required.'),
  nseCode: text(50, 'NSE code'),
  bseCode: text(50, 'BSE code'),
  isin: isinRule(),
  description: text(5000, 'Description', true).required('Description is required.'),
  reportLink: linkRule('Report link'),
  exchange: text(50, 'Exchange'),
};

/**
 * Add New Stock: the stock's fields and its research fields. An empty analyst is not refused here:
 * the CMS signs the call with the Compliance settings' default analyst, and refuses it when there is none.
 */
export const addStockSchema = withResearchRules(
  yup.object({
    ...stockFields,
    nseCode: stockFields.nseCode.default(''),
    bseCode: stockFields.bseCode.default(''),
    isin: stockFields.isin.default(''),
    reportLink: reportLinkRule(),
    exchange: stockFields.exchange.default(''),
    ...researchFields,
  }),
  { needsAnalyst: false },
);

/** Add New User (admin) asks for the same fields, with the same rules, as signup. */
export const addUserSchema = signupSchema;

// ------------------------------------------------------------------------------------------
// The API's requests on the same fields

/** POST /api/GWSUsers (signup and admin add user); a client-sent `admin` is not a field. */
export const signupRequestSchema = signupSchema.shape({
  email: emailRule().lowercase(),
  password: newPasswordRule(),
  // Only FREE_REPORT_SOURCE means anything to the server; any other short text is ignored.
  source: yup.string().trim().max(40, 'source must be at most 40 characters.').optional(),
});

/**
 * POST /api/GWSUsers/login. The address is not format-checked here, unlike the form: an account
 * made in the CMS panel may hold one the form's rule refuses and must still sign in, and a
 * malformed address simply matches no account (401, as any unknown one).
 */
export const loginRequestSchema = loginSchema.shape({
  email: yup.string().trim().required(MESSAGES.emailRequired).max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid),
});

/** POST /api/GWSUsers/change-password. */
export const changePasswordRequestSchema = yup.object({
  oldPassword: passwordRule(ACCOUNT_MESSAGES.allRequired),
  newPassword: newPasswordRule(),
});

/** POST /api/GWSUsers/reset. */
export const resetRequestSchema = yup.object({ email: emailRule().lowercase() });

/** POST /api/GWSUsers/reset-password?access_token=… */
export const resetPasswordRequestSchema = yup.object({ newPassword: newPasswordRule() });

// Decimal columns hold up to 99,999,999.99 (PostgreSQL rejects more).
const amount = yup
  .number()
  .typeError('Must be a number.')
  .nullable()
  .min(-99999999, 'Must be between -99,999,999 and 99,999,999.')
  .max(99999999, 'Must be between -99,999,999 and 99,999,999.')
  .transform((v, orig) => (orig === '' || orig === null ? null : v));

const stockDate = dateRule('Must be a date (YYYY-MM-DD).')
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** A private PDF report's id (POST /api/Reports), optional on a stock or an update. */
export const reportIdRule = yup
  .number()
  .typeError('reportId must be a number.')
  .integer('reportId must be a positive integer.')
  .positive('reportId must be a positive integer.')
  .max(MAX_RECORD_ID, 'reportId must be a positive integer.')
  .nullable();

/**
 * POST /api/Stocks: the form's fields (empty ones may be null), the numbers and dates the form state
 * carries but does not show, and the research fields (a request with the spec's fields alone is a
 * legacy-shaped stock, whose `target` 0, '' or null means none: research.ts's noTarget). The analyst
 * may be left to the Compliance settings' default, as in the form.
 */
export const addStockRequestSchema = withResearchRules(
  yup
    .object({
      ...stockFields,
      nseCode: stockFields.nseCode.nullable(),
      bseCode: stockFields.bseCode.nullable(),
      isin: stockFields.isin.nullable().transform((v) => (v === '' ? null : v)),
      reportLink: stockFields.reportLink.nullable(),
      exchange: stockFields.exchange.nullable(),
      quantity: amount,
      percentage: amount,
      buy_date: stockDate,
      sell_date: stockDate,
      reportId: reportIdRule,
      ...researchFields,
    })
    .transform((v) => (v && !v.action && noTarget(v.target) ? { ...v, target: null } : v)),
  { needsAnalyst: false },
);
