/**
 * Orders are the record of money taken and refunded: only the payment code writes them (through
 * the database query layer, with its own checks and transactions). The CMS panel shows them to
 * editors but cannot create, edit, clone or delete one: every write through the document service
 * (the Content Manager's path, and any other) is refused with a 403.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '../../lib/http';

const ORDER = 'api::order.order';
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export function keepOrdersReadOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === ORDER && !READS.has(ctx.action))
      throw new errors.ForbiddenError('Orders are read-only: they are recorded by payments and refunds, not edited by hand.');
    return next();
  });
}
