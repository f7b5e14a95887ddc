import type { Core } from '@strapi/strapi';
import { importSeed } from 'content-seed';
import { ensureCmsAdmin } from './bootstrap/cms-admin';
import { ensureSiteBuildToken } from './bootstrap/site-token';
import { notifySiteOnPublish } from './bootstrap/publish-hook';
import { closeBuiltInAuthRoutes, ensureAppAdmin, ensureAppLists } from './bootstrap/app-data';
import { invalidateOnWrites } from './lib/cache';
import { startSharedState, stopSharedState } from './lib/broadcast';
import { refuseUnsafeLinks } from './lib/safe-links';
import { refuseInvalidLeadForms } from './api/lead-form/validation';
import { dropOutboxOfDeletedLeads } from './api/lead-outbox/queue';
import { leadOutboxWorker, startLeadOutboxWorker } from './api/lead-outbox/worker';
import { refuseInvalidSiteSettings } from './api/site-setting/validation';
import { ensureUniqueIndexes } from './lib/db';
import { scheduleGrievanceJobs } from './api/grievance/schedule';
import { scheduleComplaintDataJobs } from './api/complaint-data/schedule';
import { checkComplaintData } from './api/complaint-data/rules';
import { addDedupeKeys } from './lib/lead-collections';
import { forgetUserTokens } from './api/access-token/services/access-token';
import { appTokenStrategy } from './api/access-token/auth-strategy';
import { writeRouteList } from './api/access-token/route-list';
import { assertAnonymousRoutesListed } from './api/access-token/route-auth';
import { LEAD_COLLECTIONS } from './lib/lead-collections';
import { ensureListLayout } from './lib/panel-layout';
import { keepOrdersReadOnly } from './api/order/read-only';
import { addAdCodeFields, applyAdCode, checkAllEntries } from './api/compliance-setting/ad-code';
import { ensureAuditLayout, recordAuditTrail } from './api/audit-entry/audit';
import { ensureCmsRoles } from './bootstrap/cms-roles';
import { buildMiddlewaresOnce, rememberRouteMatches } from './lib/middlewares-built-once';
import { corsWithOriginOnly } from './lib/cors-with-origin';
import { startMetrics, stopMetrics } from './bootstrap/metrics';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Koa reads X-Forwarded-Proto/-Host; they reach it from trusted proxies only (middlewares/client-address.ts),
    // which also sets the client's address itself.
    strapi.server.app.proxy = true;
    buildMiddlewaresOnce(strapi);
    corsWithOriginOnly(strapi);
    rememberRouteMatches(strapi);
    // The documented API's access tokens, for the routes that name this strategy (api/access-token/route-auth.ts).
    strapi.get('auth').register('content-api', appTokenStrategy(strapi));
    // Before the database is set up: every lead collection gets its unique repeat key column.
    addDedupeKeys(strapi);
    // Document-service middlewares are registered before the server starts (Strapi's rule).
    checkComplaintData(strapi);
    // Before the database is set up: every marketing type gets the advertisement code's fields.
    addAdCodeFields(strapi);
  },

  /** First start: seed content and accounts; every start: wire the publish → rebuild hook. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Routes are built by now: no route opens by accident, and the list of what is served is on disk.
    assertAnonymousRoutesListed(strapi);
    writeRouteList(strapi);
    await ensureUniqueIndexes(strapi);
    scheduleGrievanceJobs(strapi);
    scheduleComplaintDataJobs(strapi);
    // Before the seed: its links obey the same rule as an editor's.
    refuseUnsafeLinks(strapi);
    refuseInvalidLeadForms(strapi);
    refuseInvalidSiteSettings(strapi);
    keepOrdersReadOnly(strapi);
    // Before the seed: its entries are recorded (the trail begins with them) and checked like an editor's.
    recordAuditTrail(strapi);
    applyAdCode(strapi);
    // Core.Strapi's content-type map is a closed interface; the importer reads it as a plain record.
    await importSeed(strapi as unknown as Parameters<typeof importSeed>[0]);
    await checkAllEntries(strapi);
    await ensureCmsAdmin(strapi);
    await ensureCmsRoles(strapi);
    await ensureAuditLayout(strapi);
    await ensureAppLists(strapi);
    await ensureAppAdmin(strapi);
    await closeBuiltInAuthRoutes(strapi);
    await ensureSiteBuildToken(strapi);
    for (const c of LEAD_COLLECTIONS) await ensureListLayout(strapi, c.uid, c.listColumns);
    notifySiteOnPublish(strapi);
    // PostgreSQL: hear the other instances' cache drops and token revocations (before any call is served).
    await startSharedState(strapi);
    // Cached API answers and resolved tokens follow every write (a user blocked in the panel, too).
    invalidateOnWrites(strapi, (event) => {
      if (event.model.uid === 'plugin::users-permissions.user' && event.result?.id) forgetUserTokens(event.result.id);
    });
    // Leads go out from the outbox: what earlier runs left pending is retried from now on.
    dropOutboxOfDeletedLeads(strapi, LEAD_COLLECTIONS);
    startLeadOutboxWorker(strapi);
    await startMetrics(strapi);
  },

  /** A stop (SIGTERM) waits for deliveries under way to be recorded; what is pending stays for the next start. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await leadOutboxWorker(strapi)?.stop();
    await stopMetrics(strapi);
    // Its listening connection closed (a database with a connection left cannot be copied or dropped).
    await stopSharedState();
  },
};
