import type { Core } from '@strapi/strapi';
import { ADMINISTRATOR } from 'contracts';
import { USER } from '../api/gws-user/users';

const EXCHANGES = ['NSE', 'BSE'];
const UPDATE_TYPES = ['Buy', 'Sell', 'Hold', 'Add', 'Partial Profit Booking', 'Exit'];

/** Lists the app needs (editable in the CMS afterwards): created when missing, never overwritten. */
export async function ensureAppLists(strapi: Core.Strapi): Promise<void> {
  for (const [uid, field, values] of [
    ['api::exchange.exchange', 'name', EXCHANGES],
    ['api::update-type.update-type', 'text', UPDATE_TYPES],
  ] as const) {
    if ((await strapi.db.query(uid).count()) > 0) continue;
    for (const value of values) await strapi.db.query(uid).create({ data: { [field]: value } });
  }
}

/**
 * The app administrator (admin = ADMINISTRATOR) from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD (config/accounts.ts), created when no
 * administrator exists. npm start always passes a password (chosen, or generated once and kept in
 * secrets.json); without one no administrator is created: a password is never printed to a log.
 */
export async function ensureAppAdmin(strapi: Core.Strapi): Promise<void> {
  if (await strapi.db.query(USER).findOne({ where: { admin: ADMINISTRATOR }, select: ['id'] })) return;
  const { email, password } = strapi.config.get('accounts.appAdmin') as { email: string; password?: string };
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const existing = await strapi.db.query(USER).findOne({ where: { email } });
  if (existing) {
    // Never promote an account the seed did not create: anyone may have signed up with that address.
    strapi.log.warn(
      `[bootstrap] No app administrator: an account with SEED_ADMIN_EMAIL (${email}) already exists and is not made one. Set admin = ${ADMINISTRATOR} on the right user in the CMS panel.`,
    );
  } else if (!password) {
    strapi.log.warn('[bootstrap] No app administrator: set SEED_ADMIN_PASSWORD (npm start does).');
  } else {
    await strapi.plugin('users-permissions').service('user').add({
      email,
      username: email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role?.id,
      first_name: 'Site',
      last_name: 'Administrator',
      phone: '',
      admin: ADMINISTRATOR,
    });
  }
}

/**
 * The documented API replaces users-permissions' own public auth routes (register, forgot and
 * reset password, providers): take them away from the public role so they are no side door.
 */
export async function closeBuiltInAuthRoutes(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const PERMISSION = 'plugin::users-permissions.permission';
  // deleteMany cannot filter through a relation: select the ids first.
  const ids = (
    await strapi.db
      .query(PERMISSION)
      .findMany({ where: { role: { id: role.id }, action: { $startsWith: 'plugin::users-permissions.' } }, select: ['id'] })
  ).map((p: { id: number }) => p.id);
  if (ids.length) await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: ids } } });
}
