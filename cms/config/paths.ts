import path from 'path';

/**
 * DATA_DIR holds everything an instance owns (SQLite file, uploads, mail outbox, secrets).
 * The start script always sets it; the fallback keeps `strapi develop` in cms/ working.
 */
export const dataDir = (): string => path.resolve(process.env.DATA_DIR || path.join(process.cwd(), '..', '.data'));
