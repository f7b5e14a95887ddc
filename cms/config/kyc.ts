import type { Core } from '@strapi/strapi';

/**
 * The KYC of fee-paying clients. encryptionKey: 32 random bytes in base64 that seal the PAN and date
 * of birth (src/lib/field-crypto.ts; npm start generates one per DATA_DIR); previousKey: the key
 * before a rotation, kept until the CMS has re-encrypted every record under the new one.
 * kraApiUrl/kraApiKey: the KYC registration agency's status lookup, when the firm has one.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  encryptionKey: env('KYC_ENCRYPTION_KEY', '') || undefined,
  previousKey: env('KYC_ENCRYPTION_KEY_PREVIOUS', '') || undefined,
  kraApiUrl: env('KRA_API_URL', '') || undefined,
  kraApiKey: env('KRA_API_KEY', '') || undefined,
});

export default config;
