/**
 * A lead collection's list in the CMS panel (Content Manager): shows when, who and where each
 * lead came from, so editors see a campaign's leads at a glance (every column also filters).
 * Strapi's default list shows only the first few attributes; the columns are set once, on the
 * first start that has the context fields, and are the editors' to change afterwards.
 */
import type { Core, UID } from '@strapi/strapi';

/** Columns only our layout (or an editor's own choice) shows: with any of them, the list is left alone. */
const CONTEXT_COLUMNS = ['page', 'utm_source', 'utm_campaign'];

/** A type's stored panel configuration (the Content Manager's settings, metadatas and layouts). */
export interface PanelConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, unknown>;
  layouts: Record<string, unknown>;
}

/**
 * Changes the panel configuration of each type once: the types done are kept in the core store
 * under `name`, so what an editor changes in the panel afterwards stays theirs, and a later start
 * reads one stored list instead of every type's configuration.
 */
export async function configureOncePerType(
  strapi: Core.Strapi,
  name: string,
  uids: readonly UID.ContentType[],
  change: (uid: UID.ContentType, config: PanelConfiguration) => PanelConfiguration,
): Promise<void> {
  const store = strapi.store({ type: 'core', name });
  const done = ((await store.get({ key: 'types' })) as string[] | null) ?? [];
  const pending = uids.filter((uid) => !done.includes(uid));
  if (!pending.length) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const uid of pending) {
    const schema = strapi.contentType(uid);
    const config = (await contentTypes.findConfiguration(schema)) as PanelConfiguration | null;
    if (config) await contentTypes.updateConfiguration(schema, change(uid, config));
  }
  await store.set({ key: 'types', value: [...done, ...pending] });
}

/** Each collection's list in the panel opens newest first, by its field (e.g. submittedAt or createdAt), set once per type. */
export async function ensureNewestFirst(strapi: Core.Strapi, lists: ReadonlyArray<[UID.CollectionType, string]>): Promise<void> {
  const fieldOf = new Map<string, string>(lists);
  await configureOncePerType(strapi, 'panel-newest-first', [...fieldOf.keys()] as UID.ContentType[], (uid, config) => ({
    ...config,
    settings: { ...config.settings, defaultSortBy: fieldOf.get(uid), defaultSortOrder: 'DESC' },
  }));
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
