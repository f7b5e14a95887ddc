/**
 * The Lead list in the CMS panel (Content Manager → Lead): shows when, who, which kind and where
 * each lead came from, so editors see a campaign's leads at a glance (every column also filters).
 * Strapi's default list shows only the first few attributes; this layout is set once, on the
 * first start that has the context fields, and is the editors' to change afterwards.
 */
import type { Core } from '@strapi/strapi';

const LEAD = 'api::lead.lead';
export const LEAD_LIST_COLUMNS = ['submittedAt', 'name', 'email', 'source', 'level', 'page', 'utm_source', 'utm_campaign'];

export async function ensureLeadListLayout(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const schema = strapi.contentType(LEAD);
  const config = await contentTypes.findConfiguration(schema);
  const list: string[] = config?.layouts?.list ?? [];
  // Already ours (or an editor's own choice of these columns): leave it.
  if (list.includes('page') || list.includes('utm_source')) return;
  await contentTypes.updateConfiguration(schema, {
    settings: config.settings,
    metadatas: config.metadatas,
    layouts: { ...config.layouts, list: LEAD_LIST_COLUMNS },
  });
}
