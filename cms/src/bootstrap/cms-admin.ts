import type { Core } from '@strapi/strapi';

/** Creates the CMS panel's first super-admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (config/accounts.ts). */
export async function ensureCmsAdmin(strapi: Core.Strapi): Promise<void> {
  const { email, password } = strapi.config.get('accounts.cmsAdmin') as { email?: string; password?: string };
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await users.create({
    email: email.toLowerCase(),
    firstname: 'Site',
    lastname: 'Editor',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[bootstrap] CMS super-admin created: ${email}`);
}
