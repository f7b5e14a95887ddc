import type { Core } from '@strapi/strapi';

/**
 * The accounts bootstrap creates on a fresh instance. npm start always passes their passwords
 * (chosen, or generated once and kept in secrets.json); without one the account is not created.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** The CMS panel's first super-admin. */
  cmsAdmin: { email: env('CMS_ADMIN_EMAIL', '') || undefined, password: env('CMS_ADMIN_PASSWORD', '') || undefined },
  /** The panel's daily accounts (created once, on the first start that has their passwords): bootstrap/staff-accounts.ts. */
  staff: [
    {
      role: 'Compliance',
      email: (env('CMS_COMPLIANCE_EMAIL', '') || 'compliance@example.com').toLowerCase(),
      password: env('CMS_COMPLIANCE_PASSWORD', '') || undefined,
    },
    {
      role: 'Marketer',
      email: (env('CMS_MARKETER_EMAIL', '') || 'marketing@example.com').toLowerCase(),
      password: env('CMS_MARKETER_PASSWORD', '') || undefined,
    },
  ],
  /** The app administrator (admin 999). */
  appAdmin: {
    email: (env('SEED_ADMIN_EMAIL', '') || 'admin@example.com').toLowerCase(),
    password: env('SEED_ADMIN_PASSWORD', '') || undefined,
  },
});

export default config;
