/**
 * Says at every start how the database connection is set up, as the connection itself reports it
 * (not as the configuration asked): on SQLite the journal mode, synchronous level and busy timeout
 * that config/database.ts sets on each connection (config/lib/sqlite.ts says why). An operator
 * reads it in the log; tests/api/sqlite-settings.spec.ts checks it against the file. A value that
 * did not take is logged as an error, not silently run with.
 */
import type { Core } from '@strapi/strapi';
import { SQLITE_PRAGMAS } from '../../config/lib/sqlite';
import { onPostgres } from '../lib/shared-store';

/** The log line's prefix (the test finds the line by it). */
export const SQLITE_SETTINGS_LOG = '[database] SQLite';

export async function logDatabaseSettings(strapi: Core.Strapi): Promise<void> {
  if (onPostgres(strapi)) return;
  const read: string[] = [];
  const wrong: string[] = [];
  for (const p of SQLITE_PRAGMAS) {
    const rows = (await strapi.db.connection.raw(`PRAGMA ${p.name}`)) as Array<Record<string, unknown>>;
    const value = rows[0] ? Object.values(rows[0])[0] : undefined;
    read.push(`${p.name}=${String(value)}`);
    if (value !== p.reads) wrong.push(`${p.name} is ${String(value)}, not ${String(p.reads)}`);
  }
  strapi.log.info(`${SQLITE_SETTINGS_LOG} ${read.join(' ')}`);
  if (wrong.length) strapi.log.error(`${SQLITE_SETTINGS_LOG} settings did not take: ${wrong.join('; ')}`);
}
