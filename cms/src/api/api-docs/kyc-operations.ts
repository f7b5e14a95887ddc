/** The KYC routes in the description (operations.ts spreads them in). */
import {
  KYC_LIMITS,
  KYC_PATH,
  KYC_REVEAL_PATH,
  KYC_REVIEW_PATH,
  KYC_STATUS_PATH,
  kycAnswerSchema,
  kycRequestSchema,
  kycRevealAnswerSchema,
  kycRevealRequestSchema,
  kycReviewRequestSchema,
  kycStatusAnswerSchema,
} from 'contracts';
import { userIdBody, type Operation } from './operation';

export const KYC_OPERATIONS: Record<string, Operation> = {
  [`POST /api${KYC_PATH}`]: {
    summary: `Records the signed-in client's KYC (PAN, name as on the PAN, date of birth, address, consent): answered with the PAN masked (ABCDE****F); a P PAN's holder must be ${KYC_LIMITS.adultAge} or older. Replaces the account's record (self-declared, KRA-registered or rejected) until the account has paid; after a payment only a rejected one, and a verified one never (409). A PAN may be on several accounts (one client): the fee cap counts them together. With KRA_API_URL set, the PAN's status at the agency is recorded.`,
    body: kycRequestSchema,
    answer: kycAnswerSchema,
    errors: {
      '409': 'The record cannot be replaced: the account has paid and it is not rejected, or it is verified.',
    },
  },
  [`POST /api${KYC_STATUS_PATH}`]: {
    summary:
      "The signed-in client's own KYC record, masked as POST /api/GWSUsers/kyc answers it, or `{ kyc: null }` before any submission (own id only: 403 for another).",
    body: userIdBody,
    answer: kycStatusAnswerSchema,
  },
  [`POST /api${KYC_REVEAL_PATH}`]: {
    summary: "Administrators: a KYC record's PAN and date of birth in clear; every reveal is written to the audit trail first.",
    body: kycRevealRequestSchema,
    answer: kycRevealAnswerSchema,
    errors: {
      '404': 'No KYC record has this id.',
    },
  },
  [`POST /api${KYC_REVIEW_PATH}`]: {
    summary: 'Administrators: verify or reject a KYC record (a rejection needs a note); written to the audit trail.',
    body: kycReviewRequestSchema,
    answer: kycAnswerSchema,
    errors: {
      '404': 'No KYC record has this id.',
      '409': 'The record was reviewed already.',
    },
  },
};
