/**
 * What the lead tools' routes answer (cms/src/extensions/content-manager/strapi-server.ts): read by
 * the server code that makes the answers and by the panel that shows them (cms/src/admin/lead-tools),
 * so this file imports nothing.
 */

/** A lead collection as the panel offers it to one admin. */
export interface LeadCollectionInfo {
  uid: string;
  kind: string;
  displayName: string;
  /** Every column the admin may export. */
  columns: string[];
  /** The list view's columns: the export's default choice. */
  listColumns: string[];
  /** Whether this admin may erase a person (deleting in every lead collection): the panel offers Erase only then. */
  mayErase: boolean;
}

/** How many records of one lead collection an erasure deleted. */
export interface Erased {
  uid: string;
  kind: string;
  count: number;
}

/** A record an erasure left because the law keeps it (a KYC record): which, until when, and why in words. */
export interface Kept {
  uid: string;
  kind: string;
  /** 'YYYY-MM-DD': its first day free to erase. */
  until: string;
  reason: string;
}
