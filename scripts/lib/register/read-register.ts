/**
 * The research register's rows read straight from an instance's database (SQLite file or
 * PostgreSQL), past the CMS: what an auditor or a restore drill checks, with no server running.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { entryFromRow, type RegisterEntry } from 'cms';
import type { BackupSettings } from '../backup/settings';

const QUERY = 'SELECT * FROM research_register ORDER BY seq';

export async function readRegister(target: Pick<BackupSettings, 'databaseUrl' | 'databaseSsl' | 'sqliteFile'>): Promise<RegisterEntry[]> {
  if (target.databaseUrl) {
    const client = new Client({
      connectionString: target.databaseUrl,
      ssl: target.databaseSsl ? { rejectUnauthorized: false } : undefined,
    });
    await client.connect();
    try {
      return (await client.query(QUERY)).rows.map(entryFromRow);
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(target.sqliteFile))
    throw new Error(`no SQLite database at ${target.sqliteFile} (set DATA_DIR, or DATABASE_FILENAME, as the CMS has them)`);
  const db = new Database(target.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(QUERY).all() as Record<string, unknown>[]).map(entryFromRow);
  } finally {
    db.close();
  }
}
