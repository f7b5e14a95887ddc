/**
 * A lead collection's list in the CMS panel (Content Manager): shows when, who and where each
 * lead came from, so editors see a campaign's leads at a glance (every column also filters).
 * Strapi's default list shows only the first few attributes; the columns are set once, on the
 * first start that has the context fields, and are the editors' to change afterwards.
 */
import type { Core, UID } from '@strapi/strapi';

/** Columns only our layout (or an editor's own choice) shows: with any of them, the list is left alone. */
const CONTEXT_COLUMNS = ['page', 'utm_source', 'utm_campaign'];

/**
 * Each collection's list in the panel opens newest first (by its field, e.g. submittedAt or
 * createdAt), set once per type (one stored list of those done): afterwards the sort is the
 * editors' to change.
 */
export async function ensureNewestFirst(strapi: Core.Strapi, lists: ReadonlyArray<[UID.CollectionType, string]>): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'panel-newest-first' });
  const done = ((await store.get({ key: 'types' })) as string[] | null) ?? [];
  const todo = lists.filter(([uid]) => !done.includes(uid));
  if (!todo.length) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, field] of todo) {
    const schema = strapi.contentType(uid);
    const config = await contentTypes.findConfiguration(schema);
    if (!config) continue;
    await contentTypes.updateConfiguration(schema, {
      settings: { ...config.settings, defaultSortBy: field, defaultSortOrder: 'DESC' },
      metadatas: config.metadatas,
      layouts: config.layouts,
    });
  }
  await store.set({ key: 'types', value: [...done, ...todo.map(([uid]) => uid)] });
}

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
