/**
 * Database facts the API relies on for races: unique constraints that decide between racing
 * writes, and how to recognise the loser's error on SQLite and PostgreSQL.
 */
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { onPostgres } from './shared-store';

/** The migrations that make unique indexes: one account per email, one handling per Razorpay event, one ticket per grievance reference, one draft per month of complaint data, one research-register entry per number, one renewal reminder per milestone, one suppression per mail address, one alert per publication, subscriber and channel, one price close per security and day, one index close per index and day, one KYC record per account, one kept row of a call's figures per benchmark, and one corporate action per security, ex-date and kind. */
const UNIQUE_INDEX_MIGRATIONS = [
  '2026.11.23T00.00.00.unique-user-email.js',
  '2026.11.23T12.00.00.razorpay-event-ids-once.js',
  '2026.11.23T13.00.00.grievance-references-once.js',
  '2026.11.23T19.00.00.complaint-data-month-once.js',
  '2026.11.26T18.00.00.research-register-seq-once.js',
  '2026.11.26T22.00.00.reminders-once.js',
  '2026.11.27T00.00.00.mail-suppression-email-once.js',
  // Replaces 2026.11.27T09.00.00.alert-once-per-subscriber.js's index (that one would make it again).
  '2026.11.27T12.00.00.alert-once-per-channel.js',
  '2026.11.27T15.00.00.prices-once-per-day.js',
  // Replaces 2026.11.28T00.00.00.kyc-record-once.js's indexes (its unique PAN index is dropped: one client, several accounts).
  '2026.11.28T06.00.00.kyc-pan-on-several-accounts.js',
  '2026.11.28T12.00.00.call-performance-once.js',
  '2026.11.28T18.00.00.corporate-actions-once.js',
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

/**
 * Runs `work` (one whole transaction) again when it lost a race to a unique index: the next try
 * reads what the winner committed and writes around it. After `attempts` lost races the violation
 * is thrown (the caller answers it).
 */
export async function againAfterLostRace<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= attempts) throw err;
    }
  }
}

const UNIQUE_ATTRIBUTE = 'This attribute must be unique';

/**
 * A duplicate refused either way: by the unique index, or by Strapi's entity validator, which
 * looks a `unique` attribute's value up before it inserts (users-permissions' email). Of two
 * racing creates, the loser meets the index if both passed the validator, and the validator if
 * the winner had committed by then (seen on PostgreSQL: a 400 with Strapi's own message).
 */
export function isDuplicateRefused(err: unknown): boolean {
  if (isUniqueViolation(err)) return true;
  const e = err as { name?: string; message?: string; details?: { errors?: Array<{ message?: string }> } } | null;
  return (
    e?.name === 'ValidationError' &&
    (e.message === UNIQUE_ATTRIBUTE || Boolean(e.details?.errors?.some((d) => d.message === UNIQUE_ATTRIBUTE)))
  );
}

/**
 * Locks a row until the transaction `trx` ends, so a second writer of it waits for the first and
 * then reads what it left (PostgreSQL: SELECT … FOR UPDATE). SQLite runs one write transaction at
 * a time: nothing to lock.
 */
export async function lockRow(strapi: Core.Strapi, trx: Knex.Transaction, table: string, id: number): Promise<void> {
  if (onPostgres(strapi)) await trx.raw('SELECT id FROM ?? WHERE id = ? FOR UPDATE', [table, id]);
}
