/**
 * Client-side rules of the account and admin forms (spec §5). Exact messages; the order of
 * the rules in a field decides which message shows first. The server checks again (and
 * more strictly: it requires 8-character passwords, the client only hints it).
 */
import * as yup from 'yup';
import { urlProblem } from 'contracts';
import { MESSAGES, MOBILE_MAX_LENGTH } from './lead-schemas';

export const PASSWORD_HINT = 'At least 8 characters';
const email = yup.string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid);
const mobile = yup.string().trim().required(MESSAGES.mobileRequired).matches(new RegExp(`^\\d{1,${MOBILE_MAX_LENGTH}}$`), MESSAGES.mobileInvalid);

export const loginSchema = yup.object({
  email,
  password: yup.string().required('Password is required.'),
});

export const signupSchema = yup.object({
  first_name: yup.string().trim().required('First Name is required.'),
  last_name: yup.string().trim().required('Last Name is required.'),
  email,
  phone: mobile,
  password: yup.string().required('Password is required.'),
});

export const forgotSchema = yup.object({ email });
export const resetSchema = yup.object({ password: yup.string().required('Password is required.') });

/** Change password: checked on submit with toasts, as the spec describes, not per field. */
export function changePasswordProblem(v: { oldPassword: string; newPassword: string; confirmPassword: string }): string | null {
  if (!v.oldPassword || !v.newPassword || !v.confirmPassword) return 'Enter all the required information';
  if (v.newPassword !== v.confirmPassword) return "Passwords don't match";
  return null;
}

/** Subscription edit (admin): both plan and date, else a toast. */
export const subscriptionProblem = (plan: string | undefined | null, date: string | undefined | null): string | null =>
  plan && date ? null : 'Select both plan and date';

/** An optional report link, under the one safe-link rule the server applies, with its message. */
export const reportLinkRule = () => yup.string().trim().default('').test('safe-link', (v, ctx) => {
  const problem = urlProblem(v, 'Report link');
  return problem ? ctx.createError({ message: problem }) : true;
});

export const addStockSchema = yup.object({
  name: yup.string().trim().required('Name is required.'),
  code: yup.string().trim().required('Code is required.'),
  nseCode: yup.string().trim().default(''),
  bseCode: yup.string().trim().default(''),
  description: yup.string().trim().required('Description is required.'),
  reportLink: reportLinkRule(),
  exchange: yup.string().default(''),
});

/** Add New User (admin) asks for the same fields, with the same rules, as signup. */
export const addUserSchema = signupSchema;
