import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * DATA_DIR holds everything an instance owns (SQLite file, uploads, mail outbox, secrets).
 * The start script always sets it; the fallback keeps `strapi develop` in cms/ working.
 * database.ts and server.ts call dataDir with their own env; code reads `paths.dataDir`.
 */
export const dataDir = (env: Core.Config.Shared.ConfigParams['env']): string =>
  path.resolve(env('DATA_DIR', '') || path.join(process.cwd(), '..', '.data'));

export default ({ env }: Core.Config.Shared.ConfigParams) => ({ dataDir: dataDir(env) });
