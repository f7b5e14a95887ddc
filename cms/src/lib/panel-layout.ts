/**
 * A lead collection's list in the CMS panel (Content Manager): shows when, who and where each
 * lead came from, so editors see a campaign's leads at a glance (every column also filters).
 * Strapi's default list shows only the first few attributes; the columns are set once, on the
 * first start that has the context fields, and are the editors' to change afterwards.
 */
import type { Core, UID } from '@strapi/strapi';

/** Columns only our layout (or an editor's own choice) shows: with any of them, the list is left alone. */
const CONTEXT_COLUMNS = ['page', 'utm_source', 'utm_campaign'];

export async function ensureListLayout(strapi: Core.Strapi, uid: UID.CollectionType, columns: readonly string[]): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const schema = strapi.contentType(uid);
  const config = await contentTypes.findConfiguration(schema);
  const list: string[] = config?.layouts?.list ?? [];
  if (list.some((column) => CONTEXT_COLUMNS.includes(column))) return;
  await contentTypes.updateConfiguration(schema, {
    settings: config.settings,
    metadatas: config.metadatas,
    layouts: { ...config.layouts, list: [...columns] },
  });
}
