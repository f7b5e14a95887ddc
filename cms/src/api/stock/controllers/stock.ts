/** /api/Stocks: plans for purchase (public), exchanges, and the admin's stock list and creation. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bodyOf, errors, rules, validate, yup } from '../../../lib/http';
import { stockView } from '../../gws-user/services/gws-user';
import { cachedJson, sendJson } from '../../../lib/cache';

const STOCK = 'api::stock.stock';
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
function parseOrder(order: unknown): Record<string, 'asc' | 'desc'>[] {
  if (order === undefined || order === '') return [{ createdAt: 'asc' }];
  const m = typeof order === 'string' ? /^(createdAt|name|id)(?:\s+(ASC|DESC))?$/i.exec(order.trim()) : null;
  if (!m) throw new errors.ValidationError('order must look like "createdAt ASC".');
  return [{ [m[1]]: (m[2] || 'ASC').toLowerCase() as 'asc' | 'desc' }];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The purchasable plans (the pricing page's), from the CMS. */
  async getplanslist(ctx: Context) {
    sendJson(ctx, await cachedJson('plans', async () => {
      const plans = await strapi.documents('api::plan.plan').findMany({ status: 'published', filters: { audience: 'pricing' }, sort: ['months:asc'], fields: ['name', 'months', 'price', 'stocks'] });
      return plans.map((p) => ({ id: p.documentId, name: p.name, months: p.months, price: p.price, stocks: p.stocks }));
    }));
  },

  async getexchangelist(ctx: Context) {
    const rows = await strapi.db.query('api::exchange.exchange').findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } });
    ctx.body = rows.map((r) => ({ id: r.id, name: r.name }));
  },

  async find(ctx: Context) {
    const rows = await strapi.db.query(STOCK).findMany({ orderBy: [...parseOrder(ctx.query.order), { id: 'asc' }] });
    ctx.body = rows.map(stockView);
  },

  async create(ctx: Context) {
    const input = await validate(stockSchema, bodyOf(ctx));
    const created = await strapi.db.query(STOCK).create({ data: input });
    ctx.body = stockView(created);
  },
});
