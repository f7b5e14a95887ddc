/** POST /api/Leads/free-report (signed in): the free sample report, recorded and mailed (see ../free-report.ts). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { FREE_REPORT_MESSAGES as MESSAGES, freeReportRequestSchema, type FreeReportAnswer } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { requestFreeReport } from '../free-report';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async request(ctx: Context) {
    const { context } = await validate(freeReportRequestSchema, bodyOf(ctx));
    const outcome = await requestFreeReport(strapi, ctx.state.appUser, context);
    const answer: FreeReportAnswer = { success: true, emailed: outcome === 'emailed', message: MESSAGES[outcome] };
    ctx.body = answer;
  },
});
