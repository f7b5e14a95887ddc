/**
 * How a stored lead reaches the outbox. recordLead (lib/lead-collections.ts) calls
 * `queueLeadDeliveries` for every lead it stores, new or a repeat that updated the day's record
 * (a repeat is an event of its own, 'lead.updated', with the record's id: the firm sees what the
 * person sent again, and a receiver can update its row). The visitor's request waits only for
 * the outbox rows to be written, never for a delivery, and never fails because of them.
 *
 * Deleting lead records (an editor in the panel, erasing a person) drops their outbox entries:
 * see `dropOutboxOfDeletedLeads`.
 */
import crypto from 'node:crypto';
import type { Event } from '@strapi/database';
import type { Core, UID } from '@strapi/strapi';
import type { LeadCollection } from '../../lib/lead-collections';
import type { LeadsConfig } from '../../../config/leads';
import type { Destination, LeadEvent } from './delivery';
import { leadData } from './lead-data';
import { leadOutbox } from './services/lead-outbox';
import { leadOutboxWorker } from './worker';

/** The firm's mail always; the webhook and the email-marketing provider when configured (the latter for the leads that subscribe). */
function destinationsOf(strapi: Core.Strapi, collection: LeadCollection, lead: Record<string, unknown>): Destination[] {
  const config = strapi.config.get('leads') as LeadsConfig;
  const destinations: Destination[] = ['firm-mail'];
  if (config.webhook) destinations.push('webhook');
  if (config.emailMarketing && collection.emailMarketing?.(lead) && typeof lead.email === 'string' && lead.email) {
    destinations.push('email-marketing');
  }
  return destinations;
}

export async function queueLeadDeliveries(
  strapi: Core.Strapi,
  collection: LeadCollection,
  stored: { id: number; repeat: boolean },
): Promise<void> {
  try {
    const now = new Date();
    const record = await strapi.db.query(collection.uid).findOne({ where: { id: stored.id } });
    if (!record) return;
    const event: LeadEvent = {
      id: crypto.randomUUID(),
      type: stored.repeat ? 'lead.updated' : 'lead.created',
      occurredAt: now.toISOString(),
      kind: collection.kind,
      collection: collection.uid,
      lead: leadData(strapi, collection.uid, record),
    };
    await leadOutbox(strapi).enqueue(event, destinationsOf(strapi, collection, event.lead), { uid: collection.uid, id: stored.id }, now);
    leadOutboxWorker(strapi)?.nudge();
  } catch (err) {
    // The lead itself is stored: the firm still finds it in the CMS panel.
    strapi.log.error(`[lead-outbox] could not queue the deliveries of ${collection.uid} #${stored.id}: ${(err as Error).message}`);
  }
}

/**
 * Whenever records of a lead collection are deleted, however (the panel, erasing a person),
 * their outbox entries go too: the ids are read before the delete and dropped after it.
 */
export function dropOutboxOfDeletedLeads(strapi: Core.Strapi, collections: readonly LeadCollection[]): void {
  const remember = async (event: Event) => {
    const doomed = await strapi.db
      .query(event.model.uid as UID.CollectionType)
      .findMany({ where: event.params.where ?? {}, select: ['id'] });
    event.state.leadIds = doomed.map((r: { id: number }) => r.id);
  };
  const drop = async (event: Event) => {
    const ids = (event.state.leadIds as number[] | undefined) ?? [];
    const dropped = await leadOutbox(strapi).dropForLeads(event.model.uid, ids);
    if (dropped) strapi.log.info(`[lead-outbox] dropped ${dropped} outbox entries of ${ids.length} deleted ${event.model.uid} records`);
  };
  strapi.db.lifecycles.subscribe({
    models: collections.map((c) => c.uid),
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterDelete: drop,
    afterDeleteMany: drop,
  });
}
