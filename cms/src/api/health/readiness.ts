/**
 * Whether this CMS instance can do its work: a round trip to the database, and the lead outbox's
 * backlog (what waits to be delivered and since when). It reports; the origin's /readyz
 * (site/server/health.ts) holds the thresholds and decides.
 */
import type { Core } from '@strapi/strapi';
import type { CmsReadiness } from 'contracts';
import { leadOutbox } from '../lead-outbox/services/lead-outbox';

export async function readiness(strapi: Core.Strapi, now = new Date()): Promise<CmsReadiness> {
  await strapi.db.connection.raw('select 1');
  return { database: 'ok', outbox: await leadOutbox(strapi).backlog(now) };
}
