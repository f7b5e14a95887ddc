import type { Core } from '@strapi/strapi';
import { importSeed } from 'content-seed';
import { ensureCmsAdmin } from './bootstrap/cms-admin';
import { ensureSiteBuildToken } from './bootstrap/site-token';
import { notifySiteOnPublish } from './bootstrap/publish-hook';
import { closeBuiltInAuthRoutes, ensureAppAdmin, ensureAppLists } from './bootstrap/app-data';
import { invalidateOnWrites } from './lib/cache';
import { refuseUnsafeLinks } from './lib/safe-links';
import { forgetUserTokens } from './api/access-token/services/access-token';

export default {
  /** The site server is the only proxy in front of us: trust one X-Forwarded-For hop, no more. */
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.server.app.proxy = true;
    strapi.server.app.maxIpsCount = 1;
  },

  /** First start: seed content and accounts; every start: wire the publish → rebuild hook. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Before the seed: its links obey the same rule as an editor's.
    refuseUnsafeLinks(strapi);
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
