/**
 * A collection only the CMS's own code writes (through the database query layer, with its own
 * checks and audit): the panel shows it, but every write through the document service (the
 * Content Manager's path, and any other) is refused with a 403 and the type's reason.
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from './http';

const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export function keepReadOnly(strapi: Core.Strapi, uid: UID.ContentType, reason: string): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === uid && !READS.has(ctx.action)) throw new errors.ForbiddenError(reason);
    return next();
  });
}
