/** /api/Recommendations/performance and its export: the track record of every call, for administrators. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { performanceExportQuerySchema } from 'contracts';
import { validate } from '../../../lib/http';
import { callPerformances } from '../services/call-performance';
import { exportCsv, exportJson, exportRows } from '../../performance/export';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every call, against each published plan's benchmark and in total. */
  async overview(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await callPerformances(strapi).overview();
  },

  /** Every call and update with the prices the figures used (`format=csv` for a file). */
  async export(ctx: Context) {
    const { format } = await validate(performanceExportQuerySchema, ctx.query);
    const { calls, rows } = await callPerformances(strapi).exportData();
    const table = exportRows(calls, rows);
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', 'attachment; filename="track-record.csv"');
      ctx.body = exportCsv(table);
      return;
    }
    ctx.body = exportJson(table);
  },
});
