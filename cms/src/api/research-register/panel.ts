/**
 * The register in the CMS panel, for compliance staff (who sign in to the panel, not the app):
 * routes of the panel's own API, added to the content-manager plugin by
 * src/extensions/content-manager/strapi-server.ts, open to an admin who may read the register.
 * The panel's buttons are in src/admin/research-register.
 *
 *   GET /content-manager/research-register/verify       the chain and signatures checked
 *   GET /content-manager/research-register/export.csv   the register as CSV (from, to: days in India)
 */
import type { Context } from 'koa';
import { registerQuerySchema } from 'contracts';
import { forbidden, validate } from '../../lib/http';
import { registerCsv } from './export';
import { researchRegister } from './services/research-register';

export const REGISTER_UID = 'api::research-register.research-register';
export const REGISTER_PANEL_PATH = '/research-register';

function mayRead(ctx: Context): void {
  const ability = ctx.state.userAbility as { can(action: string, subject: string): boolean } | undefined;
  if (!ability?.can('plugin::content-manager.explorer.read', REGISTER_UID)) throw forbidden('You may not read the research register.');
}

export const registerPanel = {
  async verify(ctx: Context) {
    mayRead(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await researchRegister(strapi).verify() };
  },

  async exportCsv(ctx: Context) {
    mayRead(ctx);
    const { from, to } = await validate(registerQuerySchema, ctx.query);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="research-register.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = registerCsv(await researchRegister(strapi).entries({ from, to }));
  },
};

export const registerPanelRoutes = (config: object) => [
  { method: 'GET', path: `${REGISTER_PANEL_PATH}/verify`, handler: 'research-register.verify', config },
  { method: 'GET', path: `${REGISTER_PANEL_PATH}/export.csv`, handler: 'research-register.exportCsv', config },
];
