/**
 * How the CMS runs SQLite as a server database (config/database.ts applies these to every
 * connection it opens; bootstrap logs what the connection reports back, and
 * tests/api/sqlite-settings.spec.ts checks both on a running CMS).
 * (A folder of its own: Strapi loads every file directly in config/ as a configuration.)
 *
 * - journal_mode=WAL: readers (requests, and `npm run backup` snapshotting the file from another
 *   process) never wait for a writer and a writer never waits for them; the mode is kept in the
 *   file, so every later opener (the backup, the sqlite3 shell) works in it too.
 * - synchronous=FULL, not NORMAL: with NORMAL a commit is safe from a crash of the CMS but not from
 *   a power cut or a crash of the machine, which can lose the last commits after they were answered.
 *   What this product writes is mostly what it promised to keep once answered: a payment and its
 *   invoice number (consecutive and never reused: a lost one is handed to the next payer while the
 *   first receipt, already mailed, names it too), leads ("never lost"), grievance tickets and the
 *   audit trail. Writes are rare (no request writes on every read; a login writes one token), so the
 *   fsync per commit costs little: measured here 3.6 ms per commit with FULL against 0.04 ms with
 *   NORMAL. FULL is also what PostgreSQL does by default (synchronous_commit=on), so both databases
 *   keep the same promise.
 * - busy_timeout: another process writing the file (an operator's sqlite3 shell, a test's SQL) holds
 *   the write lock briefly; the CMS waits for it instead of failing the request with SQLITE_BUSY.
 *   better-sqlite3 is synchronous, so while it waits the whole CMS waits: 5 s lets a short outside
 *   write finish and fails a stuck one before the server looks dead. (The backup only reads, and in
 *   WAL mode a reader never takes the lock a writer needs.)
 * - transactions begin IMMEDIATE: knex begins them DEFERRED, and SQLite does not wait (busy timeout
 *   or not) when a transaction that has already read needs the write lock another process holds: it
 *   fails at once (seen as a 500 on signup in tests/api/sqlite-settings.spec.ts). The CMS has one
 *   connection, so its transactions run one at a time anyway; taking the write lock at BEGIN costs
 *   it nothing and makes the busy timeout apply. (Rails 7.1 and Django 5.1 made the same choice.)
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The pragmas in the order they are set, each with the value the connection reports back once set. */
export const SQLITE_PRAGMAS: ReadonlyArray<{ name: string; set: string; reads: string | number }> = [
  { name: 'journal_mode', set: 'WAL', reads: 'wal' },
  // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
  { name: 'synchronous', set: 'FULL', reads: 2 },
  { name: 'busy_timeout', set: String(SQLITE_BUSY_TIMEOUT_MS), reads: SQLITE_BUSY_TIMEOUT_MS },
];

/** A better-sqlite3 connection, as knex's pool hands it to afterCreate (only what is used here). */
interface NativeSqlite {
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(source: string): unknown;
}

/** What knex's SQLite transaction sends to begin (knex/lib/dialects/sqlite3/execution/sqlite-transaction.js). */
const KNEX_BEGIN = 'BEGIN;';

/** knex's pool hook: sets the pragmas on each new connection and makes its transactions begin IMMEDIATE, then hands it on. */
export function setUpSqliteConnection(conn: unknown, done: (err?: Error, conn?: unknown) => void): void {
  try {
    const db = conn as NativeSqlite;
    for (const p of SQLITE_PRAGMAS) db.pragma(`${p.name} = ${p.set}`);
    const prepare = db.prepare.bind(db);
    db.prepare = (source: string) => prepare(source === KNEX_BEGIN ? 'BEGIN IMMEDIATE;' : source);
    done(undefined, conn);
  } catch (err) {
    done(err as Error, conn);
  }
}
