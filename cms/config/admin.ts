import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET')! },
  apiToken: { salt: env('API_TOKEN_SALT')! },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT')! } },
  // Lets bootstrap read back the site-build token's key (see src/bootstrap/site-token.ts).
  secrets: { encryptionKey: env('ENCRYPTION_KEY')! },
  flags: { nps: false, promoteEE: false, docLinks: true },
});

export default config;
