/**
 * The Leads view's shapes, shared by its route (lib/lead-inbox.ts) and its panel page
 * (src/admin/leads/LeadsPage.tsx): pure data, so the panel's bundle can import it.
 */

/** The view's route under the panel's API (cms/src/extensions/content-manager/strapi-server.ts). */
export const LEAD_INBOX_PATH = '/content-manager/lead-tools/inbox';

/** Rows a page of the view shows. */
export const LEAD_INBOX_PAGE_SIZE = 50;

/** The view's filters: the query parameter, its label, and the attribute every lead collection has. */
export const LEAD_INBOX_FILTERS = [
  { key: 'path', label: 'Page', attribute: 'page', hint: '/landing/…' },
  { key: 'campaign', label: 'Campaign', attribute: 'utm_campaign', hint: 'utm_campaign' },
  { key: 'source', label: 'Source', attribute: 'utm_source', hint: 'utm_source' },
  { key: 'medium', label: 'Medium', attribute: 'utm_medium', hint: 'utm_medium' },
] as const;

export type LeadInboxFilter = (typeof LEAD_INBOX_FILTERS)[number]['key'];

/** One lead as the view and its CSV show it, whichever form it came from. */
export interface LeadInboxRow {
  id: string;
  receivedAt: string;
  form: string;
  name: string;
  email: string;
  phone: string;
  page: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
}

/** The CSV's columns, in order, with their headers. */
export const LEAD_INBOX_COLUMNS: { key: keyof LeadInboxRow; header: string }[] = [
  { key: 'receivedAt', header: 'Received (UTC)' },
  { key: 'form', header: 'Form' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone' },
  { key: 'page', header: 'Page' },
  { key: 'referrer', header: 'Referrer' },
  { key: 'utm_source', header: 'utm_source' },
  { key: 'utm_medium', header: 'utm_medium' },
  { key: 'utm_campaign', header: 'utm_campaign' },
  { key: 'utm_content', header: 'utm_content' },
  { key: 'utm_term', header: 'utm_term' },
];

export interface LeadInboxPage {
  data: LeadInboxRow[];
  meta: { page: number; pageSize: number; total: number };
}
