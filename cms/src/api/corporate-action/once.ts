/**
 * A split or bonus is kept once per security, ex-date and kind (the unique index of
 * database/migrations/2026.11.28T18.00.00.corporate-actions-once.js): entered twice, it would
 * adjust every earlier close twice. The index decides, also between racing saves; this turns its
 * refusal of a panel save (a database error, which Strapi answers 500) into a 400 saying what to do.
 */
import type { Core } from '@strapi/strapi';
import { PRICE_MESSAGES } from 'contracts';
import { isUniqueViolation } from '../../lib/db';
import { errors } from '../../lib/http';

export const CORPORATE_ACTION = 'api::corporate-action.corporate-action';

export function refuseDoubledActions(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== CORPORATE_ACTION || (ctx.action !== 'create' && ctx.action !== 'update')) return next();
    try {
      return await next();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new errors.ApplicationError(PRICE_MESSAGES.actionTwice);
    }
  });
}
