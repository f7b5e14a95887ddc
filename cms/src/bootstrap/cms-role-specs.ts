/**
 * The firm's panel roles as data (who edits and reads which types): bootstrap/cms-roles.ts makes
 * Strapi's permissions from them on every start, and the panel's access matrix
 * (bootstrap/panel-matrix.ts, docs/editors.md) is read from them. No Strapi import: the tests read it
 * through the CMS package's entry.
 */
import { PAGE_SLUGS } from 'contracts';
import { LEAD_TYPES } from '../lib/lead-types';

export const VERIFICATION_FIELDS = ['adCodeFlags', 'claimsVerified', 'verificationReference'];

export const MARKETING = [
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
export const MARKETING_PAGE_CONDITION = {
  displayName: 'Is a marketing page (not a regulatory one)',
  name: 'is-marketing-page',
  category: 'pages',
  // Mongo-style, as Strapi's permission engine reads conditions (it turns $nin into the query's $notIn).
  handler: () => ({ slug: { $nin: REGULATORY_PAGE_SLUGS } }),
};
export const MARKETING_PAGE = `api::${MARKETING_PAGE_CONDITION.name}`;

/** A panel permission condition: the lead is not a grievance (a complaint is compliance's, not a sales lead). */
export const NOT_A_GRIEVANCE_CONDITION = {
  displayName: 'Is a sales lead (not a grievance)',
  name: 'is-not-a-grievance',
  category: 'leads',
  handler: () => ({ source: { $nin: ['grievance'] } }),
};
export const NOT_A_GRIEVANCE = `api::${NOT_A_GRIEVANCE_CONDITION.name}`;

/** The conditions the roles use, registered with Strapi's permission engine at every start. */
export const ROLE_CONDITIONS = [MARKETING_PAGE_CONDITION, NOT_A_GRIEVANCE_CONDITION];

/** Every lead form's entries: the marketers' to read and export (never to erase: that is a request of the person's, handled by Super Admin). */
export { LEAD_TYPES };

/** What a plan sells and for how much: compliance staff's to change (the fee is a regulated disclosure), marketing's to read. */
export const PLAN_FEE_FIELDS = ['price', 'strikePrice', 'instalmentAmount', 'instalmentText', 'months', 'stocks', 'paymentLink'];

export interface RoleSpec {
  name: string;
  description: string;
  /** Content types with every action (create, read, update, delete, publish). */
  edit: string[];
  /** Content types only read. */
  read: string[];
  /** Fields left out of every permission (not seen, not written). */
  withoutFields?: string[];
  /** A type only under a condition (its entries that meet it): uid → condition. */
  conditions?: Record<string, string>;
  /** Fields the role reads but neither creates nor changes: uid → fields. */
  readOnlyFields?: Record<string, string[]>;
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
      // The review state and the masked PAN (the sealed fields never leave the server: api/kyc/server-only.ts).
      'api::kyc.kyc-record',
      'api::audit-entry.audit-entry',
      'api::research-register.research-register',
      'api::alert-delivery.alert-delivery',
      'api::mail-preference.mail-suppression',
      'api::call-performance.call-performance',
    ],
  },
  {
    name: 'Marketer',
    description:
      'Pages, features, testimonials, FAQs, plans (not their fees), sample stocks; reads and exports the leads; no complaint data, grievances, compliance settings or audit.',
    edit: MARKETING,
    read: LEAD_TYPES,
    withoutFields: VERIFICATION_FIELDS,
    conditions: { 'api::page.page': MARKETING_PAGE, 'api::lead.lead': NOT_A_GRIEVANCE },
    readOnlyFields: { 'api::plan.plan': PLAN_FEE_FIELDS },
  },
];
