/**
 * The free sample report: a signed-in user's request is a lead of its own kind
 * ('free-report'), and the sample report editors keep in Site settings (a file, else a link) is
 * mailed to them at once, at most once a day (a repeat within the firm's day updates the lead and
 * sends nothing). With no report set (or a failing relay) the request is still recorded and the
 * firm follows up by hand. A signup from the call to action (source=free_report) is remembered on the
 * account and fulfilled on the first login.
 */
import type { Core } from '@strapi/strapi';
import { APP_ROUTES, type LeadContext } from 'contracts';
import { firmDetails, layoutMail, sendMail } from '../../lib/mailer';
import { recordLead } from '../../lib/lead-collections';
import { USER, type AppUser } from '../gws-user/users';

const LEAD = 'api::lead.lead';

/** The account flag a signup from source=free_report sets, cleared by the login that fulfils it. */
export const FREE_REPORT_FLAG = 'freeReportRequested';

/** Where the sample report is, as an absolute URL for the mail; null when editors have set none. */
export async function sampleReportUrl(strapi: Core.Strapi): Promise<string | null> {
  const settings = (await strapi
    .documents('api::site-setting.site-setting')
    .findFirst({ status: 'published', populate: ['sampleReport'] })) as {
    sampleReport?: { url?: string } | null;
    sampleReportUrl?: string | null;
  } | null;
  const url = settings?.sampleReport?.url || settings?.sampleReportUrl?.trim();
  if (!url) return null;
  // An uploaded file and a path on this site are served on the site's origin (/uploads/* reaches the CMS).
  return url.startsWith('/') ? `${strapi.config.get('site.origin') as string}${url}` : url;
}

async function mailReport(strapi: Core.Strapi, user: AppUser, url: string): Promise<void> {
  const firm = await firmDetails(strapi);
  const { text, html } = layoutMail(firm, {
    heading: 'Your free sample report',
    paragraphs: [
      `Hello ${user.first_name || ''},`.replace(' ,', ','),
      `Thank you for your interest in ${firm.firmName}. Here is the sample research report you asked for.`,
    ],
    button: { label: 'Read the sample report', url },
    after: ['Research reports are for information only; investments in securities are subject to market risks.'],
  });
  await sendMail(strapi, {
    from: `${firm.firmName} <${firm.supportEmail}>`,
    to: user.email,
    subject: `Your free sample report from ${firm.firmName}`,
    text,
    html,
  });
}

export type FreeReportOutcome = 'emailed' | 'already-sent-today' | 'not-sent';

/**
 * Records the request and mails the report. The lead is stored first, so a missing report or a
 * failing relay never loses it; the mail goes only with the day's first request.
 */
export async function requestFreeReport(strapi: Core.Strapi, user: AppUser, context: LeadContext = {}): Promise<FreeReportOutcome> {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const lead = { name, email: user.email, mobile: user.phone ?? '', level: null, source: 'free-report' };
  const { repeat } = await recordLead(strapi, LEAD, { email: lead.email, source: lead.source }, lead, context);
  if (repeat) return 'already-sent-today';
  const url = await sampleReportUrl(strapi);
  if (!url) {
    strapi.log.warn('[free report] a request was recorded but Site settings has no sample report: the firm must send it by hand.');
    return 'not-sent';
  }
  try {
    await mailReport(strapi, user, url);
    return 'emailed';
  } catch (err) {
    strapi.log.error(`[free report] the mail to a recorded request failed: ${(err as Error).message}`);
    return 'not-sent';
  }
}

/**
 * On login: a request remembered at signup is fulfilled once. The flag is cleared by a conditional
 * update, so of racing logins exactly one sends; it runs after the login's answer and never fails it.
 */
export async function fulfilRememberedRequest(strapi: Core.Strapi, user: AppUser & { [FREE_REPORT_FLAG]?: boolean | null }): Promise<void> {
  if (!user[FREE_REPORT_FLAG]) return;
  const { count } = await strapi.db
    .query(USER)
    .updateMany({ where: { id: user.id, [FREE_REPORT_FLAG]: true }, data: { [FREE_REPORT_FLAG]: false } });
  if (count === 1) await requestFreeReport(strapi, user, { page: APP_ROUTES.signup });
}
