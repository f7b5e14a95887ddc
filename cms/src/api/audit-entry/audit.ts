/**
 * The audit trail of regulated content: every create, update, publish, unpublish,
 * discarded draft and deletion of the types below is recorded as an Audit trail entry: who (the
 * panel user, or the API user, or the CMS itself), when, what, and which fields changed (a
 * field-level diff of the version the action touched: the draft for a save, the live version for
 * a publish), not the whole document.
 *
 * Recorded by a document service middleware in the same transaction as the change (no change
 * without its entry, no entry for a refused change). The entries are written through the database
 * layer; every write to them through the document service (the panel's create, edit, delete) is
 * refused with a 403, so the trail is kept as recorded.
 *
 * An entry's history in the panel: the Audit trail list filtered by `entryDocumentId` (the
 * entry's id in its own URL), e.g.
 * /admin/content-manager/collection-types/api::audit-entry.audit-entry?filters[$and][0][entryDocumentId][$eq]=<documentId>
 */
import type { Core, UID } from '@strapi/strapi';
import { diffDocuments, loadDocument, type FieldChange } from '../../lib/documents';
import { keepReadOnly } from '../../lib/read-only';

export const AUDIT_ENTRY = 'api::audit-entry.audit-entry';

/**
 * Legal pages and every other page, the disclosures (escalation matrix), Site settings, complaint
 * data, plans (what is sold, at what price), the compliance settings themselves, grievance tickets
 * and reports (what the panel may still do to them: bootstrap/app-owned.ts). Keyed on the
 * uid, whether a type is single or a collection.
 */
export const AUDITED_TYPES: readonly string[] = [
  'api::page.page',
  'api::escalation-contact.escalation-contact',
  'api::site-setting.site-setting',
  'api::complaint-data.complaint-data',
  'api::plan.plan',
  'api::compliance-setting.compliance-setting',
  // Compliance staff's changes to tickets (status, resolution), and a wrong report's deletion.
  'api::grievance.grievance',
  'api::report.report',
];
const IS_AUDITED = new Set(AUDITED_TYPES);

type Action = 'create' | 'update' | 'publish' | 'unpublish' | 'discardDraft' | 'delete';
const ACTIONS = new Set<string>(['create', 'update', 'publish', 'unpublish', 'discardDraft', 'delete']);

/** Derived by the CMS, not written by the editor (the advertisement code's flags). */
const DERIVED = ['adCodeFlags'];

interface Actor {
  userId: number | null;
  userEmail: string | null;
  userName: string | null;
  via: 'panel' | 'api' | 'system';
}

/** Who is acting: the request's signed-in panel user or API user; no request is the CMS itself (seed, jobs). */
function actor(strapi: Core.Strapi): Actor {
  const request = strapi.requestContext.get() as
    | {
        state?: {
          user?: { id?: number; email?: string; firstname?: string; lastname?: string; username?: string };
          auth?: { strategy?: { name?: string } };
        };
      }
    | undefined;
  if (!request) return { userId: null, userEmail: null, userName: null, via: 'system' };
  const user = request.state?.user;
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || user?.username || null;
  return {
    userId: typeof user?.id === 'number' ? user.id : null,
    userEmail: user?.email ?? null,
    userName: name,
    via: request.state?.auth?.strategy?.name === 'admin' ? 'panel' : 'api',
  };
}

const titleOf = (doc: Record<string, unknown> | null): string | null => {
  const title = doc?.title ?? doc?.name ?? doc?.firmName ?? doc?.reference ?? doc?.slug ?? doc?.designation ?? doc?.monthEnding;
  return title === undefined || title === null ? null : String(title).slice(0, 250);
};

/** Which version an action changes, to compare before and after. */
const VERSION: Record<Action, 'draft' | 'published'> = {
  create: 'draft',
  update: 'draft',
  publish: 'published',
  unpublish: 'published',
  discardDraft: 'draft',
  delete: 'draft',
};

interface Params {
  documentId?: string;
  locale?: string;
}
type Result = { documentId?: string; entries?: Array<{ documentId?: string }> } | null;

async function record(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  action: Action,
  params: Params,
  next: () => Promise<unknown>,
): Promise<unknown> {
  const hasDrafts = Boolean(strapi.contentType(uid).options?.draftAndPublish);
  const version = hasDrafts ? VERSION[action] : 'published';
  const locale = params.locale;
  const before = action === 'create' ? null : await loadDocument(strapi, uid, params.documentId, version, locale);
  const result = await next();
  const answer = result as Result;
  const documentId: string | undefined =
    params.documentId ?? answer?.documentId ?? answer?.entries?.[0]?.documentId ?? (before?.documentId as string);
  const gone = action === 'delete' || action === 'unpublish';
  const after = gone ? null : await loadDocument(strapi, uid, documentId, version, locale);
  const changes: FieldChange[] | null = gone ? null : diffDocuments(before, after, DERIVED);
  // A save that changed nothing is not an event of the entry's history.
  if (action === 'update' && changes?.length === 0) return result;
  await strapi.db.query(AUDIT_ENTRY).create({
    data: {
      at: new Date().toISOString(),
      action,
      contentType: uid,
      entryDocumentId: documentId ?? null,
      entryTitle: titleOf(after ?? before),
      ...actor(strapi),
      changes,
    },
  });
  return result;
}

/** The trail's middleware, and the trail kept read-only. */
export function recordAuditTrail(strapi: Core.Strapi): void {
  keepReadOnly(strapi, AUDIT_ENTRY, 'The audit trail is kept as recorded: its entries cannot be created, edited or deleted.');
  strapi.documents.use(async (ctx, next) => {
    if (!IS_AUDITED.has(ctx.uid) || !ACTIONS.has(ctx.action)) return next();
    const recorded = await strapi.db.transaction(() =>
      record(strapi, ctx.uid as UID.ContentType, ctx.action as Action, ctx.params as Params, next),
    );
    return recorded as Awaited<ReturnType<typeof next>>;
  });
}

/**
 * The trail's list in the panel: newest first, with when, what, which entry and who; every field
 * shown read-only (the panel's edit view of an entry is a record, not a form). Set on the first
 * start that has the trail; the columns are the editors' to change afterwards.
 */
export async function ensureAuditLayout(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const schema = strapi.contentType(AUDIT_ENTRY);
  const config = await contentTypes.findConfiguration(schema);
  if (!config || config.settings?.defaultSortBy === 'at') return;
  const metadatas = Object.fromEntries(
    Object.entries(config.metadatas as Record<string, { edit?: Record<string, unknown> }>).map(([field, meta]) => [
      field,
      { ...meta, edit: { ...meta.edit, editable: false } },
    ]),
  );
  await contentTypes.updateConfiguration(schema, {
    settings: { ...config.settings, defaultSortBy: 'at', defaultSortOrder: 'DESC', mainField: 'entryTitle' },
    metadatas,
    layouts: { ...config.layouts, list: ['at', 'action', 'contentType', 'entryTitle', 'userEmail'] },
  });
}
