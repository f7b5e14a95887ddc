/**
 * The app's lifecycle: the CMS's parts in the order Strapi registers and bootstraps them (and, in
 * the reverse order, stops them). A part is an API's or a library's Lifecycle (lib/lifecycle.ts);
 * a new feature adds its line here. The order is the contract: the comments say what must come before what.
 */
import { importSeed } from 'content-seed';
import { ensureCmsAdmin } from './bootstrap/cms-admin';
import { ensureSiteBuildToken } from './bootstrap/site-token';
import { notifySiteOnPublish } from './bootstrap/publish-hook';
import { closeBuiltInAuthRoutes, ensureAppAdmin, ensureAppLists } from './bootstrap/app-data';
import { ensureCmsRoles } from './bootstrap/cms-roles';
import { keepAppOwned } from './bootstrap/keep-app-owned';
import { narrowBuiltInRoles } from './bootstrap/built-in-roles';
import { ensureStaffAccounts } from './bootstrap/staff-accounts';
import { referencedReportsLifecycle } from './api/report/referenced';
import { invalidateOnWrites } from './lib/cache';
import { startSharedState, stopSharedState } from './lib/broadcast';
import { refuseUnsafeLinks } from './lib/safe-links';
import { ensureUniqueIndexes } from './lib/db';
import { addDedupeKeys } from './lib/lead-collections';
import { arrangePanel } from './bootstrap/panel-arrangement';
import { composeLifecycles, type Lifecycle } from './lib/lifecycle';
import { serverLifecycle } from './lib/server-lifecycle';
import { refuseInvalidLeadForms } from './api/lead-form/validation';
import { refuseInvalidSiteSettings } from './api/site-setting/validation';
import { scheduleGrievanceJobs } from './api/grievance/schedule';
import { keepOrdersReadOnly } from './api/order/read-only';
import { USER } from './api/gws-user/users';
import { researchRegisterLifecycle } from './api/research-register/lifecycle';
import { callPerformanceLifecycle } from './api/call-performance/lifecycle';
import { refuseDoubledActions } from './api/corporate-action/once';
import { frozenResearchLifecycle } from './api/amendment/frozen';
import { forgetUserTokens } from './api/access-token/services/access-token';
import { accessTokenLifecycle } from './api/access-token/lifecycle';
import { complaintDataLifecycle } from './api/complaint-data/lifecycle';
import { adCodeLifecycle, adCodeReviewLifecycle } from './api/compliance-setting/lifecycle';
import { auditLayoutLifecycle, auditTrailLifecycle } from './api/audit-entry/lifecycle';
import { leadOutboxLifecycle } from './api/lead-outbox/lifecycle';
import { reminderLifecycle } from './api/reminder/lifecycle';
import { alertDeliveryLifecycle } from './api/alert-delivery/lifecycle';
import { bhavcopyFetchLifecycle } from './api/price/scheduled-fetch';
import { logDatabaseSettings } from './bootstrap/database-settings';
import { warnAboutMailSettings } from './bootstrap/mail-settings';
import { kycLifecycle } from './api/kyc/lifecycle';
import { kycRetentionLifecycle } from './api/kyc/retained';
import { mfaLifecycle } from './api/gws-user/mfa/lifecycle';
import { startMetrics, stopMetrics } from './bootstrap/metrics';

const PARTS: Lifecycle[] = [
  serverLifecycle,
  // The documented API's token strategy; at bootstrap, the served routes checked and listed.
  accessTokenLifecycle,
  // Before the database is set up: every lead collection gets its unique repeat key column.
  { register: addDedupeKeys },
  // What the database connection really runs with (SQLite's journal, sync and busy timeout), in the log.
  { bootstrap: logDatabaseSettings },
  // Production on an http:// site: alerts go without List-Unsubscribe, and the log says why.
  { bootstrap: warnAboutMailSettings },
  { bootstrap: ensureUniqueIndexes },
  // A wrong KYC key stops the start; after a key rotation, records are re-encrypted under the new key.
  kycLifecycle,
  // The two-factor secrets share that key: re-sealed under the new one too.
  mfaLifecycle,
  { bootstrap: scheduleGrievanceJobs },
  complaintDataLifecycle,
  // Before the seed: its links, lead forms and settings obey the same rules as an editor's.
  { bootstrap: refuseUnsafeLinks },
  { bootstrap: refuseInvalidLeadForms },
  { bootstrap: refuseInvalidSiteSettings },
  { bootstrap: keepOrdersReadOnly },
  // Research, money, tickets and logs: written by the app's services only, whatever a panel role may do.
  { bootstrap: keepAppOwned },
  // A report research or the download log points to is never deleted.
  referencedReportsLifecycle,
  researchRegisterLifecycle,
  // The calls' figures: read-only in the panel, recomputed when a corporate action changes (and, after the start, those missing).
  callPerformanceLifecycle,
  // A split or bonus entered twice in the panel: a 400 that says so (the unique index refuses it).
  { bootstrap: refuseDoubledActions },
  // Published calls, updates and their amendments are never changed or deleted, by any path.
  frozenResearchLifecycle,
  // Nor is a KYC record within its retention, nor the account it belongs to.
  kycRetentionLifecycle,
  // Before the seed: its entries are recorded (the trail begins with them) and checked like an editor's.
  auditTrailLifecycle,
  adCodeLifecycle,
  // First start: the seed content (later starts find it there and add nothing).
  { bootstrap: (strapi) => importSeed(strapi) },
  adCodeReviewLifecycle,
  // Accounts, roles and the panel's lists.
  { bootstrap: ensureCmsAdmin },
  { bootstrap: ensureCmsRoles },
  { bootstrap: narrowBuiltInRoles },
  // The Compliance and Marketer accounts of a new instance (after their roles).
  { bootstrap: ensureStaffAccounts },
  auditLayoutLifecycle,
  { bootstrap: ensureAppLists },
  { bootstrap: ensureAppAdmin },
  { bootstrap: closeBuiltInAuthRoutes },
  { bootstrap: ensureSiteBuildToken },
  // The panel arranged for its users: lead lists' columns, every list newest first, fields in plain words.
  { bootstrap: arrangePanel },
  // Every start: a publish rebuilds the site.
  { bootstrap: notifySiteOnPublish },
  // PostgreSQL: hear the other instances' cache drops and token revocations (before any call is served);
  // on stop its listening connection is closed (a database with a connection left cannot be copied or dropped).
  { bootstrap: startSharedState, destroy: () => stopSharedState() },
  // Cached API answers and resolved tokens follow every write (a user blocked in the panel, too).
  {
    bootstrap(strapi) {
      invalidateOnWrites(strapi, (event) => {
        if (event.model.uid === USER && event.result?.id) forgetUserTokens(event.result.id);
      });
    },
  },
  // Leads go out from the outbox (stopped first on a stop).
  leadOutboxLifecycle,
  // Renewal reminders are queued into that outbox.
  reminderLifecycle,
  // Alerts of published research go out from their outbox (stopped before the leads').
  alertDeliveryLifecycle,
  // The day's bhavcopy, fetched once a trading day when BHAVCOPY_URL_TEMPLATE is set.
  bhavcopyFetchLifecycle,
  // Prometheus metrics on CMS_METRICS_PORT (loopback), when set.
  { bootstrap: startMetrics, destroy: stopMetrics },
];

export default composeLifecycles(PARTS);
