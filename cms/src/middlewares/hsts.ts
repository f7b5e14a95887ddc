/**
 * Strict-Transport-Security on the API's answers by the pages' rule (site/server/security-headers.ts):
 * only on a request that came over HTTPS (TLS here, or X-Forwarded-Proto from a trusted proxy:
 * lib/client-address.ts), with HSTS_MAX_AGE; 0 = never. strapi::security's own HSTS, sent on
 * every answer with a fixed year, is off (config/middlewares.ts).
 */
import type { Context, Next } from 'koa';
import { hstsValue } from 'contracts';

export default (config: { maxAge: number }) => {
  const value = config.maxAge > 0 ? hstsValue(config.maxAge) : null;
  // Not async: a pass-through adds no promise of its own to every request.
  return (ctx: Context, next: Next): Promise<unknown> => {
    if (value && ctx.protocol === 'https') ctx.set('Strict-Transport-Security', value);
    return next();
  };
};
