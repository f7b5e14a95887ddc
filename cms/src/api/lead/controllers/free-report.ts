/** POST /api/Leads/free-report (signed in): the free sample report, recorded and mailed (see ../free-report.ts). */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { LEAD_TOASTS, freeReportRequestSchema, type FreeReportAnswer } from 'contracts';
import { bodyOf, validate } from '../../../lib/http';
import { requestFreeReport, type FreeReportOutcome } from '../free-report';

const MESSAGES: Record<FreeReportOutcome, string> = {
  emailed: LEAD_TOASTS.freeReport.text,
  'already-sent-today': `${LEAD_TOASTS.freeReport.text} It was sent today already.`,
  // No report in the CMS yet, or the mail failed: the request is recorded and the firm sends it.
  'not-sent': `We have your request. ${LEAD_TOASTS.freeReport.text}`,
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async request(ctx: Context) {
    const { context } = await validate(freeReportRequestSchema, bodyOf(ctx));
    const outcome = await requestFreeReport(strapi, ctx.state.appUser, context);
    const answer: FreeReportAnswer = { success: true, emailed: outcome === 'emailed', message: MESSAGES[outcome] };
    ctx.body = answer;
  },
});
