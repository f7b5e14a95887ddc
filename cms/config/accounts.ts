import type { Core } from '@strapi/strapi';

/**
 * The accounts bootstrap creates on a fresh instance. npm start always passes both passwords
 * (chosen, or generated once and kept in secrets.json); without one the account is not created.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** The CMS panel's first super-admin. */
  cmsAdmin: { email: env('CMS_ADMIN_EMAIL', '') || undefined, password: env('CMS_ADMIN_PASSWORD', '') || undefined },
  /** The app administrator (admin 999). */
  appAdmin: {
    email: (env('SEED_ADMIN_EMAIL', '') || 'admin@example.com').toLowerCase(),
    password: env('SEED_ADMIN_PASSWORD', '') || undefined,
  },
});

export default config;
