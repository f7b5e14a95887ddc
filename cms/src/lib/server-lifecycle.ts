/** The HTTP server's setup, before any route is built (cms/src/index.ts lists it first). */
import type { Lifecycle } from './lifecycle';
import { buildMiddlewaresOnce, rememberRouteMatches } from './middlewares-built-once';
import { corsWithOriginOnly } from './cors-with-origin';
import { buildPolicyContextsLazily } from './policy-context';

export const serverLifecycle: Lifecycle = {
  register(strapi) {
    // Koa reads X-Forwarded-Proto/-Host; they reach it from trusted proxies only (middlewares/client-address.ts),
    // which also sets the client's address itself.
    strapi.server.app.proxy = true;
    buildMiddlewaresOnce(strapi);
    corsWithOriginOnly(strapi);
    rememberRouteMatches(strapi);
    buildPolicyContextsLazily();
  },
};
