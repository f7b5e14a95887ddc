import type { Core } from '@strapi/strapi';
import { importSeed } from 'content-seed';
import { ensureCmsAdmin } from './bootstrap/cms-admin';
import { ensureSiteBuildToken } from './bootstrap/site-token';
import { notifySiteOnPublish } from './bootstrap/publish-hook';

export default {
  register() {},

  /** First start: seed content and accounts; every start: wire the publish → rebuild hook. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await importSeed(strapi as any);
    await ensureCmsAdmin(strapi);
    await ensureSiteBuildToken(strapi);
    notifySiteOnPublish(strapi);
  },
};
