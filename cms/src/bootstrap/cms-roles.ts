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
 *   plans, sample stocks and charts), but not the advertisement code's verification fields (only
 *   compliance staff verify claims), and nothing of complaint data, grievances, Compliance
 *   settings or the audit trail.
 * Both may use the media library.
 *
 * Created on the first start that lacks them, and their permissions set again on every start from
 * this file (the roles are the code's: a new field is covered, a hand-made change does not drift).
 * A firm that wants other rights makes a role of its own in the panel.
 */
import type { Core } from '@strapi/strapi';
import { PAGE_SLUGS } from 'contracts';
import { AD_CODE_TYPES } from '../api/compliance-setting/ad-code';
import { serviceOf } from '../lib/services';

const CONTENT = 'plugin::content-manager.explorer.';
const ALL = ['create', 'read', 'update', 'delete', 'publish'].map((a) => CONTENT + a);
const VERIFICATION_FIELDS = ['adCodeFlags', 'claimsVerified', 'verificationReference'];

const MARKETING = [
  'api::page.page',
  'api::feature.feature',
  'api::testimonial.testimonial',
  'api::faq.faq',
  'api::plan.plan',
  'api::sample-stock.sample-stock',
  'api::stock-series.stock-series',
  'api::growth-chart.growth-chart',
];

/** The regulatory pages (the footer's legal links): compliance staff's to edit, not marketing's. */
export const REGULATORY_PAGE_SLUGS = [
  'disclaimer',
  'mandatory-disclosure',
  PAGE_SLUGS.terms,
  'investor-charter',
  'investor-complaints',
  'grievance',
  'privacy-policy',
  PAGE_SLUGS.mitc,
];

/** A panel permission condition: the page is not a regulatory one (registered at every start: conditions live in memory). */
const MARKETING_PAGE_CONDITION = {
  displayName: 'Is a marketing page (not a regulatory one)',
  name: 'is-marketing-page',
  category: 'pages',
  // Mongo-style, as Strapi's permission engine reads conditions (it turns $nin into the query's $notIn).
  handler: () => ({ slug: { $nin: REGULATORY_PAGE_SLUGS } }),
};
const MARKETING_PAGE = `api::${MARKETING_PAGE_CONDITION.name}`;

interface RoleSpec {
  name: string;
  description: string;
  /** Content types with every action (create, read, update, delete, publish). */
  edit: string[];
  /** Content types only read. */
  read: string[];
  /** Fields left out of every permission (not seen, not written). */
  withoutFields?: string[];
  /** Pages only under this condition. */
  pagesCondition?: string;
}

export const CMS_ROLES: readonly RoleSpec[] = [
  {
    name: 'Compliance',
    description:
      'Disclosures, legal pages, complaint data, grievances, site and compliance settings; verifies claims; records analysts’ declared trades; reads the audit trail, research register, alert delivery log, mail suppressions and call performance.',
    edit: [
      'api::page.page',
      'api::escalation-contact.escalation-contact',
      'api::site-setting.site-setting',
      'api::complaint-data.complaint-data',
      'api::grievance.grievance',
      'api::compliance-setting.compliance-setting',
      'api::personal-trade.personal-trade',
      'api::feature.feature',
      'api::testimonial.testimonial',
      'api::plan.plan',
    ],
    read: [
      'api::audit-entry.audit-entry',
      'api::research-register.research-register',
      'api::alert-delivery.alert-delivery',
      'api::mail-preference.mail-suppression',
      'api::call-performance.call-performance',
    ],
  },
  {
    name: 'Marketer',
    description: 'Pages, features, testimonials, FAQs, plans, sample stocks; no complaint data, grievances, compliance settings or audit.',
    edit: MARKETING,
    read: [],
    withoutFields: VERIFICATION_FIELDS,
    pagesCondition: MARKETING_PAGE,
  },
];

const UPLOAD = ['read', 'configure-view', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link'].map((a) => ({
  action: `plugin::upload.${a}`,
}));

interface Permission {
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
      .map((p) => (spec.pagesCondition && p.subject === 'api::page.page' ? { ...p, conditions: [spec.pagesCondition] } : p))
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
  await permissions.conditionProvider.register(MARKETING_PAGE_CONDITION);
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
