/**
 * The panel's daily accounts: a Compliance and a Marketer user, made once on the first start that
 * has their passwords (npm start generates them into secrets.json and prints them), so that daily
 * editing is not done as Super Admin. Made once: an account an administrator removes later stays
 * removed, and one whose address is already taken is left alone.
 */
import type { Core } from '@strapi/strapi';

interface StaffAccount {
  role: string;
  email: string;
  password?: string;
}

export async function ensureStaffAccounts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'panel-staff' });
  const made = ((await store.get({ key: 'made' })) as Record<string, string> | null) ?? {};
  const staff = (strapi.config.get('accounts.staff') as StaffAccount[] | undefined) ?? [];
  const users = strapi.service('admin::user');
  let changed = false;
  for (const account of staff) {
    if (!account.password || made[account.role]) continue;
    const role = (await strapi.db.query('admin::role').findOne({ where: { name: account.role }, select: ['id'] })) as { id: number } | null;
    if (!role) continue;
    made[account.role] = new Date().toISOString();
    changed = true;
    if (await strapi.db.query('admin::user').findOne({ where: { email: account.email }, select: ['id'] })) continue;
    await users.create({
      email: account.email,
      firstname: account.role,
      lastname: 'Staff',
      password: account.password,
      isActive: true,
      registrationToken: null,
      roles: [role.id],
    });
    strapi.log.info(`[bootstrap] CMS ${account.role} account created: ${account.email}`);
  }
  if (changed) await store.set({ key: 'made', value: made });
}
