/**
 * Two-factor sign-in (TOTP, RFC 6238): the calls, their requests and answers, the messages the CMS
 * answers with and the texts the app shows. An enrolled account's login answers a challenge
 * (`{ mfaRequired: true, mfaToken }`) instead of a session; the second step trades it and a code
 * for the session a login gives.
 */
import * as yup from 'yup';

export const MFA_PATHS = {
  setup: '/GWSUsers/mfa/setup',
  enable: '/GWSUsers/mfa/enable',
  disable: '/GWSUsers/mfa/disable',
  login: '/GWSUsers/login/mfa',
} as const;

/** Recovery codes handed out when two-factor sign-in is turned on (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** The error `details.code` of an administrator's call refused until they enrol (ADMIN_MFA=required). */
export const MFA_ENROLMENT_REQUIRED = 'MFA_ENROLMENT_REQUIRED';

export const MFA_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeTooLong: 'That code is too long.',
  codeWrong: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  tokenRequired: 'mfaToken is required.',
  signInExpired: 'This sign-in has expired. Please sign in again with your email and password.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notStarted: 'Start the set-up first: it gives you the secret to add to your authenticator app.',
  notOn: 'Two-factor sign-in is not on for this account.',
  enrolmentRequired: 'Administrators must turn on two-factor sign-in before using the admin area: set it up in My Account.',
  notConfigured: 'Two-factor sign-in is not available: the server has no encryption key (KYC_ENCRYPTION_KEY).',
} as const;

/** A code: six digits from the app, or a recovery code (letters, digits, a dash); checked on the server. */
const codeRule = () => yup.string().trim().required(MFA_MESSAGES.codeRequired).max(32, MFA_MESSAGES.codeTooLong);

/** POST /api/GWSUsers/mfa/enable and /mfa/disable. */
export const mfaCodeRequestSchema = yup.object({ code: codeRule() });

/** POST /api/GWSUsers/login/mfa. */
export const mfaLoginRequestSchema = yup.object({
  mfaToken: yup.string().trim().required(MFA_MESSAGES.tokenRequired).max(200, MFA_MESSAGES.signInExpired),
  code: codeRule(),
});

/** The app's code form (login's second step, enrolment): the same rule as the server's. */
export const mfaCodeFormSchema = mfaCodeRequestSchema;

/** POST /api/GWSUsers/mfa/setup: the secret (base32) for manual entry and the otpauth:// URL the QR code holds. */
export interface MfaSetupAnswer {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/GWSUsers/mfa/enable: the recovery codes, shown once. */
export interface MfaEnableAnswer {
  recoveryCodes: string[];
}

/** POST /api/GWSUsers/login for an enrolled account: no session yet, a challenge for the second step. */
export interface MfaChallengeAnswer {
  mfaRequired: true;
  mfaToken: string;
}

export const mfaSetupAnswerSchema: yup.ObjectSchema<MfaSetupAnswer> = yup.object({
  secret: yup.string().defined(),
  otpauthUrl: yup.string().defined(),
});

export const mfaEnableAnswerSchema: yup.ObjectSchema<MfaEnableAnswer> = yup.object({
  recoveryCodes: yup.array(yup.string().defined()).defined(),
});

export const mfaChallengeAnswerSchema: yup.ObjectSchema<MfaChallengeAnswer> = yup.object({
  mfaRequired: yup.mixed<true>().oneOf([true]).defined(),
  mfaToken: yup.string().defined(),
});

/** Whether a login answered the challenge rather than a session. */
export const isMfaChallenge = (answer: object): answer is MfaChallengeAnswer => (answer as MfaChallengeAnswer).mfaRequired === true;

/** What the app shows (My Account's section, login's second step, the enrolment screen). */
export const MFA_TEXTS = {
  title: 'Two-factor sign-in',
  intro: 'Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone opens nothing.',
  on: 'Two-factor sign-in is on.',
  off: 'Two-factor sign-in is off.',
  start: 'Set up two-factor sign-in',
  scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret below into it.',
  qrAlt: 'QR code of your two-factor secret',
  secretLabel: 'Secret for manual entry',
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code your authenticator app shows now.',
  loginCodeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  turnOn: 'Turn on',
  turnOff: 'Turn off two-factor sign-in',
  turnOffHint: 'To turn it off, enter a current code or a recovery code.',
  turnedOff: 'Two-factor sign-in is off.',
  recoveryTitle: 'Your recovery codes',
  recoveryNote:
    'Keep these codes somewhere safe, apart from your phone: each signs you in once if you lose your authenticator app. They are shown only now.',
  recoveryDone: 'I have kept my recovery codes',
  secondStepTitle: 'Two-factor sign-in',
  secondStepIntro: 'Enter the code from your authenticator app to finish signing in.',
  verify: 'Verify',
  backToLogin: 'Sign in again',
  requiredTitle: 'Turn on two-factor sign-in',
  requiredIntro: 'Administrators must sign in with a second factor. Set it up now to continue to the admin area.',
  failed: 'Something went wrong. Please try again.',
} as const;
