/**
 * The app's own routes as the router declares them (cms/src/api/<type>/routes): method, path and
 * who may call each, read from the route's config, which is one of route-auth.ts's three. Strapi's
 * core routes (content types, plugins) say nothing of the kind: they take Strapi API tokens.
 */
import type { Core } from '@strapi/strapi';
import { APP_TOKEN_STRATEGY } from '../access-token/auth-strategy';
import { isRateLimit } from '../../lib/rate-limit';

/** Who may call a route: route-auth.ts's three, or Strapi's own API tokens (the site build's). */
export type Access = 'anonymous' | 'signed-in' | 'administrator' | 'api-token';

export interface DeclaredRoute {
  method: string;
  /** As the router serves it, API prefix included: `/api/GWSUsers/:id`. */
  path: string;
  access: Access;
  /** A rate limit guards it (lib/rate-limit.ts): it may answer 429. */
  limited: boolean;
}

type RouteConfig = { auth?: false | { strategies?: unknown[] }; policies?: unknown[]; middlewares?: unknown[] } | undefined;

/** The inverse of route-auth.ts: which of its helpers made this config. */
export function accessOf(config: RouteConfig): Access {
  if (config?.auth === false) return 'anonymous';
  if (!config?.auth || !(config.auth.strategies ?? []).includes(APP_TOKEN_STRATEGY)) return 'api-token';
  return (config.policies ?? []).includes('global::is-admin') ? 'administrator' : 'signed-in';
}

/** `METHOD /api/path`, the key of ANONYMOUS_API_ROUTES and of the document's operations table. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Every route of the app's APIs (cms/src/api), with its access; core routers included, as api-token. */
export function declaredRoutes(strapi: Core.Strapi): DeclaredRoute[] {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const out: DeclaredRoute[] = [];
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes ?? {}) as { routes?: Core.Route[] }[]) {
      for (const route of router.routes ?? []) {
        const config = route.config as RouteConfig;
        out.push({
          method: route.method.toUpperCase(),
          path: `${prefix}${route.path}`,
          access: accessOf(config),
          limited: (config?.middlewares ?? []).some(isRateLimit),
        });
      }
    }
  }
  return out;
}
