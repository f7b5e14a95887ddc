/**
 * The CMS panel arranged for the firm's staff at every start (each step set once per type, then the
 * editors' to change): the lead lists' columns (lib/panel-layout.ts), every list newest first (leads
 * by when they were sent, the audit trail by when it happened, the rest by when they were made),
 * and field labels in plain words (lib/field-labels.ts).
 */
import type { Core, UID } from '@strapi/strapi';
import { LEAD_COLLECTIONS } from '../lib/lead-collections';
import { ensureListLayout, ensureNewestFirst } from '../lib/panel-layout';
import { ensureReadableLabels } from '../lib/field-labels';

export async function arrangePanel(strapi: Core.Strapi): Promise<void> {
  for (const c of LEAD_COLLECTIONS) await ensureListLayout(strapi, c.uid, c.listColumns);
  const types = Object.entries(strapi.contentTypes).filter(([uid]) => uid.startsWith('api::'));
  const lists = types
    .filter(([, type]) => type.kind === 'collectionType')
    .map(([uid, type]): [UID.CollectionType, string] => [
      uid as UID.CollectionType,
      'submittedAt' in type.attributes ? 'submittedAt' : 'at' in type.attributes ? 'at' : 'createdAt',
    ]);
  await ensureNewestFirst(strapi, lists);
  await ensureReadableLabels(
    strapi,
    types.map(([uid]) => uid as UID.ContentType),
  );
}
