/**
 * What only the app's audited services write: research, money, KYC, grievance tickets and every
 * log. The CMS panel shows these types to the roles that may read them, but no panel role,
 * Super Admin included, creates, edits, publishes or deletes one through the Content Manager: the
 * document service refuses it (lib/read-only.ts), whatever a role's settings say. The app writes
 * them through the database query layer, inside its own transactions and audit.
 *
 * A few panel actions stay, each checked where the data is written:
 * - grievance tickets: compliance staff record a complaint received on paper or by phone and keep
 *   a ticket's status and resolution; each change is in the audit trail (audit-entry/audit.ts), a
 *   ticket is never deleted;
 * - reports: a report nothing refers to (a wrong upload) may be deleted; one that research points
 *   to, or that a subscriber has downloaded, answers 409 (report/referenced.ts).
 *
 * Orders, KYC records, the register, the calls' figures, the alert log and the audit trail keep
 * their own reasons where their domain starts (order/read-only.ts, kyc/lifecycle.ts, …); they are
 * listed in APP_OWNED_ELSEWHERE so the panel's matrix (docs/editors.md, "Who may do what in the
 * panel") is read off one place. Data only (bootstrap/keep-app-owned.ts applies it): the tests read it
 * through the CMS package's entry.
 */
import type { UID } from '@strapi/strapi';
import type { DocumentWrite } from '../lib/read-only';

export interface Owned {
  reason: string;
  allow?: readonly DocumentWrite[];
}

/** A report's deletion refused where the data is written (api/report/referenced.ts). */
export const REPORT_IN_USE =
  'This report is attached to published research or has been downloaded by subscribers: it is kept as a research record and cannot be deleted.';

export const RESEARCH_READ_ONLY =
  'Research is published through the app (Admin → Stocks), which records it in the register and alerts subscribers: it cannot be added, changed or deleted in the panel.';

export const APP_OWNED: Readonly<Partial<Record<UID.ContentType, Owned>>> = {
  'api::stock.stock': { reason: RESEARCH_READ_ONLY },
  'api::stock-update.stock-update': { reason: RESEARCH_READ_ONLY },
  'api::amendment.amendment': { reason: RESEARCH_READ_ONLY },
  'api::report.report': {
    reason: 'Reports are uploaded through the app (Admin → Stocks) and are research records: only an unused report may be deleted here.',
    allow: ['delete'],
  },
  'api::report-download.report-download': {
    reason: 'The download log is written by the CMS as reports are handed out: its rows cannot be added, changed or deleted by hand.',
  },
  'api::subscription.subscription': {
    reason:
      'Subscriptions come from verified payments, or from an administrator in the app (audited): they cannot be added, changed or deleted in the panel.',
  },
  'api::order.cancellation-request': {
    reason: 'Cancellation requests are made by clients and decided by administrators in the app: they cannot be changed in the panel.',
  },
  'api::order.razorpay-event': { reason: 'Payment events are recorded as Razorpay sends them: they cannot be changed by hand.' },
  'api::reminder.reminder': { reason: 'Renewal reminders are the CMS’s record of mail it sent: they cannot be changed by hand.' },
  'api::lead-outbox.lead-outbox': { reason: 'The outbox is the CMS’s queue of deliveries: its rows cannot be changed by hand.' },
  'api::access-token.access-token': { reason: 'Sign-in tokens are issued by the app: they cannot be changed by hand.' },
  'api::price-close.price-close': {
    reason:
      'Prices are imported from the exchanges’ files (Admin → Prices): they cannot be changed by hand, the track record is computed from them.',
  },
  'api::index-close.index-close': {
    reason:
      'Index closes are imported from the exchanges’ files (Admin → Prices): they cannot be changed by hand, the track record is computed from them.',
  },
  'api::security.security': {
    reason: 'Securities (ISIN, NSE symbol, BSE code) are read from the imported bhavcopies: they cannot be changed by hand.',
  },
  'api::grievance.grievance': {
    reason: 'Grievance tickets are kept for the regulator: they are not deleted.',
    allow: ['create', 'update'],
  },
};

/** Kept read-only by their own domain's lifecycle (listed in cms/src/index.ts), with their own reasons. */
export const APP_OWNED_ELSEWHERE: readonly UID.ContentType[] = [
  'api::order.order',
  'api::kyc.kyc-record',
  'api::research-register.research-register',
  'api::call-performance.call-performance',
  'api::alert-delivery.alert-delivery',
  'api::audit-entry.audit-entry',
];
