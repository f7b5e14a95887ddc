/** Recommended stocks: the admin's list and creation, the exchanges, and the stocks an entitlement opens. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { stockView, stockWithUpdatesView, type StockRecord } from '../views';
import type { StockWindow } from '../../subscription/entitlement';
import { serviceOf } from '../../../lib/services';
import { reports } from '../../report/services/report';

const STOCK = 'api::stock.stock';
export type StockOrder = Record<string, 'asc' | 'desc'>[];
export type NewStock = Partial<Omit<StockRecord, 'id' | 'createdAt' | 'updates'>> & { name: string; code: string; description: string };

const stockService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(order: StockOrder) {
    const rows: StockRecord[] = await strapi.db.query(STOCK).findMany({ orderBy: [...order, { id: 'asc' }] });
    return rows.map(stockView);
  },

  // Not `create`: that name is the core service's document create, typed by the generated schema.
  async add(input: NewStock) {
    await reports(strapi).assertExists(input.reportId);
    return stockView(await strapi.db.query(STOCK).create({ data: input }));
  },

  async exists(id: number): Promise<boolean> {
    return Boolean(await strapi.db.query(STOCK).findOne({ where: { id }, select: ['id'] }));
  },

  async exchanges() {
    const rows: { id: number; name: string }[] = await strapi.db
      .query('api::exchange.exchange')
      .findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },

  /** The stocks an entitlement window opens, oldest first, each with its updates oldest first. */
  async inWindow(window: StockWindow) {
    const rows: StockRecord[] = await strapi.db.query(STOCK).findMany({
      where: { createdAt: { $gte: window.from } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: window.limit,
      populate: { updates: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    });
    return rows.map(stockWithUpdatesView);
  },
});

export default factories.createCoreService(STOCK, stockService);

export const stocks = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof stockService>>(strapi, STOCK);
