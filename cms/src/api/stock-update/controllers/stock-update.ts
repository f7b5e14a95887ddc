/** /api/Updates: buy/sell/hold updates on a stock and their amendments (administrators). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { amendmentRequestSchema, reportIdRule, researchFields, storable, withResearchRules } from 'contracts';
import { bodyOf, idParam, jsonParam, rules, validate, yup, idRule } from '../../../lib/http';
import { publisherOf } from '../../research-register/publisher';
import { stockUpdates } from '../services/stock-update';

/** POST /api/Updates: the spec's fields, and the research fields whose values change (the analyst may be left to the default). */
export const updateSchema = withResearchRules(
  yup.object({
    type: storable(yup.string().trim().required('Update type is required.').max(100), 'Update type'),
    description: storable(yup.string().trim().max(5000, 'Description is too long.').default(''), 'Description', { multiLine: true }),
    report_link: rules.link('Report link'),
    stockId: idRule('stockId').required('stockId is required.'),
    reportId: reportIdRule,
    ...researchFields,
  }),
  { needsAnalyst: false },
);

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
    ctx.body = await stockUpdates(strapi).add(await validate(updateSchema, bodyOf(ctx)), publisherOf(ctx));
  },

  /** POST /api/Updates/{id}/amendments: a correction with its reason; the update as amended. */
  async amend(ctx: Context) {
    const input = await validate(amendmentRequestSchema, bodyOf(ctx));
    ctx.body = await stockUpdates(strapi).amend(idParam(ctx.params.id), input, publisherOf(ctx));
  },
});
