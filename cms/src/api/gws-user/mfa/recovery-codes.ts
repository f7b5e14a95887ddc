/**
 * Recovery codes of two-factor sign-in: ten random codes handed out once when it is turned on,
 * each good for one sign-in. Only their SHA-256 hashes are stored: a code has 50 random bits, far
 * beyond what the rate-limited sign-in lets anyone guess, so a slow password hash would add
 * nothing (the access tokens are stored the same way, api/access-token).
 */
import crypto from 'node:crypto';

/** No 0/o, 1/l/i: a code is read off paper and typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** One new code, `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** `count` distinct new codes. */
export function newRecoveryCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/** A code as typed (any case, spaces or dashes anywhere) in the one form that is hashed. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, '');

/** Whether the typed text can be a recovery code at all (and not, say, a six-digit app code). */
export const looksLikeRecoveryCode = (typed: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeRecoveryCode(typed));

/** The stored form of a code. */
export const hashRecoveryCode = (typed: string): string => crypto.hash('sha256', normalizeRecoveryCode(typed), 'hex');

/** The hashes left once `typed` is spent, or null when it is none of them. */
export function spendRecoveryCode(hashes: readonly string[], typed: string): string[] | null {
  if (!looksLikeRecoveryCode(typed)) return null;
  const hash = hashRecoveryCode(typed);
  const at = hashes.indexOf(hash);
  return at < 0 ? null : [...hashes.slice(0, at), ...hashes.slice(at + 1)];
}
