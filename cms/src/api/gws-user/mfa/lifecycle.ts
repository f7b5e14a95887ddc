/**
 * The two-factor secrets at start: sealed with the KYC fields' key (lib/field-crypto.ts), so after
 * a key rotation they are re-sealed under the new one, as the KYC records are (docs/kyc.md,
 * "Rotating the key"), before KYC_ENCRYPTION_KEY_PREVIOUS is removed.
 */
import type { Lifecycle } from '../../../lib/lifecycle';
import { mfa } from '../services/mfa';

export const mfaLifecycle: Lifecycle = {
  async bootstrap(strapi) {
    const { resealed, unreadable } = await mfa(strapi).rekey();
    if (resealed || unreadable)
      strapi.log.info(
        `[mfa] re-sealed ${resealed} two-factor secret(s) under the current key; ${unreadable} could not be opened with either key.`,
      );
  },
};
