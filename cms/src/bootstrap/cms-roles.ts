/**
 * The CMS panel's roles for the firm's staff, besides Strapi's Super Admin, Editor and
 * Author:
 * - Compliance: the regulated content (pages with the legal texts, the escalation matrix, Site
 *   settings, complaint data, grievance tickets, Compliance settings) and the marketing types, whose
 *   claims they verify, and the analysts' declared trades (the research blackout); reads the audit
 *   trail, the research register, each publication's alert delivery log and the mail suppression
 *   list (the evidence that every entitled subscriber heard at once, and who could not be mailed),
 *   and the calls' cached performance (the track record's figures).
 * - Marketer: marketing content (pages but the regulatory ones, features, testimonials, FAQs,
 *   plans but not their fees, sample stocks and charts), but not the advertisement code's
 *   verification fields (only compliance staff verify claims); reads and exports the leads the
 *   pages bring (grievances left out), without erasing any; nothing of complaint data, grievances,
 *   Compliance settings or the audit trail.
 * Both may use the media library.
 *
 * Created on the first start that lacks them, and their permissions set again on every start from
 * cms-role-specs.ts (the roles are the code's: a new field is covered, a hand-made change does not drift).
 * A firm that wants other rights makes a role of its own in the panel.
 */
import type { Core } from '@strapi/strapi';
import { AD_CODE_TYPES } from '../api/compliance-setting/ad-code';
import { serviceOf } from '../lib/services';
import { CMS_ROLES, ROLE_CONDITIONS, type RoleSpec } from './cms-role-specs';

const CONTENT = 'plugin::content-manager.explorer.';
const ALL = ['create', 'read', 'update', 'delete', 'publish'].map((a) => CONTENT + a);
const UPLOAD = ['read', 'configure-view', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link'].map((a) => ({
  action: `plugin::upload.${a}`,
}));

interface Permission {
  action?: string;
  subject: string;
  properties?: { fields?: string[] };
  conditions?: string[];
}

interface Action {
  actionId: string;
  subjects?: string[];
  section: string;
}

/** The role's permissions, as Strapi builds them for its own Editor role (every nested field listed). */
function permissionsOf(strapi: Core.Strapi, spec: RoleSpec): unknown[] {
  const actions = serviceOf<{ actionProvider: { values: () => Action[] } }>(strapi, 'admin::permission').actionProvider.values();
  const contentTypes = serviceOf<{
    getPermissionsWithNestedFields: (actions: Action[]) => Permission[];
  }>(strapi, 'admin::content-type');
  const present = (uids: string[]) => uids.filter((uid) => strapi.contentTypes[uid as never]);
  const forSubjects = (actionIds: string[], subjects: string[]) =>
    contentTypes
      .getPermissionsWithNestedFields(
        actions
          .filter((a) => a.section === 'contentTypes' && actionIds.includes(a.actionId))
          .map((a) => ({ ...a, subjects: (a.subjects ?? []).filter((s) => subjects.includes(s)) })),
      )
      .map((p) => (spec.conditions?.[p.subject] ? { ...p, conditions: [spec.conditions[p.subject]] } : p))
      .map((p) => {
        const readOnly = spec.readOnlyFields?.[p.subject];
        const fields = p.properties?.fields;
        if (!readOnly || !fields || ![CONTENT + 'create', CONTENT + 'update'].includes(p.action ?? '')) return p;
        return { ...p, properties: { ...p.properties, fields: fields.filter((f) => !readOnly.includes(f)) } };
      })
      .map((p) => {
        const fields = p.properties?.fields;
        if (!fields || !spec.withoutFields || !(AD_CODE_TYPES as readonly string[]).includes(p.subject)) return p;
        return { ...p, properties: { ...p.properties, fields: fields.filter((f) => !spec.withoutFields!.includes(f)) } };
      });
  return [...forSubjects(ALL, present(spec.edit)), ...forSubjects([CONTENT + 'read'], present(spec.read)), ...UPLOAD];
}

export async function ensureCmsRoles(strapi: Core.Strapi): Promise<void> {
  const permissions = serviceOf<{
    conditionProvider: { register: (c: object) => Promise<unknown> };
  }>(strapi, 'admin::permission');
  for (const condition of ROLE_CONDITIONS) await permissions.conditionProvider.register(condition);
  const roles = serviceOf<{
    findOne: (where: { name: string }) => Promise<{ id: number } | null>;
    create: (role: { name: string; description: string }) => Promise<{ id: number }>;
    assignPermissions: (roleId: number, permissions: unknown[]) => Promise<unknown>;
  }>(strapi, 'admin::role');
  for (const spec of CMS_ROLES) {
    let role = await roles.findOne({ name: spec.name });
    if (!role) {
      role = await roles.create({ name: spec.name, description: spec.description });
      strapi.log.info(`[bootstrap] CMS role created: ${spec.name}`);
    }
    await roles.assignPermissions(role.id, permissionsOf(strapi, spec));
  }
}
