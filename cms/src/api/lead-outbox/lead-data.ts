/** What a lead is, as it leaves the CMS: its record's id and its collection's attributes. */
import type { Core, UID } from '@strapi/strapi';

/** Strapi's own columns and relations: not part of what a lead is. */
const NOT_LEAD_DATA = new Set(['documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy']);

/**
 * The record's id and every attribute of its collection, in the collection's order (also to put
 * a stored payload back in that order: PostgreSQL's jsonb keeps keys in an order of its own).
 */
export function leadData(strapi: Core.Strapi, uid: string, record: Record<string, unknown>): Record<string, unknown> {
  const model = strapi.getModel(uid as UID.CollectionType);
  if (!model) return record;
  const data: Record<string, unknown> = { id: record.id };
  for (const [name, attribute] of Object.entries(model.attributes as Record<string, { type: string; private?: boolean }>)) {
    // Private attributes (the repeat key) are the CMS's bookkeeping, not what the visitor gave.
    if (!NOT_LEAD_DATA.has(name) && attribute.type !== 'relation' && !attribute.private) data[name] = record[name] ?? null;
  }
  return data;
}
