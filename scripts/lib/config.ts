import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

export interface ProductConfig {
  dataDir: string;
  port: number;
  cmsPort: number;
  /** Seeded accounts, printed at start. */
  cmsAdmin: { email: string; password: string };
  seedAdmin: { email: string; password?: string };
}

export function productConfig(overrides: Partial<ProductConfig> = {}): ProductConfig {
  const env = process.env;
  return {
    dataDir: path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(ROOT, '.data')),
    port: overrides.port ?? Number(env.PORT || 8000),
    cmsPort: overrides.cmsPort ?? Number(env.CMS_PORT || 1337),
    cmsAdmin: overrides.cmsAdmin ?? { email: env.CMS_ADMIN_EMAIL || 'editor@example.com', password: env.CMS_ADMIN_PASSWORD || 'Editor-Passw0rd!' },
    seedAdmin: overrides.seedAdmin ?? { email: env.SEED_ADMIN_EMAIL || 'admin@example.com', password: env.SEED_ADMIN_PASSWORD },
  };
}

/**
 * Strapi's secrets (app keys, JWT and token salts, encryption key) and the site's rebuild-hook
 * secret: generated once per instance and kept in DATA_DIR, so a fresh clone needs no .env and
 * restarts keep sessions and tokens valid.
 */
export function instanceSecrets(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const r = () => crypto.randomBytes(24).toString('base64');
  const secrets = {
    APP_KEYS: [r(), r(), r(), r()].join(','),
    API_TOKEN_SALT: r(),
    ADMIN_JWT_SECRET: r(),
    JWT_SECRET: r(),
    TRANSFER_TOKEN_SALT: r(),
    ENCRYPTION_KEY: r(),
    SITE_REBUILD_SECRET: r(),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
