import type { Core } from '@strapi/strapi';

const EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'];

/**
 * Publishing content must reach the static site without a manual step: every publish-type
 * event pings the site server (SITE_REBUILD_URL), which debounces and rebuilds. The ping is
 * fire-and-forget so an unreachable site never slows an editor down.
 */
export function notifySiteOnPublish(strapi: Core.Strapi): void {
  const { rebuildUrl: url, rebuildSecret: secret } = strapi.config.get('site') as { rebuildUrl?: string; rebuildSecret: string };
  if (!url) return;
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async (info: { uid?: string; model?: string }) => {
      try {
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-rebuild-secret': secret },
          body: JSON.stringify({ event, model: info?.model ?? info?.uid ?? null }),
          signal: AbortSignal.timeout(5000),
        });
      } catch (err) {
        strapi.log.warn(`[publish-hook] site rebuild ping failed: ${(err as Error).message}`);
      }
    });
  }
}
