import type { Core } from '@strapi/strapi';

/** Creates the CMS panel's first super-admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD. */
export async function ensureCmsAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
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
