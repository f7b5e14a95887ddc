/** /api/Stocks: plans for purchase (public), exchanges, and the admin's stock list, creation and amendments. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { addStockRequestSchema as stockSchema, amendmentRequestSchema } from 'contracts';
import { bodyOf, errors, idParam, validate } from '../../../lib/http';
import { publisherOf } from '../../research-register/publisher';
import { cachedAnswer, sendJson } from '../../../lib/cache';
import { stocks, type StockOrder } from '../services/stock';
import { plans } from '../../plan/services/plan';

/** LoopBack's `order=createdAt ASC|DESC` on the fields a list may be sorted by. */
function parseOrder(order: unknown): StockOrder {
  if (order === undefined || order === '') return [{ createdAt: 'asc' }];
  const m = typeof order === 'string' ? /^(createdAt|name|id)(?:\s+(ASC|DESC))?$/i.exec(order.trim()) : null;
  if (!m) throw new errors.ValidationError('order must look like "createdAt ASC".');
  return [{ [m[1]]: (m[2] || 'ASC').toLowerCase() as 'asc' | 'desc' }];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The purchasable plans (the pricing page's), from the CMS. */
  async getplanslist(ctx: Context) {
    await sendJson(ctx, await cachedAnswer('plans', () => plans(strapi).forPurchase()));
  },

  async getexchangelist(ctx: Context) {
    ctx.body = await stocks(strapi).exchanges();
  },

  async find(ctx: Context) {
    ctx.body = await stocks(strapi).list(parseOrder(ctx.query.order));
  },

  async create(ctx: Context) {
    ctx.body = await stocks(strapi).add(await validate(stockSchema, bodyOf(ctx)), publisherOf(ctx));
  },

  /** POST /api/Stocks/{id}/amendments: a correction with its reason; the stock as amended. */
  async amend(ctx: Context) {
    const input = await validate(amendmentRequestSchema, bodyOf(ctx));
    ctx.body = await stocks(strapi).amend(idParam(ctx.params.id), input, publisherOf(ctx));
  },
});
