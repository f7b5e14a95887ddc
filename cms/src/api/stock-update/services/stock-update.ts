/** Updates on a stock (buy/sell/hold…), their amendments, and the list of update types. */
import { factories } from '@strapi/strapi';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { researchContentSchema, type Disclosures, type ResearchContent } from 'contracts';
import { updateView, type StockUpdateRecord } from '../views';
import { stocks } from '../../stock/services/stock';
import { researchDefaults, withResearchDefaults } from '../../compliance-setting/research-defaults';
import { amendments, type AmendmentInput } from '../../amendment/services/amendment';
import { researchOf } from '../../amendment/versions';
import { validate } from '../../../lib/http';
import { serviceOf } from '../../../lib/services';
import { researchRegister } from '../../research-register/services/research-register';
import { personalTrades } from '../../personal-trade/services/personal-trade';
import { reports } from '../../report/services/report';

const UPDATE = 'api::stock-update.stock-update';
const UPDATE_TYPE = 'api::update-type.update-type';

export type NewUpdate = {
  type: string;
  description: string;
  report_link?: string | null;
  stockId: number;
  reportId?: number | null;
} & Partial<Omit<ResearchContent, 'disclosures'>> & { disclosures?: Partial<Disclosures> | null };

const stockUpdateService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Every update, or one stock's, oldest first, as their latest versions show them, each with its
   * alerts' delivery summary (`delivery`, as the stocks list: one grouped count for them all).
   */
  async list(stockId?: number) {
    const where = stockId === undefined ? {} : { stock: { id: stockId } };
    const rows: StockUpdateRecord[] = await strapi.db
      .query(UPDATE)
      .findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], populate: { stock: { select: ['id'] } } });
    const ids = rows.map((u) => u.id);
    const [histories, deliveries] = await Promise.all([
      amendments(strapi).histories('update', ids),
      researchRegister(strapi).deliverySummaries('update', ids),
    ]);
    return rows.map((u) => ({ ...updateView(u, undefined, histories.get(u.id)), delivery: deliveries.get(u.id) ?? null }));
  },

  async types() {
    const rows: { id: number; text: string }[] = await strapi.db
      .query(UPDATE_TYPE)
      .findMany({ select: ['id', 'text'], orderBy: { id: 'asc' } });
    return rows.map((r) => ({ id: r.id, text: r.text }));
  },

  /**
   * An update of a known type on an existing stock, the analyst and disclosures it leaves out from
   * Compliance settings, recorded in the research register in the same transaction; otherwise a
   * 400 or a 404 (a 409 when it discloses a financial interest during the stock's blackout). (Not `create`: the core service's, typed by the schema.)
   */
  async add(input: NewUpdate, publishedBy: string) {
    const { stockId, type: typeText, ...fields } = input;
    const type: { text: string } | null = await strapi.db.query(UPDATE_TYPE).findOne({ where: { text: typeText } });
    if (!type) throw new errors.ValidationError('Unknown update type.');
    const code = await stocks(strapi).codeOf(stockId);
    if (code === null) throw new errors.NotFoundError('Stock not found.');
    const reportSha256 = await reports(strapi).checkedSha256(input.reportId);
    const data = withResearchDefaults({ ...fields, report_link: fields.report_link ?? null }, await researchDefaults(strapi));
    await validate(researchContentSchema, researchOf(data));
    await personalTrades(strapi).refuseDuringBlackout(code, data.disclosures.financialInterest);
    return researchRegister(strapi).publish(async () => {
      const created: StockUpdateRecord = await strapi.db.query(UPDATE).create({ data: { ...data, type: type.text, stock: stockId } });
      const view = updateView(created, stockId);
      const content = JSON.stringify(view);
      return { result: view, publication: { kind: 'update', refId: view.id, stockId, publishedBy, content, reportSha256 } };
    });
  },

  /** Appends an amendment to an update and answers the update as amended. */
  async amend(id: number, input: AmendmentInput, by: string) {
    await amendments(strapi).append('update', id, input, by);
    const row: StockUpdateRecord | null = await strapi.db.query(UPDATE).findOne({ where: { id }, populate: { stock: { select: ['id'] } } });
    if (!row) throw new errors.NotFoundError('Update not found.');
    return updateView(row, undefined, (await amendments(strapi).histories('update', [id])).get(id));
  },
});

export default factories.createCoreService(UPDATE, stockUpdateService);

export const stockUpdates = (strapi: Core.Strapi) => serviceOf<ReturnType<typeof stockUpdateService>>(strapi, UPDATE);
