/**
 * App administrators only:
 * - GET /api/Grievances/report?month=YYYY-MM: the month's complaint data computed from the tickets;
 * - POST /api/Grievances/deadline-digest: the compliance officer's digest now (it also runs every morning, schedule.ts).
 * Anyone: GET /api/Grievances/confirm?token=: the acknowledgement's link (confirmation.ts), answered
 * with a plain page and its Confirm button, which POSTs the token (form-encoded) to the same path.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { GRIEVANCE_MESSAGES, REPORT_MONTH_PATTERN } from 'contracts';
import { validate, yup } from '../../../lib/http';
import { todayInFirm } from '../../../lib/dates';
import { grievances } from '../services/grievance';
import { TOKEN_PATTERN } from '../confirmation';
import { confirmButtonPage, confirmationPage } from '../confirmation-page';

const tokenOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const reportQuery = yup.object({
  month: yup
    .string()
    .required('month is required (YYYY-MM).')
    .matches(REPORT_MONTH_PATTERN, 'month must be a month as YYYY-MM, e.g. 2026-10.')
    .test('not-future', 'month cannot be after the current month.', (m) => !m || m <= todayInFirm().slice(0, 7)),
});

function htmlPage(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async report(ctx: Context) {
    const { month } = await validate(reportQuery, ctx.query);
    ctx.body = await grievances(strapi).report(month);
  },

  async confirmLink(ctx: Context) {
    const token = tokenOf(ctx.query.token);
    const ticket = TOKEN_PATTERN.test(token) ? await grievances(strapi).byConfirmToken(token) : null;
    htmlPage(
      ctx,
      ticket ? 200 : TOKEN_PATTERN.test(token) ? 404 : 400,
      !ticket
        ? confirmationPage('Link not valid', GRIEVANCE_MESSAGES.badLink)
        : ticket.confirmed
          ? confirmationPage('Grievance confirmed', GRIEVANCE_MESSAGES.confirmed(ticket.reference))
          : confirmButtonPage(ticket.reference, token),
    );
  },

  async confirm(ctx: Context) {
    const token = tokenOf((ctx.request.body as Record<string, unknown> | undefined)?.token);
    const ticket = TOKEN_PATTERN.test(token) ? await grievances(strapi).confirm(token) : null;
    htmlPage(
      ctx,
      ticket ? 200 : TOKEN_PATTERN.test(token) ? 404 : 400,
      ticket
        ? confirmationPage('Grievance confirmed', GRIEVANCE_MESSAGES.confirmed(ticket.reference))
        : confirmationPage('Link not valid', GRIEVANCE_MESSAGES.badLink),
    );
  },

  async deadlineDigest(ctx: Context) {
    ctx.body = await grievances(strapi).sendDeadlineDigest();
  },
});
