/**
 * One SQL statement on a test CMS's database, through the database's own client; answers its
 * output. On SQLite the client waits up to 10 s for a write of the CMS to finish (the outbox worker
 * records each delivery, e.g. a receipt right after a payment) instead of failing 'database is
 * locked' at once, which is what the sqlite3 CLI does by default.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function sqlOn(cms: { dataDir: string; databaseUrl?: string }, statement: string): string {
  const r = cms.databaseUrl
    ? spawnSync('psql', [cms.databaseUrl, '-At', '-c', statement], { encoding: 'utf8' })
    : spawnSync('sqlite3', ['-cmd', '.timeout 10000', path.join(cms.dataDir, 'cms.db'), statement], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${statement}: ${r.stderr}`);
  return r.stdout;
}

/** The same on the browser suites' product (its SQLite database in E2E_DATA_DIR, tests/lib/global-setup.ts), trimmed. */
export const productSql = (statement: string): string => sqlOn({ dataDir: process.env.E2E_DATA_DIR! }, statement).trim();
