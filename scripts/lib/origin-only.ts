/**
 * The one-origin server on its own, in a process of its own, over whatever release DATA_DIR holds
 * (none: pages answer 503, /api and /uploads are proxied as always). `npm run bench:api` measures
 * the API through it: in the benchmark's own process the load generator would share its event loop.
 * Run as `tsx scripts/lib/origin-only.ts` with PORT, CMS_PORT and DATA_DIR set.
 */
import path from 'node:path';
import { ROOT, instanceSecrets } from './config';
import { startSite } from 'origin-server';

async function main() {
  const { PORT, CMS_PORT, DATA_DIR } = process.env;
  if (!PORT || !CMS_PORT || !DATA_DIR) throw new Error('PORT, CMS_PORT and DATA_DIR are required');
  await startSite({
    port: Number(PORT),
    cmsUrl: `http://127.0.0.1:${CMS_PORT}`,
    siteUrl: `http://127.0.0.1:${PORT}`,
    dataDir: DATA_DIR,
    siteDir: path.join(ROOT, 'site'),
    rebuildSecret: instanceSecrets(DATA_DIR).SITE_REBUILD_SECRET,
    debounceMs: 1000,
    security: { hstsMaxAge: 0 },
    buildEnv: process.env,
  });
  console.log(`[origin] listening on ${PORT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
