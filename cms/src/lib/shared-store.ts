/**
 * Where state that several CMS instances must agree on lives. On SQLite the CMS is one process, so
 * it stays in memory; on PostgreSQL (DATABASE_URL) every instance shares the database, so rate
 * limits live in a table, cache invalidations and token revocations travel by LISTEN/NOTIFY
 * (lib/broadcast.ts) and scheduled jobs and per-user locks take advisory locks (lib/db-lock.ts).
 * This is the one place that decides which.
 */
import type { Core } from '@strapi/strapi';

/** Whether this CMS runs on PostgreSQL (several instances may share its database). */
export const onPostgres = (strapi: Core.Strapi): boolean => strapi.db.dialect.client === 'postgres';

/** The table the rate limits live in on PostgreSQL (made by the migration of the same name). */
export const RATE_LIMIT_TABLE = 'rate_limits';
