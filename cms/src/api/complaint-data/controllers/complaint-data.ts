/**
 * The public reads (find, findOne: published months, for the site's build) and, for app
 * administrators:
 * - POST /api/Complaint-data/prepare?month=YYYY-MM: the month's draft from the tickets, now (once);
 * - POST /api/Complaint-data/publication-reminder: the check that runs every day (schedule.ts), now.
 */
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { REPORT_MONTH_PATTERN } from 'contracts';
import { validate, yup } from '../../../lib/http';
import { todayInFirm } from '../../../lib/dates';
import { COMPLAINT_DATA, complaintData } from '../services/complaint-data';

export const prepareQuery = yup.object({
  month: yup
    .string()
    .required('month is required (YYYY-MM).')
    .matches(REPORT_MONTH_PATTERN, 'month must be a month as YYYY-MM, e.g. 2026-10.')
    .test(
      'past',
      "month must be a month that has ended: the current month's figures are not final until it ends.",
      (m) => !m || m < todayInFirm().slice(0, 7),
    ),
});

export default factories.createCoreController(COMPLAINT_DATA, ({ strapi }) => ({
  async prepare(ctx: Context) {
    const { month } = await validate(prepareQuery, ctx.query);
    ctx.body = await complaintData(strapi).prepare(month);
  },

  async publicationReminder(ctx: Context) {
    ctx.body = await complaintData(strapi).sendPublicationReminder();
  },
}));
