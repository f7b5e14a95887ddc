/** Leads go out from the outbox: what earlier runs left pending is retried from the start on. */
import type { Lifecycle } from '../../lib/lifecycle';
import { LEAD_COLLECTIONS } from '../../lib/lead-collections';
import { dropOutboxOfDeletedLeads } from './queue';
import { leadOutboxWorker, startLeadOutboxWorker } from './worker';

export const leadOutboxLifecycle: Lifecycle = {
  bootstrap(strapi) {
    dropOutboxOfDeletedLeads(strapi, LEAD_COLLECTIONS);
    startLeadOutboxWorker(strapi);
  },
  /** A stop (SIGTERM) waits for deliveries under way to be recorded; what is pending stays for the next start. */
  async destroy(strapi) {
    await leadOutboxWorker(strapi)?.stop();
  },
};
