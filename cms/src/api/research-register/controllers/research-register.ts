/** /api/Recommendations: the research register for administrators (the panel's compliance staff use its panel routes), and the firm's public key. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { registerQuerySchema } from 'contracts';
import { validate } from '../../../lib/http';
import { registerCsv, registerJson } from '../export';
import { registerKey, researchRegister } from '../services/research-register';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async register(ctx: Context) {
    const { from, to, format } = await validate(registerQuerySchema, ctx.query);
    const register = researchRegister(strapi);
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      const entries = await register.entries({ from, to });
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="research-register-${from ?? 'start'}-${to ?? 'now'}.csv"`);
      ctx.body = registerCsv(entries);
      return;
    }
    // The JSON carries the whole register's verification: one read serves both.
    const { entries, verification } = await register.entriesVerified({ from, to });
    ctx.body = registerJson(entries, verification, registerKey(strapi).publicPem);
  },

  async verify(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await researchRegister(strapi).verify();
  },

  async publicKey(ctx: Context) {
    ctx.set('Content-Type', 'application/x-pem-file');
    ctx.set('Content-Disposition', 'inline; filename="research-register-public-key.pem"');
    ctx.body = registerKey(strapi).publicPem;
  },
});
