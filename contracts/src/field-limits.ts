/**
 * The field rules' messages and limits without the rules (fields.ts has the yup rules and
 * re-exports all of this): a form can show its fields without loading yup.
 */

/** The lead forms' messages, shared by the account forms and the API for the same fields. */
export const MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'E-mail is required', // home, contact and grievance forms, account forms, the API
  landingEmailRequired: 'Email is required.', // landing-page forms
  emailInvalid: 'Must be valid e-mail',
  newsletterEmailInvalid: 'Enter a valid email address.',
  mobileRequired: 'Mobile Number is required.',
  mobileInvalid: 'Enter correct Mobile Number.',
  levelRequired: 'Please select the above',
  detailsRequired: 'Details are required.',
} as const;

/** The account and admin screens' messages. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password is too long.',
  allRequired: 'Enter all the required information',
  passwordsDontMatch: "Passwords don't match",
  planAndDateRequired: 'Select both plan and date',
} as const;

/**
 * The largest record id: ids are 32-bit integers in the database, and PostgreSQL refuses a larger
 * number in a query (a 500 rather than "not found") where SQLite just finds nothing. Also the
 * largest offset worth asking for: no table holds more rows.
 */
export const MAX_RECORD_ID = 2147483647;

/** Mobile numbers: digits only, at most 10. */
export const MOBILE_MAX_LENGTH = 10;
/** The password length the forms hint and the API enforces. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;
/** Beyond these the value cannot be real (RFC 5321 for addresses; bcrypt reads 72 bytes anyway). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
