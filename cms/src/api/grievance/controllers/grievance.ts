/**
 * App administrators only:
 * - GET /api/Grievances/report?month=YYYY-MM: the month's complaint data computed from the tickets;
 * - POST /api/Grievances/deadline-digest: the compliance officer's digest now (it also runs every morning, schedule.ts).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { REPORT_MONTH_PATTERN } from 'contracts';
import { validate, yup } from '../../../lib/http';
import { todayInFirm } from '../../../lib/dates';
import { grievances } from '../services/grievance';

export const reportQuery = yup.object({
  month: yup
    .string()
    .required('month is required (YYYY-MM).')
    .matches(REPORT_MONTH_PATTERN, 'month must be a month as YYYY-MM, e.g. 2026-10.')
    .test('not-future', 'month cannot be after the current month.', (m) => !m || m <= todayInFirm().slice(0, 7)),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async report(ctx: Context) {
    const { month } = await validate(reportQuery, ctx.query);
    ctx.body = await grievances(strapi).report(month);
  },

  async deadlineDigest(ctx: Context) {
    ctx.body = await grievances(strapi).sendDeadlineDigest();
  },
});
