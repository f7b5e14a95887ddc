import type { Core } from '@strapi/strapi';

/** The site's public origin (reset links, the default CORS origin): the start script passes SITE_ORIGIN. */
export const siteOrigin = (env: Core.Config.Shared.ConfigParams['env']): string =>
  (env('SITE_ORIGIN', '') || 'http://127.0.0.1:8000').replace(/\/$/, '');

/** The static site this CMS feeds: where links in mail point, and the hook that rebuilds it after a publish. */
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  origin: siteOrigin(env),
  /** The site server's rebuild hook (the start script passes it); none = no rebuild on publish. */
  rebuildUrl: env('SITE_REBUILD_URL', '') || undefined,
  rebuildSecret: env('SITE_REBUILD_SECRET', ''),
});

export default config;
