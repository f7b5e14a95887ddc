/**
 * The Content Manager's lead tools: routes of the CMS panel's own API, so they take the
 * panel's sign-in, added to the content-manager plugin through Strapi's plugin extension point.
 * The panel's buttons are in src/admin/lead-tools; the work is in lib/lead-export and lib/lead-erasure.
 *
 *   GET  /content-manager/lead-tools/collections        the lead collections this admin may read, with their columns
 *   GET  /content-manager/lead-tools/:model/export.csv   the list view's rows (filters, _q, sort, locale) as CSV, `columns=a,b`
 *   GET  /content-manager/lead-tools/inbox               the Leads view: every lead form's entries newest first, `page=`,
 *                                                        filtered by `path` (the page), `campaign`, `source`, `medium` (lib/lead-inbox.ts)
 *   GET  /content-manager/lead-tools/inbox.csv           the same rows, every page, as CSV
 *   POST /content-manager/lead-tools/erase               { email } or { phone }: erases that person's leads everywhere
 *                                                        (and their KYC record past its retention; `kept` says why one stays)
 *
 * And the research register's verification and CSV for compliance staff (api/research-register/panel.ts).
 */
import type { Context } from 'koa';
import { bodyOf } from '../../lib/http';
import { exportLeadsCsv, readableLeadCollections } from '../../lib/lead-export';
import { leadInboxCsv, leadInboxPage } from '../../lib/lead-inbox';
import { erasePerson, personFrom } from '../../lib/lead-erasure';
import { registerPanel, registerPanelRoutes } from '../../api/research-register/panel';

/** Signed in to the panel; what each admin may do is checked per collection by the controllers. */
const config = { policies: ['admin::isAuthenticatedAdmin'] };

/** A file of leads as a download that no cache keeps. */
function sendCsv(ctx: Context, { filename, body }: { filename: string; body: unknown }) {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const leadTools = {
  async collections(ctx: Context) {
    ctx.body = { data: await readableLeadCollections(strapi, ctx.state.userAbility) };
  },

  async exportCsv(ctx: Context) {
    sendCsv(ctx, await exportLeadsCsv(strapi, ctx.state.userAbility, ctx.params.model, ctx.query));
  },

  async inbox(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await leadInboxPage(strapi, ctx.state.userAbility, ctx.query);
  },

  async inboxCsv(ctx: Context) {
    sendCsv(ctx, await leadInboxCsv(strapi, ctx.state.userAbility, ctx.query));
  },

  async erase(ctx: Context) {
    const person = personFrom(bodyOf(ctx));
    const { id, email } = ctx.state.user;
    ctx.body = { data: await erasePerson(strapi, { id, email, userAbility: ctx.state.userAbility }, person) };
  },
};

// The plugin object Strapi hands to an extension has no exported type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export default (plugin: any) => {
  plugin.controllers['lead-tools'] = leadTools;
  plugin.controllers['research-register'] = registerPanel;
  plugin.routes.admin.routes.push(
    { method: 'GET', path: '/lead-tools/collections', handler: 'lead-tools.collections', config },
    { method: 'GET', path: '/lead-tools/inbox', handler: 'lead-tools.inbox', config },
    { method: 'GET', path: '/lead-tools/inbox.csv', handler: 'lead-tools.inboxCsv', config },
    { method: 'GET', path: '/lead-tools/:model/export.csv', handler: 'lead-tools.exportCsv', config },
    { method: 'POST', path: '/lead-tools/erase', handler: 'lead-tools.erase', config },
    ...registerPanelRoutes(config),
  );
  return plugin;
};
