/**
 * The lead lists in the CMS panel (Content Manager → Lead, Newsletter subscriber, …): show when,
 * who, which kind and where each lead came from, so editors see a campaign's leads at a glance
 * (every column also filters). Strapi's default list shows only the first four attributes; a
 * layout is set once, on the first start that has the context fields, and is the editors' to
 * change afterwards.
 */
import type { Core, UID } from '@strapi/strapi';

const LEAD = 'api::lead.lead';
export const LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'email', 'source', 'level', 'page', 'utm_source', 'utm_campaign'];

/**
 * Sets a lead collection's list columns unless its list already shows where leads came from (page
 * or utm_source: ours, or an editor's own choice). A collection's schema must not have those among
 * its first four attributes, which Strapi's default list shows.
 */
export async function ensureListLayout(strapi: Core.Strapi, uid: UID.ContentType, columns: string[]): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const schema = strapi.contentType(uid);
  const config = await contentTypes.findConfiguration(schema);
  const list: string[] = config?.layouts?.list ?? [];
  if (list.includes('page') || list.includes('utm_source')) return;
  await contentTypes.updateConfiguration(schema, {
    settings: config.settings,
    metadatas: config.metadatas,
    layouts: { ...config.layouts, list: columns },
  });
}

export const ensureLeadListLayout = (strapi: Core.Strapi) => ensureListLayout(strapi, LEAD, LEAD_LIST_COLUMNS);
