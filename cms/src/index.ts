import type { Core } from '@strapi/strapi';
import { importSeed } from 'content-seed';
import { ensureCmsAdmin } from './bootstrap/cms-admin';
import { ensureSiteBuildToken } from './bootstrap/site-token';
import { notifySiteOnPublish } from './bootstrap/publish-hook';
import { closeBuiltInAuthRoutes, ensureAppAdmin, ensureAppLists } from './bootstrap/app-data';
import { invalidateOnWrites } from './lib/cache';
import { refuseUnsafeLinks } from './lib/safe-links';
import { ensureUniqueUserEmail } from './lib/db';
import { forgetUserTokens } from './api/access-token/services/access-token';

export default {
  /**
   * Trust exactly TRUST_PROXY_HOPS X-Forwarded-For entries (default 1: the site server), so the
   * client IP that rate limits key on cannot be forged by a client adding entries of its own.
   */
  register({ strapi }: { strapi: Core.Strapi }) {
    const hops = strapi.config.get('rate-limits.trustProxyHops') as number;
    strapi.server.app.proxy = hops > 0;
    strapi.server.app.maxIpsCount = hops;
  },

  /** First start: seed content and accounts; every start: wire the publish → rebuild hook. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureUniqueUserEmail(strapi);
    // Before the seed: its links obey the same rule as an editor's.
    refuseUnsafeLinks(strapi);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the importer takes a structural StrapiLike (it does not depend on Strapi), which Strapi's closed schema map does not match.
    await importSeed(strapi as any);
    await ensureCmsAdmin(strapi);
    await ensureAppLists(strapi);
    await ensureAppAdmin(strapi);
    await closeBuiltInAuthRoutes(strapi);
    await ensureSiteBuildToken(strapi);
    notifySiteOnPublish(strapi);
    // Cached API answers and resolved tokens follow every write (a user blocked in the panel, too).
    invalidateOnWrites(strapi, (event) => {
      if (event.model.uid === 'plugin::users-permissions.user' && event.result?.id) forgetUserTokens(event.result.id);
    });
  },
};
