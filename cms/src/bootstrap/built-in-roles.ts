/**
 * Strapi's own Editor and Author roles are made by Strapi with every content type. On every start
 * they lose the types that are not content: research, money, KYC, grievances and complaint data,
 * the firm's compliance records, accounts and every log. What stays is the site's content (pages,
 * features, FAQs, plans, navigation…) and the leads it brings. A hand-made grant of one of these
 * types to either role does not survive a restart; the writes themselves are refused for every
 * role anyway (bootstrap/app-owned.ts), so this is what the panel shows, and what custom panel
 * routes (the register's export, say) find in a role's abilities.
 */
import type { Core } from '@strapi/strapi';
import { APP_OWNED, APP_OWNED_ELSEWHERE } from './app-owned';

/** Strapi's codes of its built-in roles (Super Admin's is strapi-super-admin and keeps every permission). */
export const BUILT_IN_ROLE_CODES = ['strapi-editor', 'strapi-author'] as const;

/** The types no built-in role may see. */
export const NOT_FOR_BUILT_IN_ROLES: readonly string[] = [
  ...Object.keys(APP_OWNED),
  ...APP_OWNED_ELSEWHERE,
  // A split or bonus changes every call's figures on that share: the track record's, entered by Super Admin.
  'api::corporate-action.corporate-action',
  'api::complaint-data.complaint-data',
  'api::compliance-setting.compliance-setting',
  'api::personal-trade.personal-trade',
  'api::mail-preference.mail-suppression',
  'plugin::users-permissions.user',
];

export async function narrowBuiltInRoles(strapi: Core.Strapi): Promise<void> {
  const roles = (await strapi.db.query('admin::role').findMany({
    where: { code: { $in: [...BUILT_IN_ROLE_CODES] } },
    select: ['id'],
  })) as Array<{ id: number }>;
  if (!roles.length) return;
  const permissions = strapi.db.query('admin::permission');
  // Found first, deleted by id: a delete filtered through the role relation is a join some databases refuse.
  const found = (await permissions.findMany({
    where: { role: { id: { $in: roles.map((r) => r.id) } }, subject: { $in: [...NOT_FOR_BUILT_IN_ROLES] } },
    select: ['id'],
  })) as Array<{ id: number }>;
  if (!found.length) return;
  await permissions.deleteMany({ where: { id: { $in: found.map((p) => p.id) } } });
  strapi.log.info(`[bootstrap] ${found.length} permission(s) of the Editor and Author roles on app-owned types removed`);
}
