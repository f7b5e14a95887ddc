/**
 * Who may call a documented route, written once. Every custom route's config is one of these:
 * signed in with an app token (Strapi authenticates it with the app-access-token strategy before
 * any policy runs), administrators (the same, plus global::is-admin), or anonymous, which is
 * `auth: false` on purpose. A route that says nothing is closed by Strapi's own default (API
 * tokens and users-permissions roles, which grant none of these): never open by accident.
 * tests/api/route-auth.spec.ts checks every route of a running CMS against its public list.
 */
import type { Core } from '@strapi/strapi';
import { APP_TOKEN_STRATEGY } from './auth-strategy';
import { ANONYMOUS_API_ROUTES } from './anonymous-routes';

type Middlewares = NonNullable<Core.RouteConfig['middlewares']>;

const appToken = { strategies: [APP_TOKEN_STRATEGY] };

/** Any signed-in app user (what they may see is the controller's and services' ownership rule). */
export const signedIn = (middlewares: Middlewares = []) => ({ auth: appToken, policies: [], middlewares });

/** Administrators only. */
export const administrators = (middlewares: Middlewares = []) => ({ auth: appToken, policies: ['global::is-admin'], middlewares });

/** Anyone, signed in or not: login, signup, password reset, leads, the plans list. */
export const anonymous = (middlewares: Middlewares = []) => ({ auth: false as const, policies: [], middlewares });

/**
 * Refuses to start when a route of the app's own APIs is open (`auth: false`) without being on
 * ANONYMOUS_API_ROUTES: opening a route is a decision written in that one list. Runs in
 * bootstrap, once core routers are instantiated.
 */
export function assertAnonymousRoutesListed(strapi: Core.Strapi): void {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const unlisted: string[] = [];
  for (const api of Object.values(strapi.apis)) {
    for (const router of Object.values(api.routes ?? {}) as { routes?: Core.Route[] }[]) {
      for (const route of router.routes ?? []) {
        const key = `${route.method} ${prefix}${route.path}`;
        if (route.config?.auth === false && !(key in ANONYMOUS_API_ROUTES)) unlisted.push(key);
      }
    }
  }
  if (unlisted.length)
    throw new Error(`Routes open to anonymous callers but not in api/access-token/anonymous-routes.ts: ${unlisted.join(', ')}`);
}
