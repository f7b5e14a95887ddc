/** /api/Recommendations: the research register for administrators (the panel's compliance staff use its panel routes), and the firm's public key. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DELIVERY_LOG_MESSAGES, deliveryLogFileName, deliveryLogQuerySchema, registerQuerySchema } from 'contracts';
import { errors, idParam, validate } from '../../../lib/http';
import { deliveryLogCsv } from '../../alert-delivery/delivery-log';
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

  /** One publication's delivery log: who was alerted and when, with its summary (`format=csv`: one line per recipient). */
  async deliveries(ctx: Context) {
    const seq = idParam(ctx.params.seq, 'seq');
    const { format } = await validate(deliveryLogQuerySchema, ctx.query);
    const log = await researchRegister(strapi).deliveries(seq);
    if (!log) throw new errors.NotFoundError(DELIVERY_LOG_MESSAGES.notFound(seq));
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${deliveryLogFileName(seq)}"`);
      ctx.body = deliveryLogCsv(log);
      return;
    }
    ctx.body = log;
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
