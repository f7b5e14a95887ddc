import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { dataDir } from './paths';

const publicDir = path.join(dataDir(), 'public');
fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  // The site's server proxies /api to us: trust its X-Forwarded-For for client IPs.
  proxy: { koa: true },
  app: { keys: env.array('APP_KEYS')! },
  // Uploads live in DATA_DIR, not in the repository.
  dirs: { public: publicDir },
  webhooks: { populateRelations: false },
});

export default config;
