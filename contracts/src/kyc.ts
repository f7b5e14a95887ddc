/**
 * The KYC of a fee-paying client: the form's and the API's one rule (the app's form and
 * POST /api/GWSUsers/kyc share it), the PAN's holder type, its masked form, and the calls' paths.
 */
import * as yup from 'yup';
import { GST_STATE_CODES } from './gst';
import { longDay } from './payments';
import { hasControlCharacter } from './fields';

export const KYC_PATH = '/GWSUsers/kyc';
export const KYC_REVEAL_PATH = '/GWSUsers/kyc/reveal';
export const KYC_REVIEW_PATH = '/GWSUsers/kyc/review';
/** The signed-in client's own record, masked: `{ id }` (their own), answered `{ kyc }`. */
export const KYC_STATUS_PATH = '/GWSUsers/kyc/status';

export const KYC_LIMITS = { nameMin: 2, nameMax: 100, addressMin: 10, addressMax: 300, noteMax: 500, adultAge: 18 } as const;

/** The earliest date of birth a client can have given (an earlier one is a typo: 1899 for 1989). */
export const KYC_EARLIEST_BIRTH_DAY = '1900-01-01';

export const KYC_MESSAGES = {
  pan: 'Enter a PAN like ABCDE1234F.',
  panRequired: 'Please enter your PAN.',
  name: "Enter your name as on your PAN: letters, spaces, . ' and - only.",
  nameRequired: 'Please enter your name as on your PAN.',
  nameLength: `Your name as on your PAN must be ${KYC_LIMITS.nameMin} to ${KYC_LIMITS.nameMax} characters.`,
  dateOfBirth: 'Enter your date of birth as YYYY-MM-DD.',
  dateOfBirthRequired: 'Please enter your date of birth.',
  dateOfBirthFuture: 'Date of birth cannot be in the future.',
  dateOfBirthTooEarly: `Date of birth must be ${KYC_EARLIEST_BIRTH_DAY} or later.`,
  adult: `A PAN holder must be at least ${KYC_LIMITS.adultAge} years old.`,
  address: `Your address must be ${KYC_LIMITS.addressMin} to ${KYC_LIMITS.addressMax} characters.`,
  addressRequired: 'Please enter your address.',
  state: 'Choose the state or union territory of your address.',
  addressCharacters: 'Your address has a character that cannot be stored (a control character): please retype it.',
  consent: 'Please consent to the KYC check.',
  verified: 'Your KYC is verified already: it cannot be replaced.',
  onRecord: 'Your KYC is on record for your payments: to correct it, please write to our support team.',
  required: 'Please complete your KYC before paying.',
  notConfigured: 'KYC records cannot be kept: the CMS has no KYC_ENCRYPTION_KEY.',
  notFound: 'KYC record not found.',
  decision: "decision must be 'verified' or 'rejected'.",
  noteRequired: 'Please give a note for a rejection.',
  noteLength: `note must be at most ${KYC_LIMITS.noteMax} characters.`,
  noteCharacters: 'note has a character that cannot be stored (a control character).',
} as const;

/**
 * SEBI's RA Regulations keep a client's KYC records for five years after the relationship ends:
 * the end of their last subscription or paid period, or the KYC's submission if they never paid.
 */
export const KYC_RETENTION_YEARS = 5;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count as a sentence writes it ('five'); past ten, in figures. */
export const countInWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** Why an erasure or an account's deletion left a KYC record (`until`: 'YYYY-MM-DD', its first day free to erase). */
export const kycRetainedMessage = (until: string) =>
  `KYC records are kept until ${longDay(until)} (${countInWords(KYC_RETENTION_YEARS)} years after the relationship ended), as SEBI's RA Regulations require.`;

/** Ten characters: five letters, four digits, a letter (upper-cased before the check). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The PAN's 4th letter: who holds it. P and H are the clients the individual rules cover. */
export const PAN_HOLDER_TYPES = {
  P: 'individual',
  H: 'huf',
  C: 'company',
  F: 'firm',
  A: 'association',
  T: 'trust',
  B: 'body-of-individuals',
  L: 'local-authority',
  J: 'artificial-juridical-person',
  G: 'government',
} as const;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[keyof typeof PAN_HOLDER_TYPES] | 'other';

export function panHolderType(pan: string): PanHolderType {
  return (PAN_HOLDER_TYPES as Record<string, PanHolderType>)[pan.charAt(3)] ?? 'other';
}

/** Individuals and HUFs: the rest are accepted and flagged for a person to look at. */
export const coveredByIndividualRules = (pan: string): boolean => pan.charAt(3) === 'P' || pan.charAt(3) === 'H';

/** ABCDE****F: the only form in which a PAN leaves the CMS, but for an administrator's audited reveal. */
export const maskPan = (pan: string): string => `${pan.slice(0, 5)}****${pan.slice(9)}`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2023-02-30 is not), as a UTC date, or null. */
export function calendarDay(value: string): Date | null {
  if (!ISO_DAY.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : d;
}

/** Whole years from `born` to `today` (both YYYY-MM-DD). */
export function ageOn(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

// en-CA writes a day as YYYY-MM-DD.
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today in India, the firm's and its clients' calendar (YYYY-MM-DD): from 18:30 UTC it is already
 * tomorrow there, so a client born today (India) is not "in the future" in the evening, UTC.
 */
export const todayInIndia = (now: Date = new Date()): string => INDIA_DAY.format(now);

const today = () => todayInIndia();

const strictString = (typeMessage: string) => yup.string().strict().typeError(typeMessage);

/** Free text that is stored as typed: no control characters but tab and line breaks (fields.ts's rule, in KYC's words). */
const storableText = (typeMessage: string, controlMessage: string) =>
  strictString(typeMessage).test('storable', controlMessage, (v) => v === undefined || !hasControlCharacter(v, { multiLine: true }));

export const kycRequestSchema = yup.object({
  pan: yup
    .string()
    .typeError(KYC_MESSAGES.pan)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .required(KYC_MESSAGES.panRequired)
    .matches(PAN_PATTERN, KYC_MESSAGES.pan),
  nameOnPan: strictString(KYC_MESSAGES.name)
    .trim()
    .required(KYC_MESSAGES.nameRequired)
    .min(KYC_LIMITS.nameMin, KYC_MESSAGES.nameLength)
    .max(KYC_LIMITS.nameMax, KYC_MESSAGES.nameLength)
    .matches(/^[A-Za-z .'-]+$/, KYC_MESSAGES.name),
  dateOfBirth: strictString(KYC_MESSAGES.dateOfBirth)
    .trim()
    .required(KYC_MESSAGES.dateOfBirthRequired)
    .test('day', KYC_MESSAGES.dateOfBirth, (v) => v === undefined || calendarDay(v) !== null)
    .test('past', KYC_MESSAGES.dateOfBirthFuture, (v) => v === undefined || calendarDay(v) === null || v <= today())
    .test('after-1900', KYC_MESSAGES.dateOfBirthTooEarly, (v) => v === undefined || calendarDay(v) === null || v >= KYC_EARLIEST_BIRTH_DAY)
    .test('adult', KYC_MESSAGES.adult, function adult(v) {
      const pan = typeof this.parent?.pan === 'string' ? this.parent.pan.trim().toUpperCase() : '';
      if (v === undefined || calendarDay(v) === null || v > today() || pan.charAt(3) !== 'P') return true;
      return ageOn(v, today()) >= KYC_LIMITS.adultAge;
    }),
  address: storableText(KYC_MESSAGES.address, KYC_MESSAGES.addressCharacters)
    .trim()
    .required(KYC_MESSAGES.addressRequired)
    .min(KYC_LIMITS.addressMin, KYC_MESSAGES.address)
    .max(KYC_LIMITS.addressMax, KYC_MESSAGES.address),
  /**
   * The GST state code of the address (contracts' GST_STATES): the invoice's place of supply. Optional
   * so that callers from before it keep working; without it an invoice is the firm's own state's.
   * Absent, null or '' all mean "not given" (the answer's `state` is null then): the schema says so,
   * nullable with '' among its values, so the API's description admits what the server takes.
   */
  state: yup
    .string()
    .typeError(KYC_MESSAGES.state)
    .nullable()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .oneOf([...GST_STATE_CODES, '', undefined], KYC_MESSAGES.state)
    .optional(),
  consent: yup.boolean().strict().typeError(KYC_MESSAGES.consent).oneOf([true], KYC_MESSAGES.consent).required(KYC_MESSAGES.consent),
});
export type KycRequest = yup.InferType<typeof kycRequestSchema>;

/**
 * The KRA lookup's shape (docs/kyc.md): the CMS sends `{ pan }`, the agency's gateway answers its
 * status. Registered and validated KYCs count as found at the agency.
 */
export const KRA_STATUSES = ['KYC_REGISTERED', 'KYC_VALIDATED', 'ON_HOLD', 'REJECTED', 'NOT_FOUND'] as const;
export const KRA_FOUND: readonly string[] = ['KYC_REGISTERED', 'KYC_VALIDATED'];

export const KYC_STATUSES = ['self-declared', 'kra-registered', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * The statuses a first payment may go ahead with: the client has given their KYC (an administrator
 * verifies it after); a rejected one has to be given again first.
 */
export const KYC_STATUSES_TO_PAY: readonly KycStatus[] = ['self-declared', 'kra-registered', 'verified'];

/** Whether the client must (re)submit their KYC before a first payment: none yet, or rejected. */
export const kycNeeded = (kyc: { status: KycStatus } | null | undefined): boolean => !kyc || !KYC_STATUSES_TO_PAY.includes(kyc.status);

const recordId = (name: string) =>
  yup
    .number()
    .strict()
    .typeError(`${name} must be a number.`)
    .required(`${name} is required.`)
    .integer(`${name} must be a positive integer.`)
    .positive(`${name} must be a positive integer.`)
    .max(2147483647, `${name} must be a positive integer.`);

export const kycRevealRequestSchema = yup.object({ id: recordId('id') });

export const kycReviewRequestSchema = yup.object({
  id: recordId('id'),
  decision: yup
    .string()
    .strict()
    .typeError(KYC_MESSAGES.decision)
    .required(KYC_MESSAGES.decision)
    .oneOf(['verified', 'rejected'] as const, KYC_MESSAGES.decision),
  note: storableText(KYC_MESSAGES.noteLength, KYC_MESSAGES.noteCharacters)
    .trim()
    .max(KYC_LIMITS.noteMax, KYC_MESSAGES.noteLength)
    .when('decision', { is: 'rejected', then: (s) => s.required(KYC_MESSAGES.noteRequired) }),
});

/** What the owner (and the admin list) sees: the PAN masked, never the date of birth. */
export const kycAnswerSchema = yup.object({
  id: yup.number().defined(),
  userId: yup.number().defined(),
  status: yup.string().oneOf(KYC_STATUSES).defined(),
  pan: yup.string().defined(),
  holderType: yup.string().defined(),
  coveredByIndividualRules: yup.boolean().defined(),
  nameOnPan: yup.string().defined(),
  /** The GST state code of the address (GST_STATES), null when the client gave none. */
  state: yup.string().nullable().defined(),
  submittedAt: yup.string().defined(),
  reviewedAt: yup.string().nullable().defined(),
  reviewNote: yup.string().nullable().defined(),
  kraStatus: yup.string().nullable().defined(),
  kraCheckedAt: yup.string().nullable().defined(),
});
export type KycAnswer = yup.InferType<typeof kycAnswerSchema>;

/** POST /api/GWSUsers/kyc/status: the own record masked, or null before any submission. */
export const kycStatusAnswerSchema = yup.object({ kyc: kycAnswerSchema.nullable().defined() });
export type KycStatusAnswer = yup.InferType<typeof kycStatusAnswerSchema>;

export const kycRevealAnswerSchema = yup.object({
  id: yup.number().defined(),
  pan: yup.string().defined(),
  dateOfBirth: yup.string().defined(),
});
