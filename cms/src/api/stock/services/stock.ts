/** Recommended stocks: the admin's list and creation, amendments, the exchanges, and the stocks an entitlement opens. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { researchContentSchema, type Disclosures } from 'contracts';
import { stockView, stockWithUpdatesView, type StockRecord } from '../views';
import type { StockWindow } from '../../subscription/entitlement';
import { researchDefaults, withResearchDefaults } from '../../compliance-setting/research-defaults';
import { amendments, type AmendmentInput } from '../../amendment/services/amendment';
import { researchOf } from '../../amendment/versions';
import { errors, validate } from '../../../lib/http';
import { serviceOf } from '../../../lib/services';
import { researchRegister } from '../../research-register/services/research-register';
import { personalTrades } from '../../personal-trade/services/personal-trade';
import { reports } from '../../report/services/report';

const STOCK = 'api::stock.stock';
export type StockOrder = Record<string, 'asc' | 'desc'>[];
export type NewStock = Partial<Omit<StockRecord, 'id' | 'createdAt' | 'updates' | 'disclosures'>> & {
  name: string;
  code: string;
  description: string;
  disclosures?: Partial<Disclosures> | null;
};

/** The stocks a window opens: created from its start, oldest first, at most its limit. */
const inWindowQuery = (window: StockWindow) => ({
  where: { createdAt: { $gte: window.from } },
  orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] as StockOrder,
  limit: window.limit,
});

const stockService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The admin's list, each call with its alerts' delivery summary (`delivery`, null for a stock
   * published before the register). The summaries come with the list, from one grouped count, so
   * the page shows them all from its one request instead of asking each call's log.
   */
  async list(order: StockOrder) {
    const rows: StockRecord[] = await strapi.db.query(STOCK).findMany({ orderBy: [...order, { id: 'asc' }] });
    const ids = rows.map((r) => r.id);
    const [histories, deliveries] = await Promise.all([
      amendments(strapi).histories('stock', ids),
      researchRegister(strapi).deliverySummaries('call', ids),
    ]);
    return rows.map((r) => ({ ...stockView(r, histories.get(r.id)), delivery: deliveries.get(r.id) ?? null }));
  },

  /** One stock as its latest version shows it, or a 404. */
  async one(id: number) {
    const row: StockRecord | null = await strapi.db.query(STOCK).findOne({ where: { id } });
    if (!row) throw new errors.NotFoundError('Stock not found.');
    return stockView(row, (await amendments(strapi).histories('stock', [id])).get(id));
  },

  /**
   * A new stock, the analyst and the disclosures it leaves out taken from Compliance settings; a
   * call (with an action) whose content then breaks a rule (no analyst anywhere) is a 400, one
   * disclosing a financial interest during the stock's personal-trading blackout a 409.
   * Recorded in the research register in the same transaction (both or neither).
   * Not `create`: that name is the core service's document create, typed by the generated schema.
   */
  async add(input: NewStock, publishedBy: string) {
    const reportSha256 = await reports(strapi).checkedSha256(input.reportId);
    const data = withResearchDefaults(input, await researchDefaults(strapi));
    await validate(researchContentSchema, researchOf(data));
    await personalTrades(strapi).refuseDuringBlackout(data.code, data.disclosures.financialInterest);
    return researchRegister(strapi).publish(async () => {
      const view = stockView(await strapi.db.query(STOCK).create({ data }));
      const content = JSON.stringify(view);
      return { result: view, publication: { kind: 'call', refId: view.id, stockId: view.id, publishedBy, content, reportSha256 } };
    });
  },

  /** Appends an amendment to a stock and answers the stock as amended. */
  async amend(id: number, input: AmendmentInput, by: string) {
    await amendments(strapi).append('stock', id, input, by);
    return this.one(id);
  },

  async exists(id: number): Promise<boolean> {
    return (await this.codeOf(id)) !== null;
  },

  /** The stock's code (ISIN), or null when there is no such stock. */
  async codeOf(id: number): Promise<string | null> {
    const row: { code: string } | null = await strapi.db.query(STOCK).findOne({ where: { id }, select: ['code'] });
    return row ? row.code : null;
  },

  async exchanges() {
    const rows: { id: number; name: string }[] = await strapi.db
      .query('api::exchange.exchange')
      .findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },

  /** The ids of the stocks an entitlement window opens, oldest first (inWindow's rows, without their content). */
  async idsInWindow(window: StockWindow): Promise<number[]> {
    const rows: { id: number }[] = await strapi.db.query(STOCK).findMany({ select: ['id'], ...inWindowQuery(window) });
    return rows.map((r) => r.id);
  },

  /** The stocks an entitlement window opens, oldest first, each with its updates oldest first, as their latest versions show them. */
  async inWindow(window: StockWindow) {
    return (await this.withUpdates(inWindowQuery(window))).map((s) => s.view);
  },

  /** Stocks (all, or those a query picks) with their updates oldest first: each row and its view as its latest version shows it. */
  async withUpdates(query: { where?: Record<string, unknown>; orderBy?: StockOrder; limit?: number } = {}) {
    const rows: StockRecord[] = await strapi.db.query(STOCK).findMany({
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...query,
      populate: { updates: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
    });
    const [stocks, updates] = await Promise.all([
      amendments(strapi).histories(
        'stock',
        rows.map((r) => r.id),
      ),
      amendments(strapi).histories(
        'update',
        rows.flatMap((r) => (r.updates ?? []).map((u) => u.id)),
      ),
    ]);
    return rows.map((r) => ({ row: r, view: stockWithUpdatesView(r, { stocks, updates }) }));
  },
});

export default factories.createCoreService(STOCK, stockService);

export const stocks = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof stockService>>(strapi, STOCK);
