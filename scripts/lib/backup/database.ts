/**
 * The database's part of a backup: a consistent snapshot taken while the CMS serves, and the row
 * counts of the main tables in that same snapshot (the manifest's, which a restore checks), with
 * the ids of the keys its KYC records are sealed under (kyc-keys.ts).
 * - SQLite: `VACUUM INTO` copies the file in one read transaction (in WAL mode the CMS's writes go
 *   on meanwhile); the online backup API would restart its copy after every write of another
 *   process, so a busy site could keep it from ever finishing.
 * - PostgreSQL: one REPEATABLE READ transaction exports its snapshot, counts the rows in it, and
 *   `pg_dump --format=custom --snapshot` dumps exactly that snapshot.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { SQLITE_BUSY_TIMEOUT_MS } from 'cms/config';
import { KYC_KEY_IDS_SQL } from './kyc-keys';

/** The tables whose row counts a manifest records: people, money, leads, complaints, the trail, research. Those an older schema lacks are left out. */
export const COUNTED_TABLES = [
  'up_users',
  'subscriptions',
  'orders',
  'razorpay_events',
  'access_tokens',
  'leads',
  'whatsapp_leads',
  'newsletter_subscribers',
  'questionnaire_answers',
  'lead_outbox',
  'grievances',
  'audit_entries',
  'stocks',
  'stock_updates',
  'research_register',
  'call_performances',
  'files',
  'kyc_records',
] as const;

export type RowCounts = Record<string, number>;

/** A snapshot's row counts, and the ids of the keys its KYC records are sealed under (kyc-keys.ts). */
export interface Snapshot {
  counts: RowCounts;
  kycKeyIds: string[];
}

export interface PgTarget {
  url: string;
  ssl: boolean;
}

function sqliteCounts(db: Database.Database): RowCounts {
  const present = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
  );
  const counts: RowCounts = {};
  for (const table of COUNTED_TABLES)
    if (present.has(table)) counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  return counts;
}

/** The SQLite file's snapshot written to `dest`, its row counts and KYC key ids. */
export function snapshotSqlite(file: string, dest: string): Snapshot {
  if (!fs.existsSync(file)) throw new Error(`no SQLite database at ${file} (set DATA_DIR, or DATABASE_FILENAME, as the CMS has them)`);
  const db = new Database(file, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    db.prepare('VACUUM INTO ?').run(dest);
  } finally {
    db.close();
  }
  // Password hashes and encrypted token keys: the owner's only, as the CMS keeps its file.
  fs.chmodSync(dest, 0o600);
  const counts = countSqlite(dest);
  if (!('kyc_records' in counts)) return { counts, kycKeyIds: [] };
  const copy = new Database(dest, { readonly: true, fileMustExist: true });
  try {
    return { counts, kycKeyIds: (copy.prepare(KYC_KEY_IDS_SQL).all() as Array<{ id: string }>).map((r) => r.id).sort() };
  } finally {
    copy.close();
  }
}

export function countSqlite(file: string): RowCounts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqliteCounts(db);
  } finally {
    db.close();
  }
}

/** Runs a PostgreSQL client program (pg_dump, pg_restore) on the target; rejects with its own words. */
function pgTool(program: string, args: string[], target: PgTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(target.ssl ? { PGSSLMODE: 'require' } : {}) },
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`${program} could not run (${e.message}): install PostgreSQL's client programs`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${err.trim()}`))));
  });
}

const pgClient = (target: PgTarget) =>
  new Client({ connectionString: target.url, ssl: target.ssl ? { rejectUnauthorized: false } : false, application_name: 'backup' });

async function pgCounts(client: Client): Promise<RowCounts> {
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const present = new Set(rows.map((r) => r.table_name));
  const counts: RowCounts = {};
  for (const table of COUNTED_TABLES)
    if (present.has(table)) counts[table] = Number((await client.query(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0].n);
  return counts;
}

/** A dump of the database (custom format) written to `dest`, and the row counts and KYC key ids of the same snapshot. */
export async function snapshotPostgres(target: PgTarget, dest: string): Promise<Snapshot> {
  const client = pgClient(target);
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const counts = await pgCounts(client);
    const kycKeyIds = 'kyc_records' in counts ? (await client.query<{ id: string }>(KYC_KEY_IDS_SQL)).rows.map((r) => r.id).sort() : [];
    // The exported snapshot lives as long as this transaction: pg_dump runs inside it.
    await pgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--file', dest, '--dbname', target.url], target);
    await client.query('COMMIT');
    return { counts, kycKeyIds };
  } finally {
    await client.end();
  }
}

/** The number of tables in the target database's schema (0: empty, fit for a restore). */
export async function pgTableCount(target: PgTarget): Promise<number> {
  const client = pgClient(target);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Restores a custom-format dump into the target database in one transaction (all or nothing),
 * without the source's owners and grants (the target's role owns what it restores). `replace`
 * drops the dump's objects first (restore --force over an existing database).
 */
export async function restorePostgres(target: PgTarget, dump: string, replace: boolean): Promise<RowCounts> {
  await pgTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(replace ? ['--clean', '--if-exists'] : []),
      '--dbname',
      target.url,
      dump,
    ],
    target,
  );
  const client = pgClient(target);
  await client.connect();
  try {
    return await pgCounts(client);
  } finally {
    await client.end();
  }
}
