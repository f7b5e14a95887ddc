import type { Core } from '@strapi/strapi';
import { adminMfa } from './lib/admin-mfa';

/**
 * Two-factor sign-in (src/api/gws-user/mfa.ts). adminRequired: administrators who have not enrolled
 * are sent to enrolment and refused every admin call until they do (ADMIN_MFA, lib/admin-mfa.ts).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  adminRequired:
    adminMfa({
      adminMfa: env('ADMIN_MFA', ''),
      nodeEnv: env('NODE_ENV', 'development'),
      nodeEnvDefaulted: env('NODE_ENV_DEFAULTED', ''),
    }) === 'required',
});

export default config;
