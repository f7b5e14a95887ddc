/**
 * First of the CMS's middlewares: every request gets one id, the caller's `X-Request-Id` when it
 * is well-formed (the origin's or nginx's, which passed on the client's or made one), else a new
 * UUID. The id goes back in the answer's header and in every error answer
 * (`error.details.requestId`), and into the request's log line, which is written here together
 * with the request's metrics (route template, status, time) once the answer is settled.
 */
import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import type { DestinationStream } from 'pino';
import { isRequestId, REQUEST_ID_HEADER, withRequestId } from 'contracts';
import { observeRequest } from '../lib/metrics';
import { logRequest, requestLogger } from '../lib/request-log';

/**
 * The route's template as the router matched it (`/api/GWSUsers/:id`), never the raw path, so
 * the metrics have one series per route. Files the router does not serve (uploads, the panel's
 * assets) share one label per prefix; anything else is "unmatched".
 */
export function routeTemplate(ctx: Pick<Context, 'path'> & { _matchedRoute?: unknown }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  if (ctx.path.startsWith('/uploads/')) return '/uploads/*';
  if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) return '/admin/*';
  return 'unmatched';
}

/** `destination`: where the lines go instead of standard output (the unit test's). */
export default (config: { destination?: DestinationStream } | undefined, { strapi }: { strapi: Pick<Core.Strapi, 'config'> }) => {
  const log = requestLogger(strapi.config.get('logger.level', 'info') as string, config?.destination);
  return async (ctx: Context, next: Next): Promise<void> => {
    const started = process.hrtime.bigint();
    const given = ctx.get(REQUEST_ID_HEADER);
    const requestId = isRequestId(given) ? given : crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    try {
      await next();
      if (ctx.status >= 400) {
        // Only an error in the API's shape is rewritten: assigning any body again is not neutral in
        // Koa (an empty one turns the router's bare 405 or 501 into a 204).
        const body = withRequestId(ctx.body, requestId);
        if (body !== ctx.body) ctx.body = body;
      }
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeTemplate(ctx as Context & { _matchedRoute?: unknown });
      observeRequest(ctx.method, route, ctx.status, seconds);
      logRequest(log, {
        requestId,
        method: ctx.method,
        route,
        path: ctx.path.slice(0, 512),
        status: ctx.status,
        ms: Math.round(seconds * 1e4) / 10,
      });
    }
  };
};
