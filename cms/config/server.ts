import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { dataDir } from './paths';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('CMS_HOST', '127.0.0.1'),
  // npm start checks the port (scripts/lib/config.ts) and always passes it.
  port: env.int('CMS_PORT', 1337),
  // The site's server and nginx proxy /api to us: their X-Forwarded-* are read, and only theirs
  // (TRUSTED_PROXIES, src/lib/client-address.ts).
  proxy: { koa: true },
  app: { keys: env.array('APP_KEYS')! },
  // Uploads live in DATA_DIR, not in the repository.
  dirs: { public: publicDir(env) },
  webhooks: { populateRelations: false },
});

function publicDir(env: Core.Config.Shared.ConfigParams['env']): string {
  const dir = path.join(dataDir(env), 'public');
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  return dir;
}

export default config;
