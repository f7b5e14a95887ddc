/** Updates on a stock (buy/sell/hold…) and the list of update types. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { updateView, type StockUpdateRecord } from '../views';
import { stocks } from '../../stock/services/stock';
import { serviceOf } from '../../../lib/services';
import { reports } from '../../report/services/report';

const UPDATE = 'api::stock-update.stock-update';
const UPDATE_TYPE = 'api::update-type.update-type';

const stockUpdateService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every update, or one stock's, oldest first. */
  async list(stockId?: number) {
    const where = stockId === undefined ? {} : { stock: { id: stockId } };
    const rows: StockUpdateRecord[] = await strapi.db
      .query(UPDATE)
      .findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], populate: { stock: { select: ['id'] } } });
    return rows.map((u) => updateView(u));
  },

  async types() {
    const rows: { id: number; text: string }[] = await strapi.db
      .query(UPDATE_TYPE)
      .findMany({ select: ['id', 'text'], orderBy: { id: 'asc' } });
    return rows.map((r) => ({ id: r.id, text: r.text }));
  },

  /** An update of a known type on an existing stock; otherwise a 400 or a 404. (Not `create`: the core service's, typed by the schema.) */
  async add(input: { type: string; description: string; report_link?: string | null; stockId: number; reportId?: number | null }) {
    const type: { text: string } | null = await strapi.db.query(UPDATE_TYPE).findOne({ where: { text: input.type } });
    if (!type) throw new errors.ValidationError('Unknown update type.');
    if (!(await stocks(strapi).exists(input.stockId))) throw new errors.NotFoundError('Stock not found.');
    await reports(strapi).assertExists(input.reportId);
    const created: StockUpdateRecord = await strapi.db.query(UPDATE).create({
      data: {
        type: type.text,
        description: input.description,
        report_link: input.report_link ?? null,
        stock: input.stockId,
        reportId: input.reportId ?? null,
      },
    });
    return updateView(created, input.stockId);
  },
});

export default factories.createCoreService(UPDATE, stockUpdateService);

export const stockUpdates = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof stockUpdateService>>(strapi, UPDATE);
