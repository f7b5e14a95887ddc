/**
 * The advertisement code (SEBI's code for research analysts' advertisements) as the CMS and the
 * site share it: the CMS flags marketing entries that claim returns or past performance, promise
 * guarantees or lure with offers (cms/src/lib/ad-code.ts), an editor may mark the claims verified
 * with the past risk and return verification agency's reference, and until then the site shows
 * the entry's page only with the disclaimer below.
 */

/** The fields every marketing entry carries for the code (added to each type by the CMS). */
export interface AdCodeFields {
  /** The flagged phrases, where and why, one a line; empty when the entry claims nothing. Set by the CMS on save. */
  adCodeFlags?: string | null;
  /** The claims are verified (by the past risk and return verification agency). */
  claimsVerified?: boolean | null;
  /** The verification's reference: required when the claims are marked verified. */
  verificationReference?: string | null;
}

/** Shown on a page whose entry (or what it shows) has unverified claims. */
export const CLAIMS_DISCLAIMER =
  'The figures and claims of returns or past performance on this page have not been verified by a SEBI-recognised past risk and return verification agency. Past performance is not indicative of future returns. Investments in the securities market are subject to market risks; no return is assured or guaranteed.';

/** Whether an entry's claims need the disclaimer: flagged and not verified. */
export const hasUnverifiedClaims = (entry: AdCodeFields | null | undefined): boolean =>
  Boolean(entry?.adCodeFlags?.trim()) && !entry?.claimsVerified;
