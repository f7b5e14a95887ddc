/** The documented API's access tokens: their auth strategy, and the check that no route opens by accident. */
import type { Lifecycle } from '../../lib/lifecycle';
import { appTokenStrategy } from './auth-strategy';
import { writeRouteList } from './route-list';
import { assertAnonymousRoutesListed } from './route-auth';

export const accessTokenLifecycle: Lifecycle = {
  register(strapi) {
    // For the routes that name this strategy (api/access-token/route-auth.ts).
    strapi.get('auth').register('content-api', appTokenStrategy(strapi));
  },
  bootstrap(strapi) {
    // Routes are built by now: no route opens by accident, and the list of what is served is on disk.
    assertAnonymousRoutesListed(strapi);
    writeRouteList(strapi);
  },
};
