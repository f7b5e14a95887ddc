/** /api/Stocks: plans for purchase (public), exchanges, and the admin's stock list and creation. */
import type { Core } from '@strapi/strapi';
import { addStockRequestSchema as stockSchema } from 'contracts';
import { bodyOf, errors, validate } from '../../../lib/http';
import { stockView } from '../../gws-user/services/gws-user';
import { cachedJson, sendJson } from '../../../lib/cache';

const STOCK = 'api::stock.stock';

/** LoopBack's `order=createdAt ASC|DESC` on the fields a list may be sorted by. */
function parseOrder(order: unknown): Record<string, 'asc' | 'desc'>[] {
  if (order === undefined || order === '') return [{ createdAt: 'asc' }];
  const m = typeof order === 'string' ? /^(createdAt|name|id)(?:\s+(ASC|DESC))?$/i.exec(order.trim()) : null;
  if (!m) throw new errors.ValidationError('order must look like "createdAt ASC".');
  return [{ [m[1]]: (m[2] || 'ASC').toLowerCase() as 'asc' | 'desc' }];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The purchasable plans (the pricing page's), from the CMS. */
  async getplanslist(ctx: any) {
    sendJson(ctx, await cachedJson('plans', async () => {
      const plans = await strapi.documents('api::plan.plan').findMany({ status: 'published', filters: { audience: 'pricing' }, sort: ['months:asc'], fields: ['name', 'months', 'price', 'stocks'] });
      return plans.map((p: any) => ({ id: p.documentId, name: p.name, months: p.months, price: p.price, stocks: p.stocks }));
    }));
  },

  async getexchangelist(ctx: any) {
    const rows = await strapi.db.query('api::exchange.exchange').findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } });
    ctx.body = rows.map((r: any) => ({ id: r.id, name: r.name }));
  },

  async find(ctx: any) {
    const rows = await strapi.db.query(STOCK).findMany({ orderBy: [...parseOrder(ctx.query.order), { id: 'asc' }] });
    ctx.body = rows.map(stockView);
  },

  async create(ctx: any) {
    const input = await validate(stockSchema, bodyOf(ctx));
    const created = await strapi.db.query(STOCK).create({ data: input });
    ctx.body = stockView(created);
  },
});
