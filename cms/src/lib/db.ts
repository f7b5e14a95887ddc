/**
 * Database facts the API relies on for races: unique constraints that decide between racing
 * writes, and how to recognise the loser's error on SQLite and PostgreSQL.
 */
import path from 'path';
import type { Core } from '@strapi/strapi';

/** The migrations that make unique indexes: one account per email, one handling per Razorpay event, one ticket per grievance reference, one draft per month of complaint data. */
const UNIQUE_INDEX_MIGRATIONS = [
  '2026.11.23T00.00.00.unique-user-email.js',
  '2026.11.23T12.00.00.razorpay-event-ids-once.js',
  '2026.11.23T13.00.00.grievance-references-once.js',
  '2026.11.23T19.00.00.complaint-data-month-once.js',
];

/**
 * The unique indexes races are decided by. The migrations make them on an existing database; on a
 * fresh one they run before the tables exist, so bootstrap runs them again (they are idempotent).
 */
export async function ensureUniqueIndexes(strapi: Core.Strapi): Promise<void> {
  for (const file of UNIQUE_INDEX_MIGRATIONS) {
    // A plain-JavaScript migration (Strapi runs them as files), loaded by its path at run time.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the path is only known at run time.
    const migration = require(path.join(strapi.dirs.app.root, 'database', 'migrations', file));
    await migration.up(strapi.db.connection);
  }
}

/** A duplicate key: PostgreSQL's SQLSTATE 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed|duplicate key value/i.test(e?.message ?? '')
  );
}
