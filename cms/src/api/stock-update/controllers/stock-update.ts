/** /api/Updates: buy/sell/hold updates on a stock (administrators). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, idParam, jsonParam, rules, validate, yup, idRule } from '../../../lib/http';
import { updateView } from '../../gws-user/services/gws-user';

const UPDATE = 'api::stock-update.stock-update';

const updateSchema = yup.object({
  type: yup.string().trim().required('Update type is required.').max(100),
  description: yup.string().trim().max(5000, 'Description is too long.').default(''),
  report_link: rules.link('Report link'),
  stockId: idRule('stockId').required('stockId is required.'),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** filter={"where":{"stockId":N}} (LoopBack); without it, every update. */
  async find(ctx: Context) {
    const filter = jsonParam(ctx.query.filter, 'filter');
    const stockId = filter?.where?.stockId;
    const where = stockId === undefined ? {} : { stock: { id: idParam(stockId, 'stockId') } };
    const rows = await strapi.db.query(UPDATE).findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], populate: { stock: { select: ['id'] } } });
    ctx.body = rows.map((u) => updateView(u));
  },

  async getupdatetype(ctx: Context) {
    const rows = await strapi.db.query('api::update-type.update-type').findMany({ select: ['id', 'text'], orderBy: { id: 'asc' } });
    ctx.body = rows.map((r) => ({ id: r.id, text: r.text }));
  },

  async create(ctx: Context) {
    const input = await validate(updateSchema, bodyOf(ctx));
    const type = await strapi.db.query('api::update-type.update-type').findOne({ where: { text: input.type } });
    if (!type) throw new errors.ValidationError('Unknown update type.');
    const stock = await strapi.db.query('api::stock.stock').findOne({ where: { id: input.stockId }, select: ['id'] });
    if (!stock) throw new errors.NotFoundError('Stock not found.');
    const created = await strapi.db.query(UPDATE).create({ data: { type: type.text, description: input.description, report_link: input.report_link ?? null, stock: stock.id } });
    ctx.body = updateView(created, stock.id);
  },
});
