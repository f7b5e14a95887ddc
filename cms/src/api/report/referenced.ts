/**
 * A report is a research record once anything points to it: a call or an update carries it
 * (subscribers download it, the register signed its SHA-256), or the download log names it. Such a
 * report is never deleted, by any path: the database layer refuses with a 409. A report nothing
 * points to (a wrong upload) may go, and its bytes (report_files) go with it.
 */
import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { httpError } from '../../lib/http';
import type { Lifecycle } from '../../lib/lifecycle';
import { REPORT_IN_USE } from '../../bootstrap/app-owned';
import { REPORT_FILES_TABLE } from './report-files';

const REPORT = 'api::report.report';

/** The ids of the reports among `ids` that research or the download log refers to (a download of one gone is a 410: download.ts). */
export async function inUse(strapi: Core.Strapi, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const [stocks, updates, downloads] = await Promise.all([
    strapi.db.query('api::stock.stock').findMany({ where: { reportId: { $in: ids } }, select: ['reportId'] }),
    strapi.db.query('api::stock-update.stock-update').findMany({ where: { reportId: { $in: ids } }, select: ['reportId'] }),
    strapi.db
      .query('api::report-download.report-download')
      .findMany({ where: { report: { id: { $in: ids } } }, populate: { report: { select: ['id'] } }, limit: ids.length * 10 }),
  ]);
  const used = new Set<number>();
  for (const r of [...stocks, ...updates]) used.add(Number((r as { reportId: number }).reportId));
  for (const d of downloads as Array<{ report?: { id: number } | null }>) if (d.report) used.add(d.report.id);
  return ids.filter((id) => used.has(id));
}

export const referencedReportsLifecycle: Lifecycle = {
  bootstrap(strapi: Core.Strapi) {
    const idsOf = async (event: Event) =>
      (await strapi.db.query(REPORT).findMany({ where: event.params.where ?? {}, select: ['id'] })).map((r: { id: number }) => r.id);
    const refuseInUse = async (event: Event) => {
      const ids = await idsOf(event);
      if ((await inUse(strapi, ids)).length) throw httpError(409, 'ConflictError', REPORT_IN_USE);
      // Kept for the afterDelete hooks: the rows are gone by then.
      (event.state as { reportIds?: number[] }).reportIds = ids;
    };
    const dropBytes = async (event: Event) => {
      const ids = (event.state as { reportIds?: number[] }).reportIds ?? [];
      // In the deletion's own transaction (SQLite has one connection: a query beside it would wait for ever).
      if (ids.length) await strapi.db.transaction(({ trx }) => trx(REPORT_FILES_TABLE).whereIn('report_id', ids).delete());
    };
    strapi.db.lifecycles.subscribe({
      models: [REPORT],
      beforeDelete: refuseInUse,
      beforeDeleteMany: refuseInUse,
      afterDelete: dropBytes,
      afterDeleteMany: dropBytes,
    });
  },
};
