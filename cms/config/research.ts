import type { Core } from '@strapi/strapi';

/**
 * The research desk. signingKey: the firm's Ed25519 key that signs the research register
 * (src/api/research-register/signing-key.ts reads it; npm start generates one per DATA_DIR).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  signingKey: env('RESEARCH_SIGNING_KEY', '') || undefined,
});

export default config;
