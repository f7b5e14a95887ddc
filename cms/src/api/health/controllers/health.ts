/** GET /api/health/ready: the instance's readiness (readiness.ts), or 503 while its database does not answer. */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { apiErrorBody } from 'contracts';
import { readiness } from '../readiness';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ready(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    try {
      ctx.body = await readiness(strapi);
    } catch (err) {
      strapi.log.error(`[health] readiness check failed: ${(err as Error).message}`);
      ctx.status = 503;
      ctx.body = apiErrorBody(503, 'ServiceUnavailableError', 'The database is not answering.');
    }
  },
});
