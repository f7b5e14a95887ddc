/**
 * strapi::cors for the requests CORS is about: those that carry an Origin. Strapi's middleware
 * treats a request without one as allowed from '*', and with credentials on, @koa/cors then
 * copies the request's (absent) Origin into the answer: every server-side or same-origin call got
 * an empty `Access-Control-Allow-Origin:` and `Access-Control-Allow-Credentials: true`. Without an
 * Origin no CORS header is due (Fetch standard); Vary: Origin stays, since the answer to the same
 * request with one differs. Extended in register(), as config/middlewares.ts must name
 * strapi::cors (Strapi requires it) and its options cannot skip a request.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Factory = (config: object, s: { strapi: Core.Strapi }) => Middleware;

export function corsWithOriginOnly(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as { extend(uid: string, fn: (factory: Factory) => Factory): unknown };
  registry.extend('strapi::cors', (strapis) => (config, s) => {
    const cors = strapis(config, s);
    return (ctx, next) => {
      if (ctx.get('Origin')) return cors(ctx, next);
      ctx.vary('Origin');
      return next();
    };
  });
}
