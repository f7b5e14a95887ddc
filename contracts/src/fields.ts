/**
 * The forms' field rules with their exact messages, used by the app's and the site's forms
 * (react-hook-form + yup) and by the CMS when it checks the same fields on the API. The order of
 * the rules in a field decides which message shows first (forms show only the first error).
 * Where the server must be stricter than the form (the 8-character password the form only
 * hints), the stricter rule is a separate builder here, so both sides still read one rule.
 */
import * as yup from 'yup';
import { urlProblem } from './safe-url';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  MESSAGES,
  MOBILE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './field-limits';

export * from './field-limits';

const MOBILE_PATTERN = new RegExp(`^\\d{1,${MOBILE_MAX_LENGTH}}$`);

/** A required name; `label` names the field in its messages ('First Name is required.'). */
export const nameRule = (label = 'Name') =>
  yup.string().trim().required(`${label} is required.`).max(NAME_MAX_LENGTH, `${label} is too long.`);

/** A required email address; the landing and newsletter forms word their messages differently. */
export const emailRule = (requiredMessage: string = MESSAGES.emailRequired, invalidMessage: string = MESSAGES.emailInvalid) =>
  yup.string().trim().required(requiredMessage).max(EMAIL_MAX_LENGTH, invalidMessage).email(invalidMessage);

/** A required mobile number: digits only, at most MOBILE_MAX_LENGTH. */
export const mobileRule = () => yup.string().trim().required(MESSAGES.mobileRequired).matches(MOBILE_PATTERN, MESSAGES.mobileInvalid);

/** A password as typed to sign in, or as a form takes a new one (the length is only hinted there). */
export const passwordRule = (requiredMessage: string = ACCOUNT_MESSAGES.passwordRequired) =>
  yup.string().required(requiredMessage).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** A new password as the API accepts it: at least PASSWORD_MIN_LENGTH characters. */
export const newPasswordRule = () => passwordRule().min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort);

/** An optional link under the one safe-link rule (safe-url.ts), with its message. */
export const linkRule = (label: string) =>
  yup
    .string()
    .trim()
    .test('safe-link', (v, ctx) => {
      const problem = urlProblem(v, label);
      return problem ? ctx.createError({ message: problem }) : true;
    });

// Control characters: PostgreSQL's text refuses a NUL byte (the insert fails, a 500 where SQLite
// stored it), and the others (an escape sequence, a bell) only garble the panel, the mails, the
// register's CSV and the stamped PDFs. Text of several lines keeps its tabs and line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose.
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose.
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether text holds a character no field stores: a C0 control character or DEL; in text of
 * several lines (`multiLine`), tab, line feed and carriage return are text.
 */
export const hasControlCharacter = (text: string, { multiLine = false } = {}): boolean =>
  (multiLine ? TEXT_CONTROL : LINE_CONTROL).test(text);

/** What a field with a control character is told ('Rationale has a character…'). */
export const controlCharacterMessage = (label: string, { multiLine = false } = {}): string =>
  `${label} has a character that cannot be stored (a control character${multiLine ? '' : ', a tab or a line break'}): please retype it.`;

/** A text rule that refuses control characters (hasControlCharacter), told with the field's label. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string schema: required, nullable, with a default or not.
export const storable = <S extends yup.StringSchema<any, any, any, any>>(schema: S, label: string, opts: { multiLine?: boolean } = {}): S =>
  schema.test('storable', controlCharacterMessage(label, opts), (v) => typeof v !== 'string' || !hasControlCharacter(v, opts)) as S;

/** A real calendar date "YYYY-MM-DD" (no 2024-02-30), optionally followed by an ISO time. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** An optional calendar date (empty passes; add `.required()` where it must be there). */
export const dateRule = (message: string) =>
  yup.string().test('calendar-date', message, (v) => v === undefined || v === null || v === '' || isCalendarDate(v));
