/** The two-factor sign-in routes in the description (operations.ts spreads them in). */
import {
  MFA_PATHS,
  RECOVERY_CODE_COUNT,
  loginAnswerSchema,
  mfaCodeRequestSchema,
  mfaEnableAnswerSchema,
  mfaLoginRequestSchema,
  mfaSetupAnswerSchema,
} from 'contracts';
import type { Operation } from './operation';

export const MFA_OPERATIONS: Record<string, Operation> = {
  [`POST /api${MFA_PATHS.setup}`]: {
    summary:
      'Starts two-factor sign-in for the signed-in account: a new TOTP secret (base32, for manual entry) and its otpauth:// URL (the QR code). Kept pending until enable; never answered again. 409 when it is already on.',
    answer: mfaSetupAnswerSchema,
    errors: {
      '409': 'Two-factor sign-in is already on.',
    },
  },
  [`POST /api${MFA_PATHS.enable}`]: {
    summary: `Turns two-factor sign-in on with a current code of the pending secret: answers ${RECOVERY_CODE_COUNT} recovery codes, once (stored hashed; each works once). A wrong code is a 400, audited and counted: too many in 15 minutes, 429.`,
    body: mfaCodeRequestSchema,
    answer: mfaEnableAnswerSchema,
    errors: {
      '409': 'Two-factor sign-in is already on, or no set-up is pending.',
      '429': 'Too many wrong codes in 15 minutes (Retry-After).',
    },
  },
  [`POST /api${MFA_PATHS.disable}`]: {
    summary: 'Turns two-factor sign-in off with a current code or an unused recovery code (audited; wrong codes counted as for enable).',
    body: mfaCodeRequestSchema,
    answer: null,
    errors: {
      '409': 'Two-factor sign-in is not on.',
      '429': 'Too many wrong codes in 15 minutes (Retry-After).',
    },
  },
  [`POST /api${MFA_PATHS.login}`]: {
    summary:
      "A two-factor login's second step: the `mfaToken` login answered (single use, 5 minutes) and a current code or an unused recovery code; answers as login does. A wrong code is a 401, audited; too many for the account in 15 minutes, 429.",
    body: mfaLoginRequestSchema,
    answer: loginAnswerSchema,
    errors: {
      '401': 'The code or the `mfaToken` is wrong or spent.',
      '429': 'Too many wrong codes for the account in 15 minutes (Retry-After).',
    },
  },
};
