/**
 * TOTP (RFC 6238) through otplib: 30-second codes of six digits from a 160-bit secret, as every
 * authenticator app reads them from an otpauth:// URL. One step of clock drift either way is
 * accepted; a step at or before the last one used is refused, so a code seen over a shoulder
 * cannot be replayed within its window.
 */
import { generateSecret, generateURI, verify } from 'otplib';

/** Seconds of clock drift accepted each way: one 30-second step. */
const DRIFT_SECONDS = 30;

/** A new secret, base32 (what the QR code carries and what is typed for manual entry). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app scans: the firm as issuer, the account's email as label. */
export const otpauthUrl = (issuer: string, label: string, secret: string): string => generateURI({ issuer, label, secret });

/** Whether the typed text has the form of an app code (six digits). */
export const looksLikeTotp = (typed: string): boolean => /^\d{6}$/.test(typed.replace(/\s+/g, ''));

/**
 * The time step a code matched, or null: not six digits, wrong, or of a step at or before
 * `afterStep` (already used).
 */
export async function matchedStep(secret: string, typed: string, afterStep?: number | null): Promise<number | null> {
  if (!looksLikeTotp(typed)) return null;
  const result = await verify({
    secret,
    token: typed.replace(/\s+/g, ''),
    epochTolerance: DRIFT_SECONDS,
    ...(typeof afterStep === 'number' ? { afterTimeStep: afterStep } : {}),
  });
  // otplib's answer type covers HOTP too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
