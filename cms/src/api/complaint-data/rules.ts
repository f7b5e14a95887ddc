/**
 * What is checked when a month's complaint data is saved, however it is saved (panel, API, seed):
 * every row adds up (entry.ts), or the save is refused with a 400 that says which row and why.
 * Publishing gives the entry its plain title back (the draft's "review by"/warning title is for
 * the panel only). A document-service middleware: it sees the repeatable components' values,
 * which the database lifecycles of the entry's own row do not.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '../../lib/http';
import { figureProblem, publishedTitle } from './entry';
import { COMPLAINT_DATA } from './services/complaint-data';

export function checkComplaintData(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== COMPLAINT_DATA) return next();
    const params = ctx.params as { data?: Record<string, unknown>; documentId?: string };
    if ((ctx.action === 'create' || ctx.action === 'update') && params.data) {
      const problem = figureProblem(params.data);
      if (problem) throw new errors.ValidationError(problem, { errors: [{ path: [], message: problem, name: 'ValidationError' }] });
    }
    if (ctx.action === 'publish' && params.documentId) {
      const draft = (await strapi.db.query(COMPLAINT_DATA).findOne({
        where: { documentId: params.documentId, publishedAt: { $null: true } },
        select: ['id', 'month'],
      })) as { id: number; month: string } | null;
      if (draft) await strapi.db.query(COMPLAINT_DATA).update({ where: { id: draft.id }, data: { title: publishedTitle(draft.month) } });
    }
    return next();
  });
}
