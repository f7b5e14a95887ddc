/** /api/Stocks: plans for purchase (public), exchanges, and the admin's stock list and creation. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, rules, validate, yup } from '../../../lib/http';
import { cachedJson, sendJson } from '../../../lib/cache';
import { stocks, type StockOrder } from '../services/stock';
import { plans } from '../../plan/services/plan';
const text = (max: number) => yup.string().trim().max(max, `Must be at most ${max} characters.`);
// Decimal columns hold up to 99,999,999.99 (PostgreSQL rejects more).
const num = yup.number().typeError('Must be a number.').nullable().min(-99999999, 'Must be between -99,999,999 and 99,999,999.').max(99999999, 'Must be between -99,999,999 and 99,999,999.').transform((v, orig) => (orig === '' || orig === null ? null : v));
const date = rules.date('Must be a date (YYYY-MM-DD).').nullable().transform((v) => (v === '' ? null : v));

const stockSchema = yup.object({
  name: text(200).required('Name is required.'),
  code: text(50).required('Code is required.'),
  nseCode: text(50).nullable(),
  bseCode: text(50).nullable(),
  description: text(5000).required('Description is required.'),
  reportLink: rules.link('Report link'),
  exchange: text(50).nullable(),
  quantity: num, percentage: num, target: num,
  buy_date: date, sell_date: date,
});

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
    sendJson(ctx, await cachedJson('plans', () => plans(strapi).forPurchase()));
  },

  async getexchangelist(ctx: Context) {
    ctx.body = await stocks(strapi).exchanges();
  },

  async find(ctx: Context) {
    ctx.body = await stocks(strapi).list(parseOrder(ctx.query.order));
  },

  async create(ctx: Context) {
    ctx.body = await stocks(strapi).create(await validate(stockSchema, bodyOf(ctx)));
  },
});
