/**
 * Database facts the API relies on for races: unique constraints that decide between racing
 * writes, and how to recognise the loser's error on SQLite and PostgreSQL.
 */
import path from 'path';
import type { Core } from '@strapi/strapi';

const UNIQUE_EMAIL_MIGRATION = '2026.11.23T00.00.00.unique-user-email.js';

/**
 * The unique index on users' emails. The migration makes it on an existing database; on a
 * fresh one it runs before the tables exist, so bootstrap runs it again (it is idempotent).
 */
export async function ensureUniqueUserEmail(strapi: Core.Strapi): Promise<void> {
  // A plain-JavaScript migration (Strapi runs them as files), loaded by its path at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the path is only known at run time.
  const migration = require(path.join(strapi.dirs.app.root, 'database', 'migrations', UNIQUE_EMAIL_MIGRATION));
  await migration.up(strapi.db.connection);
}

/** A duplicate key: PostgreSQL's SQLSTATE 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed|duplicate key value/i.test(e?.message ?? '')
  );
}
