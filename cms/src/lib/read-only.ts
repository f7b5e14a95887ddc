/**
 * Collections only the CMS's own code writes (through the database query layer, with its own
 * checks and audit): the panel shows them, but every write through the document service (the
 * Content Manager's path for every panel role, Super Admin included, and any other caller) is
 * refused with a 403 and the type's reason. A type may let the panel do some actions still
 * (`allow`), which its own database lifecycle then checks (a report's deletion, a ticket's edit).
 *
 * One middleware serves every type: the check is a map lookup on the hot path of every document
 * call, however many types are kept.
 */
import type { Core, UID } from '@strapi/strapi';
import { forbidden } from './http';

/** The document service's actions that write (Strapi 5): everything but findOne, findMany, findFirst and count. */
export const DOCUMENT_WRITES = ['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft'] as const;
export type DocumentWrite = (typeof DOCUMENT_WRITES)[number];
const WRITES = new Set<string>(DOCUMENT_WRITES);

interface Kept {
  reason: string;
  allow: ReadonlySet<string>;
}

const keptBy = new WeakMap<Core.Strapi, Map<string, Kept>>();

export function keepReadOnly(strapi: Core.Strapi, uid: UID.ContentType, reason: string, allow: readonly DocumentWrite[] = []): void {
  let kept = keptBy.get(strapi);
  if (!kept) {
    const types = new Map<string, Kept>();
    keptBy.set(strapi, types);
    kept = types;
    strapi.documents.use(async (ctx, next) => {
      const rule = types.get(ctx.uid);
      if (rule && WRITES.has(ctx.action) && !rule.allow.has(ctx.action)) throw forbidden(rule.reason);
      return next();
    });
  }
  kept.set(uid, { reason, allow: new Set(allow) });
}

/** The types kept read-only on this CMS, with what the panel may still do (the panel's access matrix reads it). */
export function readOnlyTypes(strapi: Core.Strapi): ReadonlyMap<string, Kept> {
  return keptBy.get(strapi) ?? new Map();
}
