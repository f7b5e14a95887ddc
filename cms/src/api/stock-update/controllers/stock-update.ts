/** /api/Updates: buy/sell/hold updates on a stock (administrators). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { reportIdRule } from 'contracts';
import { bodyOf, idParam, jsonParam, rules, validate, yup, idRule } from '../../../lib/http';
import { stockUpdates } from '../services/stock-update';

export const updateSchema = yup.object({
  type: yup.string().trim().required('Update type is required.').max(100),
  description: yup.string().trim().max(5000, 'Description is too long.').default(''),
  report_link: rules.link('Report link'),
  stockId: idRule('stockId').required('stockId is required.'),
  reportId: reportIdRule,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** filter={"where":{"stockId":N}} (LoopBack); without it, every update. */
  async find(ctx: Context) {
    const filter = jsonParam(ctx.query.filter, 'filter') as { where?: { stockId?: unknown } } | null | undefined;
    const stockId = filter?.where?.stockId;
    ctx.body = await stockUpdates(strapi).list(stockId === undefined ? undefined : idParam(stockId, 'stockId'));
  },

  async getupdatetype(ctx: Context) {
    ctx.body = await stockUpdates(strapi).types();
  },

  async create(ctx: Context) {
    ctx.body = await stockUpdates(strapi).add(await validate(updateSchema, bodyOf(ctx)));
  },
});
